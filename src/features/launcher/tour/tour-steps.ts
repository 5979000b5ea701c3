import type { TourName } from '../../../api/tourist';
import type { TourMessageKey } from '../../../i18n/tour-messages-en';

/**
 * How the broker reaches the page: by touch alone (a phone, a tablet), or with a mouse or
 * trackpad and a keyboard. The words differ ("tap", "click"), and some steps (keyboard keys,
 * Ctrl-click) only make sense with the latter.
 */
export type TourDevice = 'touch' | 'pointer';

/** Touch only when nothing finer is there: a laptop's touch screen comes with a trackpad. */
export function tourDevice(): TourDevice {
  return window.matchMedia?.('(any-pointer: fine)').matches === false ? 'touch' : 'pointer';
}

/** What a step says: its title, and one text or one for each device. */
interface StepWords {
  readonly title: TourMessageKey;
  readonly body: TourMessageKey | Readonly<Record<TourDevice, TourMessageKey>>;
}

export interface TourStep extends StepWords {
  /** The `data-tour` name of the element the step points at. */
  readonly target: string;
  /** Only for this device: left out on the other. */
  readonly only?: TourDevice;
  /**
   * What the step says instead to a broker who has seen `tour`, a step of which said the rest
   * already: read twice, the same words teach nothing and make the next step look like more of
   * the same.
   */
  readonly afterSeeing?: StepWords & {
    readonly tour: TourName;
    /** In the installed app: left out, when all it says is about tabs. */
    readonly installed?: 'left out';
  };
  /**
   * What the step says instead in the installed app, which has no tabs to open a card in (a
   * card opens its application in the browser).
   */
  readonly installed?: StepWords;
}

/** Where the main screen runs: in a browser's tab, or as the installed app, with no tabs. */
export type TourDisplay = 'browser' | 'installed';

/**
 * The steps of each tour. The welcome tour, on a first visit, is three steps: what the cards
 * are, where help is, signing out. The card tour waits for a later visit. Every target is a
 * small element, so it fits on a phone beside the dialog. A step whose target is not on the
 * page (no search box for a user with few applications, no notifications card for one without
 * notifications) or that is not for this device is left out, so the "step 2 of 3" count is
 * always what the user will see.
 */
export const tourSteps: Readonly<Record<TourName, readonly TourStep[]>> = {
  welcome: [
    {
      target: 'card',
      title: 'tour.welcome.apps.title',
      body: { touch: 'tour.welcome.apps.touch', pointer: 'tour.welcome.apps.pointer' },
    },
    { target: 'help', title: 'tour.welcome.help.title', body: 'tour.welcome.help.body' },
    { target: 'sign-out', title: 'tour.welcome.signOut.title', body: 'tour.welcome.signOut.body' },
  ],
  card: [
    {
      target: 'card',
      title: 'tour.card.open.title',
      body: { touch: 'tour.card.open.touch', pointer: 'tour.card.open.pointer' },
      // The welcome tour's first step said that a card opens its application: only the new
      // tab is new. Every run of the welcome tour shows its first step, skipped or not.
      afterSeeing: {
        tour: 'welcome',
        title: 'tour.card.newTab.title',
        body: { touch: 'tour.card.newTab.touch', pointer: 'tour.card.newTab.pointer' },
        installed: 'left out',
      },
      // The welcome tour's words for the cards, which speak of no tab.
      installed: {
        title: 'tour.card.open.title',
        body: { touch: 'tour.welcome.apps.touch', pointer: 'tour.welcome.apps.pointer' },
      },
    },
    {
      target: 'notifications-card',
      title: 'tour.card.unread.title',
      body: 'tour.card.unread.body',
    },
    { target: 'search', title: 'tour.card.search.title', body: 'tour.card.search.body' },
    {
      target: 'card',
      title: 'tour.card.keyboard.title',
      body: 'tour.card.keyboard.body',
      only: 'pointer',
    },
  ],
};

/** The text of `step` for `device`. */
export function stepBody(step: TourStep, device: TourDevice): TourMessageKey {
  return typeof step.body === 'string' ? step.body : step.body[device];
}

/** The element named `name` in its `data-tour` attribute, a space-separated list. */
export function tourTarget(name: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-tour~="${name}"]`);
}

/**
 * The steps of `tour` shown to this broker: those for this device whose target is on the page,
 * each in the words for what the broker has seen (`seen`: the tours they have been shown) and
 * for where the screen runs (`display`).
 */
export function stepsOnPage(
  tour: TourName,
  device: TourDevice,
  seen: readonly TourName[],
  display: TourDisplay = 'browser',
): TourStep[] {
  const installed = display === 'installed';
  return tourSteps[tour]
    .filter(
      (step) =>
        (step.only === undefined || step.only === device) && tourTarget(step.target) !== null,
    )
    .flatMap(({ afterSeeing, installed: inApp, ...step }): TourStep[] => {
      if (afterSeeing && seen.includes(afterSeeing.tour)) {
        if (installed && afterSeeing.installed === 'left out') return [];
        return [{ ...step, title: afterSeeing.title, body: afterSeeing.body }];
      }
      return [installed && inApp ? { ...step, ...inApp } : step];
    });
}
