import { retrySchedule } from '../session/try-again';

/**
 * Runs `retry` once, when trying again what failed is worth it by the page's retry policy
 * (session/try-again.ts): at once when the browser says it is back online, or, while it
 * believes it is online, after a wait that doubles with each of the `failures` before this one
 * (0 after the first): 1 s, 2 s, 4 s… 30 s at most. For a caller that counts its own failures
 * and is not told how a try went, as the service worker's registration (sw/register-later.ts);
 * one that is uses `keepTrying`, which adds the quick tries after `online`.
 */
export function tryAgainLater(retry: () => void, failures: number): void {
  const schedule = retrySchedule(
    () => {
      schedule.stop();
      retry();
    },
    { failures },
  );
  schedule.failed();
}
