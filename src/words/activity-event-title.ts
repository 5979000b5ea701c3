import type { Schemas } from '../api/contract-types';
import type { activityEventWordsEn } from '../i18n/activity-event-words-en';
import type { TranslateWith } from '../i18n/catalogue';
import { companyProviderName } from './company-provider-name';

/**
 * What an event of the account's activity was, in words ("Sign-in refused", "Passkey added"),
 * for every page that lists one: the recent activity page and "Your data" call an event alike.
 * A kind a newer SSO adds is "Other change", never a blank or a key.
 */

type EventKind = Schemas['ActivityEvent']['kind'];

/** What the title needs of an event, as both the activity list and the data download hold it. */
export interface TitledEvent {
  readonly kind: string;
  readonly result?: string;
  readonly provider?: string;
}

export type ActivityEventTranslate = TranslateWith<typeof activityEventWordsEn>;

const changes: readonly Exclude<
  EventKind,
  'sign_in' | 'company_account_linked' | 'company_account_unlinked'
>[] = [
  'password_changed',
  'password_reset',
  'second_factor_on',
  'second_factor_off',
  'recovery_codes_new',
  'passkey_added',
  'passkey_removed',
  'sessions_ended',
  'reported_not_me',
];

export function activityEventTitle(event: TitledEvent, text: ActivityEventTranslate): string {
  if (event.kind === 'sign_in') {
    if (event.result === 'refused') return text('activity.refused');
    if (event.result === 'locked') return text('activity.locked');
    return text('activity.signedIn');
  }
  if (event.kind === 'company_account_linked' || event.kind === 'company_account_unlinked') {
    // Named as its owner knows it ("Microsoft"), not by the SSO's id.
    return text(`activity.${event.kind}`, {
      provider: event.provider ? companyProviderName(event.provider) : '',
    });
  }
  const change = changes.find((kind) => kind === event.kind);
  return change ? text(`activity.${change}`) : text('activity.other');
}
