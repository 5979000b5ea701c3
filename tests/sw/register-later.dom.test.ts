import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tryAgainLater } from '../../src/session/try-again';
import { registerServiceWorkerLater } from '../../src/sw/register-later';

const registerServiceWorker = vi.fn();

beforeEach(() => {
  // jsdom has no requestIdleCallback: the portal falls back to a timer there too.
  vi.useFakeTimers();
  registerServiceWorker.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The worker's code, lost on the network once, then there. */
function failingOnce() {
  return vi
    .fn<() => Promise<{ registerServiceWorker: () => void }>>()
    .mockRejectedValueOnce(new Error('Loading chunk 0 failed.'))
    .mockResolvedValue({ registerServiceWorker });
}

describe('the service worker, registered after the page has loaded', () => {
  it('waits until the browser is idle', async () => {
    const load = vi.fn(async () => ({ registerServiceWorker }));
    registerServiceWorkerLater(load, tryAgainLater);
    expect(load).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(registerServiceWorker).toHaveBeenCalledOnce();
  });

  it('fetches its code again once back online, when the network went before it came', async () => {
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const load = failingOnce();
    registerServiceWorkerLater(load, tryAgainLater);
    await vi.runAllTimersAsync();
    expect(registerServiceWorker).not.toHaveBeenCalled();

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(2);
    expect(registerServiceWorker).toHaveBeenCalledOnce();
    // Once registered, a later return of the network asks for nothing more.
    window.dispatchEvent(new Event('online'));
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fetches its code again by itself when a request was lost while the browser stayed online', async () => {
    const load = failingOnce();
    registerServiceWorkerLater(load, tryAgainLater);
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(2);
    expect(registerServiceWorker).toHaveBeenCalledOnce();
  });
});
