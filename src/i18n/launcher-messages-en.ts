import type { TranslationOf } from './catalogue';
import type { MessageKey } from './messages-en';
import { suiteAppNamesEn } from './suite-app-names-en';

/**
 * English messages of the main screen (the launcher): its cards, search and Help menu. A
 * catalogue of its own, loaded with the main screen's chunk, so the sign-in page does not
 * carry it. The pt-BR catalogue must have exactly these keys (the compiler checks).
 */
export const launcherEn = {
  'launcher.greeting': 'Hello, {name}',
  'launcher.greetingNoName': 'Hello',
  'launcher.intro': 'Choose an application to open.',
  'launcher.appsHeading': 'Your applications',
  'launcher.checking': 'Loading your applications…',
  'launcher.error': 'We could not check your session.',
  'launcher.noApps.title': 'No applications yet',
  'launcher.noApps.body':
    'Your account cannot open any gofy application yet. Ask the administrator of your brokerage to give you access.',
  'launcher.search.label': 'Search applications',
  'launcher.search.count': { one: '1 application', other: '{count} applications' },
  'launcher.search.none': 'No application matches “{query}”.',
  'launcher.security': 'Sign-in and security',
  'passkeyOffer.title': 'Sign in faster next time',
  'passkeyOffer.body':
    'Add a passkey to sign in on this device with your fingerprint, face or screen lock, with no password to type.',
  'passkeyOffer.add': 'Add a passkey',
  'passkeyOffer.adding': 'Adding…',
  'passkeyOffer.notNow': 'Not now',
  'passkeyOffer.added': 'Passkey added. Next time, sign in with it.',
  'passkeyOffer.alreadyOnDevice': 'This device already has a passkey for your account.',
  'passkeyOffer.failed':
    'The passkey could not be added. You can add one later in Sign-in and security.',
  'passkeyOffer.needsCode':
    'Your account asks for a code from your authenticator app before a passkey is added. Add one in Sign-in and security, which asks for the code first.',
  'launcher.unread': { one: '1 unread', other: '{count} unread' },

  ...suiteAppNamesEn,
  'suiteApp.pipeline.description': 'Follow leads and deals from first contact to policy.',
  'suiteApp.insured.description': 'Policies, claims and documents of your insured clients.',
  'suiteApp.multiquote.description': 'Compare quotes from several insurers at once.',
  'suiteApp.automation.description': 'Automatic follow-ups, renewals and reminders.',
  'suiteApp.schedule.description': 'Meetings, visits and tasks with your clients.',
  'suiteApp.notifications.description': 'Notices from insurers, clients and gofy.',
  'suiteApp.education.description': 'Courses and training for brokers.',

  'launcher.offline': 'You are offline. The applications open once the connection is back.',
  'installOffer.title': 'Use gofy as an app',
  'installOffer.body':
    'Install it on this device to open gofy straight from the home screen, in a window of its own.',
  'installOffer.install': 'Install',
  'installOffer.notNow': 'Not now',
  'help.button': 'Help',
  'help.resumeTour': 'Continue the tour where you left it',
  'help.welcomeTour': 'Take the welcome tour from the start',
  'help.cardTour': 'How to use the application cards',
  'help.support': 'Contact support',

  // The main screen's title, and the warning it alone gives before the session ends.
  'title.home': 'Home',
  'action.staySignedIn': 'Stay signed in',
  'action.stayingSignedIn': 'Keeping you signed in…',
  'session.expiring.title': 'Your session is about to end.',
  'session.expiring.body': 'For your security, you will be signed out at {time}.',
  'session.expiring.final':
    'It cannot be extended again: for your security, you will be signed out at {time}. Sign in again to return to this page.',
  'session.expiring.failed':
    'We could not keep you signed in. Check your connection and try again.',
} as const;

/** A message these pages can show: one of their own, or one of the portal's. */
export type LauncherMessageKey = keyof typeof launcherEn | MessageKey;
export type LauncherMessages = TranslationOf<typeof launcherEn>;
