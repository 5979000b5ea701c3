import type { ActivityEvent } from '../../../api/activity';
import type { ActivityTranslate } from '../../../i18n/activity-messages';
import type { DeviceTranslate } from '../../../i18n/device-messages';
import { companyProviderName } from '../../../words/company-provider-name';
import { deviceName } from '../../../words/device-words';

/**
 * An event in words beyond its title (src/words/activity-event-title.ts): how a sign-in was
 * made and where from. One module, so that the list and the button's name ("This wasn't me:
 * Sign-in refused, …") say it alike.
 */

/** "With a passkey": how a sign-in was made; undefined for any other event. */
export function eventMethod(event: ActivityEvent, text: ActivityTranslate): string | undefined {
  switch (event.method) {
    case undefined:
      return undefined;
    case 'company':
    case 'company_and_code':
      return text(`activity.method.${event.method}`, {
        provider: event.provider ? companyProviderName(event.provider) : '',
      });
    default:
      return text(`activity.method.${event.method}`);
  }
}

/** "Chrome on Windows", or that the SSO could not tell. */
export function eventDevice(
  event: ActivityEvent,
  deviceText: DeviceTranslate,
  text: ActivityTranslate,
): string {
  return deviceName(event, deviceText) ?? text('activity.unknownDevice');
}
