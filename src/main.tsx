import { startTransition } from 'react';
import { prerenderedPageCode } from './app/prerendered-page-code';
import { reloadIfRestoredBefore } from './app/reload-if-restored';
import { tryAgainLater } from './app/try-again-later';
import { getConfig, loadConfig } from './config/config';
import { paths } from './config/portal-paths';
import { listenForInstallOffer } from './hooks/install-offer';
import { defaultLocale, detectLocale, isLocale, type Locale, loadCatalogue } from './i18n/locale';
import { languagePickedBeforeScript } from './i18n/picked-before-script';
import { loadFinishSignOutChunk } from './session/finish-sign-out-chunk';
import { readPendingLogout } from './session/local-state';
import { afterSiteDataCleared } from './session/send-logout';
import { keepTrying } from './session/try-again';
import { registerServiceWorkerLater } from './sw/register-later';
// The portal's styles, in cascade order (later files may override earlier ones).
import './styles/base.css';
import './styles/frame.css';
import './styles/fields.css';
import './styles/actions.css';
import './styles/forms.css';
import './styles/foot.css';

// First: the rules that check the configuration come in a request of their own, and
// hydration waits for them. Asked for in a task of its own: a request started while this
// script is still being evaluated has the whole script on its stack, and where DevTools
// watches the network (Lighthouse does) Chromium parses all of it again to name the request's
// initiator: three times the work of the evaluation itself.
const configLoading = { fromDeployment: process.env.NODE_ENV === 'production' };
let configLoaded = nextTask().then(() => loadConfig(configLoading));

listenForInstallOffer();

// Until the portal is on screen it waits on code and settings it fetches on demand; a page
// restored from the back/forward cache meanwhile may never get them (see the module).
const restoredTooEarly = reloadIfRestoredBefore();

const container = document.getElementById('root');
const prerendered = container?.hasChildNodes() ?? false;

/** What the page reads on arrival, in a task after this script's (see `arrive`). */
interface Arrival {
  /** The reader's language: the one chosen on this device, else the browser's. */
  readonly preferred: Locale;
  /** The language the page was prerendered in, or `preferred` for one that was not. */
  readonly builtIn: Locale;
  /** The prerendered page's code and words: hydrating it needs them. */
  readonly pageCodeLoaded: Promise<unknown>;
  /** The portal's own modules, evaluated in a task of their own (see `arrive`). */
  readonly portalLoaded: Promise<typeof import('./app/portal-root')>;
}

/**
 * Renders with the first of `wanted` whose words load. When none can (a request lost, offline
 * without the service worker, or a deployment that replaced them), the page stays as it is, as
 * it would without its script, and tries again on the page's retry policy (session/try-again.ts).
 */
function withCatalogue(wanted: readonly Locale[], render: (locale: Locale) => void): void {
  keepTrying(async () => {
    for (const locale of wanted) {
      const loaded = await loadCatalogue(locale).then(
        () => true,
        () => false,
      );
      if (loaded) {
        render(locale);
        return true;
      }
    }
    return false;
  });
}

/**
 * react-dom, the largest module of the first script, is evaluated when the page is about to
 * render, in a task of its own, not with the rest of the script: one long task at arrival
 * would keep the prerendered form from answering a tap. Its code is already here (an eager
 * import: part of this script), so this asks the network nothing.
 */
function renderPortal(arrival: Arrival): void {
  // Reading the configuration (just done), evaluating react-dom and starting hydration each
  // take a slow phone tens of milliseconds: three tasks, not one long one.
  void nextTask()
    .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
    .then(async (reactDom) => {
      const portal = await arrival.portalLoaded;
      await nextTask();
      renderPortalWith(reactDom, portal, arrival);
    });
}

/** Resolves in a task of its own: the browser may paint and answer a tap before it. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

function renderPortalWith(
  { createRoot, hydrateRoot }: typeof import('react-dom/client'),
  { PortalRoot }: typeof import('./app/portal-root'),
  { preferred, builtIn }: Arrival,
): void {
  if (container && prerendered) {
    // Prerendered HTML is hydrated in the language it was built in, then switched to the user's
    // language if that differs: hydrating straight into another language would not match the
    // markup.
    withCatalogue([builtIn], (locale) => {
      // As a transition, hydration is done in slices that yield to the browser between them,
      // so a tap on the prerendered form is answered meanwhile; otherwise React 18 hydrates the
      // whole page in one task (a long one on a slow phone). A tap on a part not yet hydrated
      // still hydrates that part at once and is replayed.
      startTransition(() => {
        hydrateRoot(
          container,
          <PortalRoot
            locale={locale}
            preferredLocale={preferred}
            chosenBeforeScript={() => languagePickedBeforeScript(container, locale)}
          />,
        );
      });
      restoredTooEarly.stop();
    });
  } else if (container) {
    // Pages that are not prerendered wait for their language's catalogue: a moment's blank is
    // better than a flash of the other language.
    const root = createRoot(container);
    withCatalogue([preferred, defaultLocale], (locale) => {
      root.render(<PortalRoot locale={locale} />);
      // The route's own code, if it loads on demand, is the lazy page's to watch.
      restoredTooEarly.stop();
    });
  }
}

/**
 * Reads the reader's language and starts the page's own code and words, in a task after this
 * script's: starting requests costs the main thread more than it seems (a cookie read and two
 * script elements here take a slow phone as long as evaluating half the script), and in one
 * task with it they kept the prerendered form from answering a tap for well over 50 ms.
 */
function arrive(): void {
  const preferred = detectLocale();
  // The host sends a prerendered page in the reader's language (config/languages.js), so this
  // is usually `preferred`. A host that does not choose sends Portuguese.
  const builtIn =
    prerendered && isLocale(document.documentElement.lang)
      ? document.documentElement.lang
      : preferred;
  // A page's code that cannot load is left to the page: its lazy route says so, with a Reload.
  // The page's catalogue comes beside it (the page's HTML, or on a prerendered page the loader
  // that runs this script, asked for it at the same time).
  const pageCodeLoaded = prerendered
    ? Promise.allSettled([prerenderedPageCode(window.location.pathname), loadCatalogue(builtIn)])
    : Promise.resolve();
  // The portal's modules (its providers, routes and the page) are most of this script's own
  // code: evaluated with the script, they made its first task the page's longest. Evaluated
  // in a task of their own meanwhile, they are ready before the configuration is.
  const portalLoaded = nextTask().then(
    () => import(/* webpackMode: "eager" */ './app/portal-root'),
  );
  renderWhenConfigured({ preferred, builtIn, pageCodeLoaded, portalLoaded });
}
setTimeout(arrive);

/**
 * Renders once the configuration is read (config.json is preloaded beside this script). The
 * prerendered page is already on screen meanwhile; only its hydration waits. Without the
 * configuration's rules (a request lost, offline with no service worker yet) the page stays as
 * it would be without its script, and asks for them again on the page's retry policy.
 */
function renderWhenConfigured(arrival: Arrival): void {
  let tries = 0;
  keepTrying(async () => {
    if (tries++ > 0) configLoaded = loadConfig(configLoading);
    await Promise.all([configLoaded, arrival.pageCodeLoaded]);
    renderPortal(arrival);
    // In a task of its own: reading what is pending is the page's first use of storage,
    // which waits for the browser to load it, and hydration has just started. A sign-out the
    // server never heard about (the device was offline) is finished now, or as soon as the SSO
    // can be reached. The sign-out page finishes a queued logout itself, and says so: sent from
    // here first, it left a broker who reloaded that page asked "Sign out?" again, signed out
    // already.
    if (hasUsableConfig() && window.location.pathname !== paths.logout.path) {
      setTimeout(() => {
        if (!readPendingLogout()) return;
        loadFinishSignOutChunk().then(
          (finisher) => finisher.keepFinishingSignOut(),
          // Its code could not come: the next start, or the sign-in page, sends it.
          () => {},
        );
      });
    }
    return true;
  });
}

function hasUsableConfig(): boolean {
  try {
    getConfig();
    return true;
  } catch {
    // The configuration error page is on screen; there is no SSO to reach.
    return false;
  }
}

if (process.env.NODE_ENV === 'production') {
  registerServiceWorkerLater(() => import('./sw/register-service-worker'), tryAgainLater);
  afterSiteDataCleared(() => {
    import('./sw/restore-offline-copy').then(
      ({ restoreOfflineCopy }) => restoreOfflineCopy(),
      () => {
        // Its code could not come: the next start online registers the worker as usual.
      },
    );
  });
}
