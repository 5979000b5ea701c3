import { useLayoutEffect, useState } from 'react';
import type { Clock } from '../session/clock';
import { wakeAt } from '../session/session-watch-scheduler';
import { useClock } from './use-clock';

function secondsUntil(deadline: number | undefined, now: number): number {
  return deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Whole seconds until `deadline` (ms on `clock`'s time), re-rendering as each second passes;
 * 0 once it has. Computed during render, so the first render with a new deadline is already
 * right. `clock` is the page's (`useClock`) unless given.
 */
export function useSecondsLeft(deadline: number | undefined, clock?: Clock): number {
  const pageClock = useClock();
  const time = clock ?? pageClock;
  const [, setTick] = useState(0);

  // Woken from the commit that shows the first number, not from a passive effect that runs
  // after it: time that passed before such an effect went uncounted, so a clock moved on by a
  // second then (a test's, or a page busy that long) left the first number shown a second more.
  useLayoutEffect(() => {
    if (deadline === undefined) return;
    let cancel = () => {};
    const schedule = () => {
      const remaining = deadline - time.now();
      if (remaining <= 0) return;
      // Woken as the displayed number changes, not on a drifting 1 s interval; never early,
      // so the render it causes shows the next number.
      const next = deadline - (Math.ceil(remaining / 1000) - 1) * 1000;
      cancel = wakeAt(time, next, () => {
        setTick((tick) => tick + 1);
        schedule();
      });
    };
    schedule();
    return () => cancel();
  }, [deadline, time]);

  return secondsUntil(deadline, time.now());
}
