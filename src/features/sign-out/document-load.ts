import type { DocumentLoad } from './sign-out-decision';

/** Set on the history entry the sign-out page has judged, so a return to it is no arrival. */
const judgedMark = 'gofy.signOutJudged';

function isJudged(state: unknown): boolean {
  return typeof state === 'object' && state !== null && judgedMark in state;
}

function pathnameOf(address: string): string | undefined {
  try {
    return new URL(address).pathname;
  } catch {
    return undefined;
  }
}

/**
 * How the browser loaded this document, the first time the sign-out page asks on this entry of
 * history, and only when the document was loaded at the page now shown: a document loaded at
 * /login that later moved to /logout inside the page says nothing about how /logout was
 * reached. `undefined` otherwise, and where the browser keeps no navigation timing.
 *
 * The entry is marked as it is read. The mark stays with the entry through a reload, a trip
 * through history and a duplicated tab, where the load says `reload` or `back_forward` anyway;
 * it matters when Back returns to /logout within the same page load.
 */
export function takeDocumentLoad(): DocumentLoad | undefined {
  const judged = isJudged(history.state);
  if (!judged) {
    const state: unknown = history.state;
    history.replaceState(
      { ...(typeof state === 'object' && state !== null ? state : {}), [judgedMark]: true },
      '',
    );
  }
  if (judged || typeof performance.getEntriesByType !== 'function') return undefined;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!entry || pathnameOf(entry.name) !== window.location.pathname) return undefined;
  return { type: entry.type, referrer: document.referrer };
}
