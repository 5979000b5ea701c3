import { act, render, renderHook, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ClockProvider } from '../../src/hooks/use-clock';
import { useSecondsLeft } from '../../src/hooks/use-seconds-left';
import type { Clock } from '../../src/session/clock';
import { manualClock } from '../session/manual-clock';

/**
 * A countdown whose deadline is set from outside React, as an answer sets one, on a page busy
 * past React's 5 ms slice: React yields after the commit and runs the passive effects in a later
 * task, after whatever the page (here the test) does first.
 */
function BusyCountdown({
  clock,
  onSetter,
}: {
  readonly clock: Clock;
  readonly onSetter: (set: (deadline: number) => void) => void;
}) {
  const [deadline, set] = useState<number>();
  onSetter(set);
  if (deadline !== undefined) {
    const start = performance.now();
    while (performance.now() - start < 10);
  }
  return <output>{useSecondsLeft(deadline, clock)}</output>;
}

describe('the seconds left until a deadline', () => {
  it('changes exactly as each whole second passes, never before', () => {
    const clock = manualClock(0);
    const { result } = renderHook(() => useSecondsLeft(2_500, clock));
    expect(result.current).toBe(3);
    act(() => clock.advance(499));
    expect(result.current).toBe(3);
    act(() => clock.advance(1));
    expect(result.current).toBe(2);
    act(() => clock.advance(1_000));
    expect(result.current).toBe(1);
    act(() => clock.advance(1_000));
    expect(result.current).toBe(0);
  });

  it('sets no timer once the deadline has passed', () => {
    const clock = manualClock(0);
    renderHook(() => useSecondsLeft(1_000, clock));
    act(() => clock.advance(5_000));
    expect(clock.pending).toBe(0);
  });

  it("runs on the page's clock when given none", () => {
    const clock = manualClock(0);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ClockProvider value={clock}>{children}</ClockProvider>
    );
    const { result } = renderHook(() => useSecondsLeft(60_000), { wrapper });
    expect(result.current).toBe(60);
    act(() => clock.advance(45_000));
    expect(result.current).toBe(15);
  });

  it('counts from the commit that shows the first number, however long the page took to render it', async () => {
    const clock = manualClock(0);
    let setDeadline: (deadline: number) => void = () => {};
    render(<BusyCountdown clock={clock} onSetter={(set) => (setDeadline = set)} />);
    const output = screen.getByRole('status');
    const shown = new Promise<void>((resolve) =>
      new MutationObserver(() => resolve()).observe(output, {
        subtree: true,
        characterData: true,
        childList: true,
      }),
    );
    // Set as an answer sets it: outside act.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      setDeadline(2_000);
      await shown;
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(output).toHaveTextContent('2');
    act(() => clock.advance(1_000));
    expect(output).toHaveTextContent('1');
  });
});
