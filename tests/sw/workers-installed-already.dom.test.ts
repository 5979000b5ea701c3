import { describe, expect, it, vi } from 'vitest';
import { heedWorkersInstalledAlready } from '../../src/sw/workers-installed-already';

/** A registration as the browser reports it when it fires `updatefound`. */
function registration(workers: { installing?: object; waiting?: object }) {
  return Object.assign(new EventTarget(), {
    installing: workers.installing ?? null,
    waiting: workers.waiting ?? null,
  }) as unknown as ServiceWorkerRegistration;
}

/** workbox-window's own listener, added after the page's, as register-service-worker.ts does. */
function workboxWindowHears(reg: ServiceWorkerRegistration) {
  const heard = vi.fn(() => {
    // What workbox-window reads first: null here would throw in the page.
    if (reg.installing === null) throw new TypeError("null is not an object ('scriptURL')");
  });
  reg.addEventListener('updatefound', heard);
  return heard;
}

describe('a report of a new worker', () => {
  it('is left to workbox-window while the worker installs', () => {
    const reg = registration({ installing: {} });
    const onWaiting = vi.fn();
    heedWorkersInstalledAlready(reg, onWaiting);
    const workbox = workboxWindowHears(reg);
    reg.dispatchEvent(new Event('updatefound'));
    expect(workbox).toHaveBeenCalledOnce();
    expect(onWaiting).not.toHaveBeenCalled();
  });

  it('is taken from workbox-window once the worker has installed, and a waiting one offered', () => {
    const waiting = {};
    const reg = registration({ waiting });
    const onWaiting = vi.fn();
    heedWorkersInstalledAlready(reg, onWaiting);
    const workbox = workboxWindowHears(reg);
    expect(() => reg.dispatchEvent(new Event('updatefound'))).not.toThrow();
    expect(workbox).not.toHaveBeenCalled();
    expect(onWaiting).toHaveBeenCalledExactlyOnceWith(waiting);
  });

  it('asks nothing more of a worker already active', () => {
    const reg = registration({});
    const onWaiting = vi.fn();
    heedWorkersInstalledAlready(reg, onWaiting);
    const workbox = workboxWindowHears(reg);
    reg.dispatchEvent(new Event('updatefound'));
    expect(workbox).not.toHaveBeenCalled();
    expect(onWaiting).not.toHaveBeenCalled();
  });
});
