import { startTransition } from 'react';
import { defaultLocale, type Locale, loadCatalogue } from '../../i18n/locale';
import { languagePickedBeforeScript } from '../../i18n/picked-before-script';
import { keepTrying } from '../../session/try-again';
import type { Arrival } from './arrival';
import { nextTask } from './next-task';

/**
 * Renders the portal, or hydrates the prerendered page. react-dom, the largest module of the
 * first script, is evaluated when the page is about to render, in a task of its own, not with
 * the rest of the script: one long task at arrival would keep the prerendered form from
 * answering a tap. Its code is already here (an eager import: part of the first script), so
 * this asks the network nothing.
 */
export function renderPortal(arrival: Arrival): void {
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

function renderPortalWith(
  { createRoot, hydrateRoot }: typeof import('react-dom/client'),
  { PortalRoot }: typeof import('../portal-root'),
  { container, prerendered, restoredTooEarly, preferred, builtIn }: Arrival,
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
