import type { Device } from '../../api/sso-responses';
import type { DeviceTranslate } from '../../i18n/device-messages';
import type { SecurityTranslate } from '../../i18n/security-messages';
import { deviceName } from '../../words/device-words';

const deviceTypes = {
  computer: 'devices.type.computer',
  phone: 'devices.type.phone',
  tablet: 'devices.type.tablet',
} as const;

/** The kind of device in words, "Phone"; undefined when the SSO could not tell. */
export function deviceTypeName(device: Device, text: SecurityTranslate): string | undefined {
  return device.deviceType === 'unknown' ? undefined : text(deviceTypes[device.deviceType]);
}

/**
 * "Chrome on Android · Phone", as the list of devices shows a device and the list of passkeys
 * the one each was made on; undefined when the SSO could read neither browser nor system.
 */
export function describeDevice(
  device: Device,
  deviceText: DeviceTranslate,
  text: SecurityTranslate,
): string | undefined {
  const name = deviceName(device, deviceText);
  const type = deviceTypeName(device, text);
  return name && (type ? `${name} · ${type}` : name);
}
