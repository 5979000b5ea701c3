/**
 * English names of a device as the SSO reads it from a browser (`Device`), and the name a new
 * passkey gets from the device it is made on. Shared by the security page (its devices and its
 * passkeys) and the main screen's passkey offer, so a passkey is called after its device in the
 * words the list of devices uses. Loaded with either. The pt-BR catalogue must have exactly
 * these keys (the compiler checks).
 */
export const deviceEn = {
  'devices.name': '{browser} on {os}',
  // The device and the minute, so passkeys made on one day on several phones read apart. No
  // "Passkey" in front: the list says so, and the name must fit 64 characters.
  'newPasskey.name': '{device} · {date}',
  'newPasskey.nameNoDevice': 'Passkey · {date}',
} as const;
