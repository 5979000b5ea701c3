import { askToTakeCharge } from './take-charge';
import { serviceWorkerUrl } from './worker-url';

type UpdatesModule = typeof import('./register-service-worker');

// What shows a broker has begun to use the page. The email field has the focus from the first
// paint, so typing into it counts as well as a key, a tap or a field left.
const firstTouch = ['pointerdown', 'keydown', 'input', 'focusin'] as const;

/**
 * Registers the portal's service worker, and follows its new versions (register-service-
 * worker.ts, with workbox-window) from when they can matter. Where the site has a worker
 * already (a visit after the first, a hard reload), they are followed at once: that code comes
 * from the worker's cache. On a first visit there is no older version to offer, so the worker
 * is registered alone, and taken in charge of the page as soon as it is activated (offline
 * right away); new versions are followed from the broker's first touch of the page, or their
 * return to its tab, which keeps workbox-window out of what an untouched page downloads.
 * `loadUpdates` is a parameter for the tests.
 */
export function registerServiceWorker(
  // A numbered chunk: a name would cost the first script, which names every chunk, its bytes.
  loadUpdates: () => Promise<UpdatesModule> = () => import('./register-service-worker'),
): void {
  if (!('serviceWorker' in navigator)) return;
  const followUpdates = () =>
    loadUpdates().then(
      (code) => code.registerServiceWorker(),
      () => {
        // Its code could not come: the worker runs as it is, and the next page load follows.
      },
    );
  navigator.serviceWorker.getRegistration('/').then(
    (existing) => {
      if (existing) {
        followUpdates();
        return;
      }
      navigator.serviceWorker
        .register(serviceWorkerUrl, { scope: '/' })
        // A browser that blocks workers may answer no registration at all.
        .then(
          (registration) => registration && askToTakeCharge(registration),
          () => {
            // Without a worker the portal still works online; nothing to tell the user.
          },
        );
      followUpdatesOnce(followUpdates);
    },
    () => {},
  );
}

function followUpdatesOnce(followUpdates: () => void): void {
  const start = () => {
    for (const type of firstTouch) document.removeEventListener(type, start, true);
    document.removeEventListener('visibilitychange', whenVisible);
    followUpdates();
  };
  const whenVisible = () => {
    if (document.visibilityState === 'visible') start();
  };
  for (const type of firstTouch)
    document.addEventListener(type, start, { capture: true, passive: true });
  document.addEventListener('visibilitychange', whenVisible);
}
