import { askCapability, clientCapabilities, webAuthnApi } from './passkey-capabilities';

/**
 * Whether this device can keep a passkey behind its own screen lock (a fingerprint, a face,
 * its PIN): the condition for offering to add one after a sign-in with the password. Not
 * `passkeyPlatformAuthenticator`, which a desktop with a phone nearby (hybrid) also answers
 * yes to: the offer is about a passkey on the device in the broker's hands.
 */
export async function canMakePasskeyOnDevice(): Promise<boolean> {
  const webAuthn = webAuthnApi();
  if (!webAuthn) return false;
  const { userVerifyingPlatformAuthenticator } = await clientCapabilities(webAuthn);
  return (
    userVerifyingPlatformAuthenticator ??
    askCapability(webAuthn.isUserVerifyingPlatformAuthenticatorAvailable)
  );
}
