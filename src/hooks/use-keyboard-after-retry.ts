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
  // A page may render once more as it was before its request starts (when the request is
  // started from an effect): the landing waits for the page to have been unsettled first.
  const retry = useRef<'none' | 'asked' | 'running'>('none');
  // After every render: the landing is in the page by the time its parent's effect runs.
  useEffect(() => {
    if (retry.current === 'asked' && !settled) retry.current = 'running';
    if (retry.current !== 'running' || !settled) return;
    retry.current = 'none';
    const active = document.activeElement;
    if (active === null || active === document.body) landing()?.focus();
  });
  return () => {
    retry.current = 'asked';
  };
}
