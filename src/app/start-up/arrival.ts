import { detectLocale, isLocale, type Locale, loadCatalogue } from '../../i18n/locale';
import { prerenderedPageCode } from '../prerendered-page-code';
import { nextTask } from './next-task';

/** The page as the first script found it, before anything rendered. */
export interface PageAtStart {
  /** Where the portal renders. */
  readonly container: HTMLElement | null;
  /** Whether the build prerendered the page into it (hydrated, then, not rendered anew). */
  readonly prerendered: boolean;
  /** Reloads a page restored from the back/forward cache until stopped (reload-if-restored.ts). */
  readonly restoredTooEarly: { readonly stop: () => void };
}

/** What the page reads on arrival, in a task after the first script's (see `arrive`). */
export interface Arrival extends PageAtStart {
  /** The reader's language: the one chosen on this device, else the browser's. */
  readonly preferred: Locale;
  /** The language the page was prerendered in, or `preferred` for one that was not. */
  readonly builtIn: Locale;
  /** The prerendered page's code and words: hydrating it needs them. */
  readonly pageCodeLoaded: Promise<unknown>;
  /** The portal's own modules, evaluated in a task of their own (see `arrive`). */
  readonly portalLoaded: Promise<typeof import('../portal-root')>;
}

/**
 * Reads the reader's language and starts the page's own code and words, in a task after the
 * first script's: starting requests costs the main thread more than it seems (a cookie read
 * and two script elements here take a slow phone as long as evaluating half the script), and
 * in one task with it they kept the prerendered form from answering a tap for well over 50 ms.
 */
export function arrive(page: PageAtStart): Arrival {
  const preferred = detectLocale();
  // The host sends a prerendered page in the reader's language (config/languages.js), so this
  // is usually `preferred`. A host that does not choose sends Portuguese.
  const builtIn =
    page.prerendered && isLocale(document.documentElement.lang)
      ? document.documentElement.lang
      : preferred;
  // A page's code that cannot load is left to the page: its lazy route says so, with a Reload.
  // The page's catalogue comes beside it (the page's HTML, or on a prerendered page the loader
  // that runs the first script, asked for it at the same time).
  const pageCodeLoaded = page.prerendered
    ? Promise.allSettled([prerenderedPageCode(window.location.pathname), loadCatalogue(builtIn)])
    : Promise.resolve();
  // The portal's modules (its providers, routes and the page) are most of the first script's
  // own code: evaluated with the script, they made its first task the page's longest.
  // Evaluated in a task of their own meanwhile, they are ready before the configuration is.
  const portalLoaded = nextTask().then(() => import(/* webpackMode: "eager" */ '../portal-root'));
  return { ...page, preferred, builtIn, pageCodeLoaded, portalLoaded };
}
