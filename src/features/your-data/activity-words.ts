import type { PersonalData } from '../../api/personal-data';
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
  'company_account_linked',
  'company_account_unlinked',
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
  const change = changes.find((kind) => kind === event.kind);
  return change ? text(`activity.${change}`) : text('activity.other');
}
