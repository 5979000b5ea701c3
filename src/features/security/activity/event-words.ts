import type { ActivityEvent } from '../../../api/activity';
import { getCompanyProviders } from '../../../config/company-providers';
import type { ActivityTranslate } from '../../../i18n/activity-messages';
import type { DeviceTranslate } from '../../../i18n/device-messages';
import { deviceName } from '../../../words/device-words';

/**
 * An event in words: what happened, how (for a sign-in), and where from. One module, so that
 * the list and the button's name ("This wasn't me: Sign-in refused, …") say it alike.
 */

/** A company provider by the name its owner knows ("Microsoft"), else its id. */
function providerName(id: string | undefined): string {
  return getCompanyProviders().find((provider) => provider.id === id)?.name ?? id ?? '';
}

/** "Sign-in refused", "Passkey added". */
export function eventTitle(event: ActivityEvent, text: ActivityTranslate): string {
  if (event.kind === 'sign_in') {
    if (event.result === 'refused') return text('activity.refused');
    if (event.result === 'locked') return text('activity.locked');
    return text('activity.signedIn');
  }
  if (event.kind === 'company_account_linked' || event.kind === 'company_account_unlinked') {
    return text(`activity.${event.kind}`, { provider: providerName(event.provider) });
  }
  return text(`activity.${event.kind}`);
}

/** "With a passkey": how a sign-in was made; undefined for any other event. */
export function eventMethod(event: ActivityEvent, text: ActivityTranslate): string | undefined {
  switch (event.method) {
    case undefined:
      return undefined;
    case 'company':
    case 'company_and_code':
      return text(`activity.method.${event.method}`, { provider: providerName(event.provider) });
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
