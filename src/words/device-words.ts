import type { Device } from '../api/sso-responses';
import type { DeviceTranslate } from '../i18n/device-messages';
import { maxPasskeyNameLength } from '../validation/passkey-name';
import { characterCount } from '../validation/text-characters';

/**
 * A device as the SSO read it from a browser, "Chrome on Android"; undefined when it could
 * read neither the browser nor the system. The list of devices and the list of passkeys say
 * it alike, so a broker can tell which passkey was made on which of the devices listed.
 */
export function deviceName(device: Device, text: DeviceTranslate): string | undefined {
  const browser = device.browser === 'unknown' ? undefined : device.browser;
  const os = device.os === 'unknown' ? undefined : device.os;
  if (browser && os) return text('devices.name', { browser, os });
  return browser ?? os;
}

/**
 * What a new passkey is called until the user renames it: the device it is made on and the
 * minute, "Chrome on Android · Nov 27, 2026, 2:05 PM", so passkeys made on the same day on
 * several phones read apart. The device as the SSO will list it with the passkey (its
 * registration options say), and without it when the SSO does not say, cannot tell, or names
 * one so long the name would not fit.
 */
export function newPasskeyName(
  device: Device | undefined,
  at: Date,
  locale: string,
  text: DeviceTranslate,
): string {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    at,
  );
  const named = device && deviceName(device, text);
  const name = named && text('newPasskey.name', { device: named, date });
  return name && characterCount(name) <= maxPasskeyNameLength
    ? name
    : text('newPasskey.nameNoDevice', { date });
}
