import type { TranslationOf } from './catalogue';

/**
 * English messages of the sign-out page. They load with its code (which /logout fetches
 * before it hydrates, and the service worker keeps for signing out offline), not with every
 * sign-in. The pt-BR catalogue must have exactly these keys.
 */
export const signOutEn = {
  'signOut.confirm.title': 'Sign out of {app}?',
  'signOut.stay': 'Cancel',
  'signOut.none.title': 'You are already signed out',
  'signOut.none.body': 'No one is signed in to {app} on this device.',
  'signOut.elsewhere.title': 'You signed out in another tab',
  'signOut.elsewhere.body': 'You are signed out of {app} in every tab of this browser.',
  'signOut.title': 'Signing out…',
  'signOut.done.title': 'You have signed out',
  'signOut.done.body': 'Your session has ended. You can close this window or sign in again.',
  'signOut.unreachable.title': 'Signed out on this device',
  'signOut.unreachable.body':
    'We could not reach the sign-in service, so your session may stay active until we can. We will finish signing out as soon as the connection returns.',
} as const;

export type SignOutMessages = TranslationOf<typeof signOutEn>;
