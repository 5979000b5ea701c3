import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const reloadPage = vi.fn();
const offerUpdate = vi.fn<(apply: () => void) => void>();
/** The listeners the page gave workbox-window's stand-in, by event. */
const workboxListeners = new Map<string, () => void>();

vi.mock('../../src/sw/update-offer', () => ({ offerUpdate }));
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      workboxListeners.set(type, listener);
    }
    register() {
      return Promise.resolve(undefined);
    }
    update() {
      return Promise.resolve();
    }
  },
}));

const { registerServiceWorker } = await import('../../src/sw/register-service-worker');

/** The browser's service worker container, as far as the page uses it. */
function stubContainer({ controlled, waiting }: { controlled: boolean; waiting?: ServiceWorker }) {
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? ({} as ServiceWorker) : null,
    getRegistration: vi.fn(async () => ({ waiting: waiting ?? null })),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

/** Accepts the offer the page made last, as the update prompt's button does. */
function acceptOffer() {
  const apply = offerUpdate.mock.lastCall?.[0];
  if (!apply) throw new Error('No update was offered');
  apply();
}

beforeEach(() => {
  reloadPage.mockReset();
  offerUpdate.mockReset();
  workboxListeners.clear();
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('a new version of the portal', () => {
  it('is offered once it waits, and switched to only when the offer is accepted', async () => {
    const waiting = { postMessage: vi.fn() } as unknown as ServiceWorker;
    const container = stubContainer({ controlled: true, waiting });
    registerServiceWorker(reloadPage);

    workboxListeners.get('waiting')?.();
    expect(offerUpdate).toHaveBeenCalledOnce();
    expect(waiting.postMessage).not.toHaveBeenCalled();

    acceptOffer();
    await vi.waitFor(() =>
      expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' }),
    );
    expect(reloadPage).not.toHaveBeenCalled();
    // The new worker takes the page: it reloads to run the new files.
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('reloads at once when another tab switched before the offer was accepted', async () => {
    stubContainer({ controlled: true });
    registerServiceWorker(reloadPage);
    workboxListeners.get('waiting')?.();
    acceptOffer();
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
  });

  it('switched to in another tab is offered here, not forced on this page', () => {
    const container = stubContainer({ controlled: true });
    registerServiceWorker(reloadPage);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reloadPage).not.toHaveBeenCalled();
    expect(offerUpdate).toHaveBeenCalledWith(reloadPage);
  });

  it('is not what the first worker is: its claim of the page offers nothing', () => {
    const container = stubContainer({ controlled: false });
    registerServiceWorker(reloadPage);
    container.dispatchEvent(new Event('controllerchange'));
    expect(offerUpdate).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
