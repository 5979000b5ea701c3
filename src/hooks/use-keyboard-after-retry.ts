import { useEffect, useRef } from 'react';

/**
 * "Try again" is gone while its request runs, and the keyboard with it, to the top of the page.
 * Once the page has settled again, `landing` names what takes the keyboard: the page that came
 * (its heading), or the next "Try again". Never taken from where the user has put it meanwhile.
 *
 * Returns what the button calls as it retries.
 */
export function useKeyboardAfterRetry(
  settled: boolean,
  landing: () => HTMLElement | null | undefined,
): () => void {
  const retried = useRef(false);
  // After every render: the landing is in the page by the time its parent's effect runs.
  useEffect(() => {
    if (!settled || !retried.current) return;
    retried.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) landing()?.focus();
  });
  return () => {
    retried.current = true;
  };
}
