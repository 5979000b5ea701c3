import type { Clock } from '../../src/session/clock';

export interface ManualClock extends Clock {
  /** Moves time on by `ms`, running each timer that falls due at its own moment, in order. */
  advance(ms: number): void;
  /** The delays timers were set with, in the order they were set. */
  readonly delays: readonly number[];
  /** How many timers are set and have neither run nor been cancelled. */
  readonly pending: number;
}

/** A clock that stands still until the test moves it, starting from `start`. */
export function manualClock(start = Date.now()): ManualClock {
  let time = start;
  let setSoFar = 0;
  const timers = new Map<number, { readonly at: number; readonly callback: () => void }>();
  const delays: number[] = [];

  return {
    delays,
    get pending() {
      return timers.size;
    },
    now: () => time,
    setTimer(callback, delayMs) {
      const id = setSoFar++;
      timers.set(id, { at: time + delayMs, callback });
      delays.push(delayMs);
      return () => timers.delete(id);
    },
    advance(ms) {
      const until = time + ms;
      for (;;) {
        // The earliest due, and among timers due together the one set first.
        let next: [number, { readonly at: number; readonly callback: () => void }] | undefined;
        for (const entry of timers) {
          if (entry[1].at <= until && (!next || entry[1].at < next[1].at)) next = entry;
        }
        if (!next) break;
        timers.delete(next[0]);
        time = Math.max(time, next[1].at);
        next[1].callback();
      }
      time = until;
    },
  };
}
