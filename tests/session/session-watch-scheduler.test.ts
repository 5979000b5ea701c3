import { describe, expect, it, vi } from 'vitest';
import { longestTimerMs, wakeAt } from '../../src/session/session-watch-scheduler';
import { type ManualClock, manualClock } from './manual-clock';

const day = 24 * 60 * 60_000;

/** Asks to be called back at `at`, and holds the clock to it: not a millisecond before. */
function expectCalledBackJustAt(clock: ManualClock, at: number) {
  const woken = vi.fn();
  wakeAt(clock, at, woken);
  clock.advance(at - clock.now() - 1);
  expect(woken).not.toHaveBeenCalled();
  clock.advance(1);
  expect(woken).toHaveBeenCalledOnce();
}

describe('wakeAt', () => {
  it('calls back at the moment asked, not a millisecond before', () => {
    const clock = manualClock();
    expectCalledBackJustAt(clock, clock.now() + 1000);
  });

  it('waits out a remembered session of 30 days in steps a timer can hold', () => {
    const clock = manualClock();
    expectCalledBackJustAt(clock, clock.now() + 30 * day);
    expect(Math.max(...clock.delays)).toBeLessThanOrEqual(longestTimerMs);
  });

  it('sets the timer again when it fires early, and calls back only once the time has come', () => {
    const clock = manualClock();
    // The first timer fires 5 ms early, as a browser's may.
    let early = 5;
    const setTimer = clock.setTimer;
    clock.setTimer = (callback, delayMs) => {
      const timer = setTimer(callback, Math.max(0, delayMs - early));
      early = 0;
      return timer;
    };
    const woken = vi.fn();
    wakeAt(clock, clock.now() + 1000, woken);
    clock.advance(995);
    expect(woken).not.toHaveBeenCalled();
    clock.advance(5);
    expect(woken).toHaveBeenCalledOnce();
  });

  it('calls back at once, on the next turn, for a moment already past', () => {
    const clock = manualClock();
    const woken = vi.fn();
    wakeAt(clock, clock.now() - 1000, woken);
    expect(woken).not.toHaveBeenCalled();
    clock.advance(0);
    expect(woken).toHaveBeenCalledOnce();
  });

  it('never calls back once cancelled, also between the steps of a long wait', () => {
    const clock = manualClock();
    const woken = vi.fn();
    wakeAt(clock, clock.now() + 1000, woken)();
    const cancel = wakeAt(clock, clock.now() + 30 * day, woken);
    clock.advance(longestTimerMs + 1);
    cancel();
    clock.advance(30 * day);
    expect(woken).not.toHaveBeenCalled();
  });
});
