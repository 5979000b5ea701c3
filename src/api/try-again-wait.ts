/**
 * The page's retry schedule: how long to wait before trying again what failed. Kept here,
 * below the features, so that one schedule serves every layer: the page's retry policy
 * (session/try-again.ts) waits on it, and passkey autofill pauses on it after a refusal
 * (features/sign-in/autofill-refusals.ts).
 */

/** The wait before the first new try, doubled after each failure up to `longestWaitMs`. */
export const firstWaitMs = 1_000;
export const longestWaitMs = 30_000;

/**
 * The wait before the next try, given the failures there were before the last one (0 after
 * the first failure): 1 s, 2 s, 4 s… 30 s at most.
 */
export function waitBeforeTryAgain(failures: number): number {
  return Math.min(firstWaitMs * 2 ** failures, longestWaitMs);
}
