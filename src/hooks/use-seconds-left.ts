import { useEffect, useState } from 'react';

/** Whole seconds until `deadline` (epoch ms), re-rendering each second; 0 once passed. */
export function useSecondsLeft(deadline: number | undefined): number {
  const compute = () =>
    deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
  const [left, setLeft] = useState(compute);

  // biome-ignore lint/correctness/useExhaustiveDependencies: compute only reads `deadline`.
  useEffect(() => {
    setLeft(compute());
    if (deadline === undefined) return;
    const timer = setInterval(() => {
      const next = compute();
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return left;
}

/** `75` → `1:15`, the way a countdown reads in both locales. */
export function formatWait(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}
