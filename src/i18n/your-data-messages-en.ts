import { activityEventWordsEn } from './activity-event-words-en';
import type { TranslationOf } from './catalogue';
import { suiteAppNamesEn } from './suite-app-names-en';

/**
 * English words of the "Your data" page (LGPD): who answers for the broker's data, what the
 * SSO keeps about them, and their requests. They load with the page. The pt-BR catalogue must
 * have exactly these keys.
 */
export const yourDataEn = {
  // What each event was, in the words of every page that lists one.
  ...activityEventWordsEn,
  // The broker's applications, named as the main screen names them.
  ...suiteAppNamesEn,
  'title.yourData': 'Your data',
  'yourData.intro':
    'Under Brazil’s data protection law (LGPD), you may know what gofy keeps about you, and ask for it to be corrected or deleted.',
  'yourData.back': 'Back to gofy',
  'controller.title': 'Who answers for your data',
  'controller.controller': 'Controller',
  'controller.cnpj': 'CNPJ {cnpj}',
  'controller.encarregado': 'Data protection officer (encarregado)',
  'controller.noController':
    'The company that answers for your data has not been named here yet. Ask gofy’s support or your brokerage who it is.',
  'controller.noEncarregado':
    'The encarregado has not been named here yet. Ask gofy’s support or your brokerage how to reach them.',
  'signedOut.more': 'Sign in to see what gofy keeps about you and to make a request.',
  'action.signInToSee': 'Sign in to see your data',
  'data.title': 'What gofy keeps about you',
  'data.loading': 'Loading your data…',
  'data.failed': 'Your data could not be loaded.',
  'data.profile': 'Profile',
  'data.name': 'Name',
  'data.email': 'Email',
  'data.language': 'Language of messages',
  'data.applications': 'Applications',
  'data.sessions': 'Devices with a session open',
  'data.sessionItem': '{device}: signed in {signedIn}, last used {lastUsed}',
  'data.thisDevice': '{device} (this device)',
  'data.unknownDevice': 'Unknown device',
  'data.passkeys': 'Passkeys',
  'data.passkeyItem': '{name}, created {created}',
  'data.companyAccounts': 'Company accounts',
  'data.companyItem': '{email} ({provider}), linked {linked}',
  'data.secondFactor': 'Two-step verification',
  'data.authenticatorOn': 'Turned on {date}',
  'data.authenticatorOff': 'Turned off',
  'data.recoveryCodesLeft': {
    one: '{count} recovery code left',
    other: '{count} recovery codes left',
  },
  'data.activity': 'Sign-ins and security changes',
  'data.activityItem': '{what}: {at}, {device}, {address}',
  'data.nothingKept': 'Nothing kept',
  'action.downloadData': 'Download my data (JSON)',
  'data.fileName': 'your-data',
  'data.downloadHint': 'A file with everything above, as gofy keeps it.',
  'requests.title': 'Your requests',
  'requests.intro':
    'Ask for the full statement of your data, a correction or the deletion. The encarregado answers by email within 15 days.',
  'requests.kind': 'What you ask for',
  'requests.kindPlaceholder': 'Choose…',
  'requests.kindRequired': 'Choose what you ask for.',
  'requests.kind.statement': 'The full statement of my data',
  'requests.kind.correction': 'A correction of my data',
  'requests.kind.deletion': 'The deletion of my data',
  'requests.details': 'Details (optional)',
  'requests.detailsHint': 'What to correct, or anything else the encarregado should know.',
  'action.sendDataRequest': 'Send the request',
  'action.sendingDataRequest': 'Sending…',
  'requests.sent': 'Request received: protocol {protocol}. The answer is due by {due}.',
  'requests.tooMany': 'Too many requests today. Try again in {wait}.',
  'requests.listTitle': 'Requests made',
  'requests.none': 'You have made no request yet.',
  'requests.protocol': 'Protocol',
  'requests.received': 'Received',
  'requests.due': 'Answer due by',
  'requests.state': 'State',
  'requests.state.received': 'Received',
  'requests.state.in-progress': 'Being answered',
  'requests.state.answered': 'Answered',
  'requests.state.other': 'Being processed',
} as const;

export type YourDataMessages = TranslationOf<typeof yourDataEn>;
