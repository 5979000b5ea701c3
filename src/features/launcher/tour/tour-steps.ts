import type { TourName } from '../../../api/tourist';
import type { TourMessageKey } from '../../../i18n/tour-messages-en';

export interface TourStep {
  /** The `data-tour` name of the element the step points at. */
  readonly target: string;
  readonly title: TourMessageKey;
  readonly body: TourMessageKey;
}

/**
 * The steps of each tour. A step whose target is not on the page (no search box for a user
 * with few applications, no notifications card for one without notifications) is left out,
 * so the "step 2 of 3" count is always what the user will see.
 */
export const tourSteps: Readonly<Record<TourName, readonly TourStep[]>> = {
  welcome: [
    { target: 'greeting', title: 'tour.welcome.start.title', body: 'tour.welcome.start.body' },
    { target: 'apps', title: 'tour.welcome.apps.title', body: 'tour.welcome.apps.body' },
    { target: 'search', title: 'tour.welcome.search.title', body: 'tour.welcome.search.body' },
    { target: 'help', title: 'tour.welcome.help.title', body: 'tour.welcome.help.body' },
    { target: 'sign-out', title: 'tour.welcome.signOut.title', body: 'tour.welcome.signOut.body' },
  ],
  card: [
    { target: 'card', title: 'tour.card.open.title', body: 'tour.card.open.body' },
    {
      target: 'notifications-card',
      title: 'tour.card.unread.title',
      body: 'tour.card.unread.body',
    },
    { target: 'apps', title: 'tour.card.keyboard.title', body: 'tour.card.keyboard.body' },
  ],
};

/** The element named `name` in its `data-tour` attribute, a space-separated list. */
export function tourTarget(name: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-tour~="${name}"]`);
}

export function stepsOnPage(tour: TourName): TourStep[] {
  return tourSteps[tour].filter((step) => tourTarget(step.target) !== null);
}
