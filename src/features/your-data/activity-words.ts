import type { PersonalData } from '../../api/personal-data';
import { getCompanyProviders } from '../../config/company-providers';
import type { YourDataTranslate } from '../../i18n/your-data-messages';

type ActivityEvent = PersonalData['activity'][number];

const changes = [
  'password_changed',
  'password_reset',
  'second_factor_on',
  'second_factor_off',
  'recovery_codes_new',
  'passkey_added',
  'passkey_removed',
  'sessions_ended',
  'reported_not_me',
] as const;

/**
 * What an event of the account's activity was, in words: a sign-in by its result, a change by
 * its kind; a kind a newer SSO adds is "Other change", never a blank.
 */
export function activityWords(event: ActivityEvent, text: YourDataTranslate): string {
  if (event.kind === 'sign_in') {
    if (event.result === 'refused') return text('activity.refused');
    if (event.result === 'locked') return text('activity.locked');
    return text('activity.signedIn');
  }
  if (event.kind === 'company_account_linked' || event.kind === 'company_account_unlinked') {
    // Named as its owner knows it ("Microsoft"), as the recent activity page names it.
    const provider = getCompanyProviders().find(({ id }) => id === event.provider);
    return text(`activity.${event.kind}`, { provider: provider?.name ?? event.provider ?? '' });
  }
  const change = changes.find((kind) => kind === event.kind);
  return change ? text(`activity.${change}`) : text('activity.other');
}
