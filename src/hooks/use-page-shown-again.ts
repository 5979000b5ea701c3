import { useEffect, useRef } from 'react';

/**
 * Calls `onShownAgain` when the page comes back in front of the user after time away: its tab
 * shown again, or the page restored from the back/forward cache. Either way what it shows may
 * be out of date (a session ended, a link used, a count changed elsewhere) and is worth asking
 * again. The back/forward cache keeps the page's state as it was left and fires no
 * visibilitychange, so both events are needed.
 *
 * The latest `onShownAgain` is called; listening stops while `enabled` is false.
 */
export function usePageShownAgain(onShownAgain: () => void, enabled = true): void {
  const latest = useRef(onShownAgain);
  useEffect(() => {
    latest.current = onShownAgain;
  });

  useEffect(() => {
    if (!enabled) return;
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [enabled]);
}
