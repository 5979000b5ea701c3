import type { TranslationOf } from './catalogue';

/**
 * What an event of the account's activity was ("Sign-in refused", "Passkey added"), for every
 * page that lists one (the recent activity page, "Your data"): one list, so both pages call an
 * event by the same words.
 */
export const activityEventWordsEn = {
  'activity.signedIn': 'Signed in',
  'activity.refused': 'Sign-in refused',
  'activity.locked': 'Sign-in refused: the account was locked',
  'activity.password_changed': 'Password changed',
  'activity.password_reset': 'Password reset with an emailed link',
  'activity.second_factor_on': 'Two-step verification turned on',
  'activity.second_factor_off': 'Two-step verification turned off',
  'activity.recovery_codes_new': 'New recovery codes made',
  'activity.passkey_added': 'Passkey added',
  'activity.passkey_removed': 'Passkey removed',
  'activity.company_account_linked': '{provider} company account linked',
  'activity.company_account_unlinked': '{provider} company account unlinked',
  'activity.sessions_ended': 'Sessions on other devices ended',
  'activity.reported_not_me': 'Reported: “This wasn’t me”',
  'activity.other': 'Other change',
} as const;

export type ActivityEventWords = TranslationOf<typeof activityEventWordsEn>;
