import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const reloadPage = vi.fn();
const offerUpdate = vi.fn<(apply: () => void) => void>();
/** The listeners the page gave workbox-window's stand-in, by event. */
const workboxListeners = new Map<string, (event: { sw?: ServiceWorker }) => void>();
/** What each stand-in worker answers when asked its build; none for one that never answers. */
const builds = new Map<ServiceWorker, string>();

vi.mock('../../src/sw/update-offer', () => ({ offerUpdate }));
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: (event: { sw?: ServiceWorker }) => void) {
      workboxListeners.set(type, listener);
    }
    register() {
      return Promise.resolve(undefined);
    }
    update() {
      return Promise.resolve();
    }
  },
  messageSW: (worker: ServiceWorker, data: { type?: string }) =>
    data.type === 'GET_BUILD' && builds.has(worker)
      ? Promise.resolve(builds.get(worker))
      : new Promise(() => {}),
}));

const { registerServiceWorker } = await import('../../src/sw/register-service-worker');

/** The build the tests' pages are of (vitest.config.ts's `define`). */
const thisBuild = 'the-test-build';

/** A stand-in worker of `build`, or one from before workers were asked (no build). */
function worker(build?: string): ServiceWorker {
  const stand = { postMessage: vi.fn() } as unknown as ServiceWorker;
  if (build) builds.set(stand, build);
  return stand;
}

/** The browser's service worker container, as far as the page uses it. */
function stubContainer({ waiting }: { waiting?: ServiceWorker } = {}) {
  const container = Object.assign(new EventTarget(), {
    controller: null as ServiceWorker | null,
    getRegistration: vi.fn(async () => ({ waiting: waiting ?? null })),
    register: vi.fn(async () => new EventTarget()),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  /** A worker takes charge of the page, as the browser reports it. */
  const takenBy = (controller: ServiceWorker) => {
    container.controller = controller;
    container.dispatchEvent(new Event('controllerchange'));
  };
  return { container, takenBy };
}

/** Accepts the offer the page made last, as the update prompt's button does. */
function acceptOffer() {
  const apply = offerUpdate.mock.lastCall?.[0];
  if (!apply) throw new Error('No update was offered');
  apply();
}

/** Lets the page's pending promise callbacks (the question of a worker's build) run. */
const answered = () => new Promise((resolve) => setTimeout(resolve));

beforeEach(() => {
  reloadPage.mockReset();
  offerUpdate.mockReset();
  workboxListeners.clear();
  builds.clear();
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('a new version of the portal', () => {
  it('is offered once a worker of another build waits, and switched to only when accepted', async () => {
    const waiting = worker('the-next-build');
    const { takenBy } = stubContainer({ waiting });
    registerServiceWorker(reloadPage);

    workboxListeners.get('waiting')?.({ sw: waiting });
    await vi.waitFor(() => expect(offerUpdate).toHaveBeenCalledOnce());
    expect(waiting.postMessage).not.toHaveBeenCalled();

    acceptOffer();
    await vi.waitFor(() =>
      expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' }),
    );
    expect(reloadPage).not.toHaveBeenCalled();
    // The new worker takes the page: it reloads to run the new files.
    takenBy(waiting);
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('is not what a waiting worker of the page’s own build is', async () => {
    const waiting = worker(thisBuild);
    stubContainer({ waiting });
    registerServiceWorker(reloadPage);

    workboxListeners.get('waiting')?.({ sw: waiting });
    await answered();
    expect(offerUpdate).not.toHaveBeenCalled();
  });

  it('reloads at once when another tab switched before the offer was accepted', async () => {
    stubContainer();
    registerServiceWorker(reloadPage);
    workboxListeners.get('waiting')?.({ sw: worker('the-next-build') });
    await vi.waitFor(() => expect(offerUpdate).toHaveBeenCalledOnce());
    acceptOffer();
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
  });

  it('switched to in another tab is offered here, not forced on this page', async () => {
    const { takenBy } = stubContainer();
    registerServiceWorker(reloadPage);
    takenBy(worker('the-next-build'));
    await vi.waitFor(() => expect(offerUpdate).toHaveBeenCalledWith(reloadPage));
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('is not what a worker of the page’s own build taking the page is: a first visit, or a worker put back after a sign-out', async () => {
    const { takenBy } = stubContainer();
    registerServiceWorker(reloadPage);
    takenBy(worker(thisBuild));
    // After a sign-out cleared the site, another worker of the same build takes over.
    takenBy(worker(thisBuild));
    await answered();
    expect(offerUpdate).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('is what a worker that never says its build is, once it has had time to: one from before the question', async () => {
    vi.useFakeTimers();
    const { takenBy } = stubContainer();
    registerServiceWorker(reloadPage);
    takenBy(worker());
    await vi.advanceTimersByTimeAsync(4_900);
    expect(offerUpdate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(offerUpdate).toHaveBeenCalledWith(reloadPage);
  });
});
