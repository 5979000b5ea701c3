import { activityEventWordsEn } from './activity-event-words-en';
import type { TranslationOf } from './catalogue';

/**
 * English messages of the recent activity page (`/security/activity`): the account's sign-ins
 * and changes of the last 30 days, and "This wasn't me". Loaded with the page. The pt-BR
 * catalogue must have exactly these keys (the compiler checks).
 */
export const activityEn = {
  // What each event was, in the words of every page that lists one.
  ...activityEventWordsEn,
  'title.activity': 'Recent activity',
  'activity.intro':
    'Sign-ins to your account and changes to how it signs in, over the last 30 days. If one was not you, say so: your sessions on every other device end, and you choose a new password.',
  'activity.loading': 'Loading your recent activity…',
  'activity.offline': 'To see your recent activity, connect to the internet.',
  'activity.failed': 'Your recent activity could not be loaded.',
  'activity.empty': 'Nothing happened on your account in the last 30 days.',
  'action.backToSecurity': 'Back to Sign-in and security',
  'activity.method.password': 'With the password',
  'activity.method.password_and_code': 'With the password and a code',
  'activity.method.passkey': 'With a passkey',
  'activity.method.passkey_and_code': 'With a passkey and a code',
  'activity.method.company': 'With the {provider} company account',
  'activity.method.company_and_code': 'With the {provider} company account and a code',
  'activity.unknownDevice': 'Unknown device',
  'activity.address': 'IP address {address}',
  'activity.thisDevice': 'This device',
  'activity.reported': 'You said this was not you.',
  'activity.notMe': 'This wasn’t me',
  'activity.notMeLabel': 'This wasn’t me: {event}, {time}',
  'activity.confirm':
    'Your sessions on every other device will end, and you will be asked for a new password. Go on?',
  'action.secureAccount': 'Secure my account',
  'action.cancel': 'Cancel',
  'activity.securing': 'Securing…',
  'activity.done': {
    one: 'Done: 1 other session ended.',
    other: 'Done: {count} other sessions ended.',
  },
  'activity.doneNoOthers': 'Done: no other session was open.',
  'activity.reportFailed': 'Your report could not be sent. Try again.',
  'activity.reportOffline': 'To send your report, connect to the internet.',
  'activity.gone': 'This event is no longer on your account.',
  'activity.newPassword.title': 'Choose a new password',
  'activity.newPassword.body':
    'Whoever signed in may know your password. To change it now, type your current password and choose a new one.',
} as const;

export type ActivityMessages = TranslationOf<typeof activityEn>;
