import type { Clock } from './clock';

/**
 * The one timer of the session watch: it wakes the watch at the moment the watch asks for, on
 * the clock it is given (clock.ts). The forms' countdowns wake on it too.
 */

// setTimeout fires at once for delays past 2^31 - 1 ms (24.8 days), and a remembered session
// lasts 30: longer waits are taken in steps.
export const longestTimerMs = 2 ** 31 - 1;

/**
 * Calls `callback` once `clock` reads `time` or later, never before; returns what cancels it.
 * A timer that fires early (a browser's may, by a millisecond) is set again for what is left.
 */
export function wakeAt(clock: Clock, time: number, callback: () => void): () => void {
  let cancel = () => {};
  const arm = () => {
    const delay = Math.min(Math.max(time - clock.now(), 0), longestTimerMs);
    cancel = clock.setTimer(() => (clock.now() >= time ? callback() : arm()), delay);
  };
  arm();
  return () => cancel();
}
