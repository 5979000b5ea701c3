import { useEffect, useState } from 'react';

function secondsUntil(deadline: number | undefined): number {
  return deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/**
 * Whole seconds until `deadline` (epoch ms), re-rendering as each second passes; 0 once it
 * has. Computed during render, so the first render with a new deadline is already right.
 */
export function useSecondsLeft(deadline: number | undefined): number {
  const [, setTick] = useState(0);

  useEffect(() => {
    if (deadline === undefined) return;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const remaining = deadline - Date.now();
      if (remaining <= 0) return;
      // Wake just after the displayed number changes, not on a drifting 1 s interval.
      timer = setTimeout(
        () => {
          setTick((tick) => tick + 1);
          schedule();
        },
        (remaining % 1000 || 1000) + 5,
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [deadline]);

  return secondsUntil(deadline);
}
