import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { longestWaitMs, tryAgainLater } from '../../src/session/try-again';

let online = true;

beforeEach(() => {
  vi.useFakeTimers();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const backOnline = () => window.dispatchEvent(new Event('online'));

describe('trying again what failed', () => {
  it('tries again by itself while the browser believes it is online, sooner at first', () => {
    const retry = vi.fn();
    tryAgainLater(retry, 0);
    vi.advanceTimersByTime(999);
    expect(retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(retry).toHaveBeenCalledOnce();
  });

  it('waits twice as long after each failure, and never more than 30 s', () => {
    const waits = [2, 5, 10].map((failures) => {
      const retry = vi.fn();
      tryAgainLater(retry, failures);
      let waited = 0;
      while (retry.mock.calls.length === 0) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      return waited;
    });
    expect(waits).toEqual([4_000, longestWaitMs, longestWaitMs]);
  });

  it('tries again at once when the browser says it is back online, and only once', () => {
    const retry = vi.fn();
    tryAgainLater(retry, 3);
    backOnline();
    expect(retry).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(longestWaitMs);
    backOnline();
    expect(retry).toHaveBeenCalledOnce();
  });

  it('spends no request while the browser knows it is offline, and tries once it is back', () => {
    online = false;
    const retry = vi.fn();
    tryAgainLater(retry, 0);
    vi.advanceTimersByTime(longestWaitMs);
    expect(retry).not.toHaveBeenCalled();
    online = true;
    backOnline();
    expect(retry).toHaveBeenCalledOnce();
  });
});
