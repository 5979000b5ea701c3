import { waitBeforeTryAgain } from '../api/try-again-wait';

/**
 * Runs `retry` once, when trying again what failed is worth it: at once when the browser says
 * it is back online, or, while it believes it is online, after a wait that doubles with each
 * of the `failures` before this one (0 after the first): 1 s, 2 s, 4 s… 30 s at most
 * (`waitBeforeTryAgain`).
 *
 * A weak mobile signal drops requests without the browser ever going offline. Waiting for its
 * `online` event alone left such a page as its HTML drew it, the button saying "Loading…",
 * until the broker reloaded. While the browser knows it is offline, no request is spent on a
 * try that cannot work: the `online` event says when.
 */
export function tryAgainLater(retry: () => void, failures: number): void {
  let tried = false;
  const tryNow = () => {
    if (tried) return;
    tried = true;
    clearTimeout(timer);
    window.removeEventListener('online', tryNow);
    retry();
  };
  window.addEventListener('online', tryNow);
  const timer = setTimeout(() => {
    if (navigator.onLine) tryNow();
  }, waitBeforeTryAgain(failures));
}
