import type { TranslationOf } from './catalogue';
import type { MessageKey } from './messages-en';

/**
 * English messages of the onboarding tours. Loaded with the tour's code, only when a tour
 * runs. The pt-BR catalogue must have exactly these keys (the compiler checks).
 */
export const tourEn = {
  'tour.progress': 'Step {step} of {total}',
  'tour.next': 'Next',
  'tour.back': 'Back',
  'tour.finish': 'Finish',
  'tour.skip': 'Skip tour',
  'tour.welcome.apps.title': 'Welcome to gofy',
  'tour.welcome.apps.touch':
    "Each card opens one of gofy's applications, signed in already: just tap it. The ones you opened last come first.",
  'tour.welcome.apps.pointer':
    "Each card opens one of gofy's applications, signed in already: just click it. The ones you opened last come first.",
  'tour.welcome.help.title': 'Help is here',
  'tour.welcome.help.body':
    'Take this tour again, or learn how the cards work, from Help at any time.',
  'tour.welcome.signOut.title': 'Sign out when you leave',
  'tour.welcome.signOut.body':
    'On a shared computer, always sign out: it also clears what gofy kept on this device.',
  'tour.card.open.title': 'Open an application',
  'tour.card.open.touch':
    'Tap a card to open its application, signed in already. Touch and hold it to open it in a new tab.',
  'tour.card.open.pointer':
    'Click a card to open its application, signed in already. Ctrl-click (⌘-click on a Mac) or a middle click opens it in a new tab.',
  'tour.card.newTab.title': 'Open one in a new tab',
  'tour.card.newTab.touch': 'Touch and hold a card to open its application in a new tab.',
  'tour.card.newTab.pointer':
    'Ctrl-click (⌘-click on a Mac) or middle-click a card to open its application in a new tab.',
  'tour.card.unread.title': 'What is waiting for you',
  'tour.card.unread.body':
    'The notifications card shows how many notifications you have not read yet.',
  'tour.card.search.title': 'Find one quickly',
  'tour.card.search.body': 'Type part of a name or what it does to narrow the cards.',
  'tour.card.keyboard.title': 'By keyboard',
  'tour.card.keyboard.body':
    'Tab moves from card to card and Enter opens one. Screen readers read each card as a link with its description.',
} as const;

/** A message these pages can show: one of their own, or one of the portal's. */
export type TourMessageKey = keyof typeof tourEn | MessageKey;
export type TourMessages = TranslationOf<typeof tourEn>;
