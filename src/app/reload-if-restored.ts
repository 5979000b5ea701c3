import { reloadPage } from './reload-page';

/**
 * Reloads the page if it comes back from the back/forward cache before `stop` is called.
 *
 * A page left while code it imports on demand is still downloading can be restored with that
 * download never finishing: Chromium hands the script to the frozen page and never runs it, so
 * the promise waiting for it never settles and the screen stays as it was (blank, for a page
 * that renders only once its language or its route's code has come). A reload fetches it again.
 * Call it before such an import and stop once its result is in use.
 */
export function reloadIfRestoredBefore(): { stop: () => void } {
  // The build's prerender loads pages too, in Node, where no page is ever restored.
  if (typeof window === 'undefined') return { stop: () => {} };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) reloadPage();
  };
  window.addEventListener('pageshow', onPageShow);
  return { stop: () => window.removeEventListener('pageshow', onPageShow) };
}
