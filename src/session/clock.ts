/**
 * The clock that timed behaviour runs on: the session watch, the page's retry policy, the
 * forms' waits and countdowns. It is passed in, so a test moves time by hand instead of
 * waiting for it.
 */
export interface Clock {
  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number;
  /** Calls `callback` after about `delayMs`, as `setTimeout`; returns what cancels it. */
  setTimer(callback: () => void, delayMs: number): () => void;
}

/** This device's clock and timers, read when called, so a test's fake timers apply. */
export const deviceClock: Clock = {
  now: () => Date.now(),
  setTimer(callback, delayMs) {
    const timer = setTimeout(callback, delayMs);
    return () => clearTimeout(timer);
  },
};
