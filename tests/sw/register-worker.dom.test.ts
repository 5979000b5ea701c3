import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '../../src/sw/register-worker';

/** The browser's service worker container, as far as the page uses it at arrival. */
function stubContainer(existing: boolean, { blocked = false } = {}) {
  const registration = { installing: null, waiting: null, active: null };
  const container = Object.assign(new EventTarget(), {
    controller: null,
    getRegistration: vi.fn(async () => (existing ? registration : undefined)),
    // A browser that blocks workers answers no registration.
    register: vi.fn(async () => (blocked ? undefined : registration)),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

/** The code that follows new versions, as the page would fetch it. */
function updatesCode() {
  const followed = vi.fn();
  const load = vi.fn(async () => ({ registerServiceWorker: followed }) as never);
  return { load, followed };
}

/** Every promise callback the page queued has run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the service worker, registered at arrival', () => {
  it('follows new versions at once where the site already has a worker', async () => {
    const container = stubContainer(true);
    const { load, followed } = updatesCode();
    registerServiceWorker(load);
    await settled();
    expect(followed).toHaveBeenCalledOnce();
    // The code that follows versions registers, after its own listeners are set.
    expect(container.register).not.toHaveBeenCalled();
  });

  it('registers the first worker at once, and fetches the code for new versions only once the page is touched', async () => {
    const container = stubContainer(false);
    const { load, followed } = updatesCode();
    registerServiceWorker(load);
    await settled();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(load).not.toHaveBeenCalled();

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    document.dispatchEvent(new Event('pointerdown'));
    await settled();
    expect(followed).toHaveBeenCalledOnce();
  });

  it('fetches that code when the broker comes back to the tab, touched or not', async () => {
    stubContainer(false);
    const { load, followed } = updatesCode();
    registerServiceWorker(load);
    await settled();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await settled();
    expect(followed).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });

  it('takes a browser that blocks workers as it is, without an error', async () => {
    const container = stubContainer(false, { blocked: true });
    const errors: unknown[] = [];
    const onError = (event: PromiseRejectionEvent) => errors.push(event.reason);
    window.addEventListener('unhandledrejection', onError);
    registerServiceWorker(updatesCode().load);
    await settled();
    window.removeEventListener('unhandledrejection', onError);
    expect(container.register).toHaveBeenCalledOnce();
    expect(errors).toEqual([]);
  });

  it('leaves a browser without service workers as it is', async () => {
    const { load } = updatesCode();
    registerServiceWorker(load);
    await settled();
    expect(load).not.toHaveBeenCalled();
  });
});
