import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ClockProvider } from '../../src/hooks/use-clock';
import { useSecondsLeft } from '../../src/hooks/use-seconds-left';
import { manualClock } from '../session/manual-clock';

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
});
