import { messageSW, Workbox } from 'workbox-window';
import { buildQuery, portalBuild } from './portal-build';
import { askToTakeCharge } from './take-charge';
import { offerUpdate } from './update-offer';
import { serviceWorkerUrl } from './worker-url';
import { heedWorkersInstalledAlready } from './workers-installed-already';

// A worker that does not answer the question of its build within this long came before the
// question existed: another build, by definition.
const buildAnswerMs = 5_000;

/**
 * Whether `worker` runs another build than this page. Only then is there a new version to
 * offer: a worker of the page's own build takes over after a sign-out cleared the site's data
 * (the browser dropped the old one), and on a first visit, or a reload while the first worker
 * installs; offering a "new version" each time taught brokers to dismiss the real one.
 */
export async function runsAnotherBuild(worker: ServiceWorker | null | undefined): Promise<boolean> {
  if (!worker) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unanswered = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), buildAnswerMs);
  });
  try {
    const build: unknown = await Promise.race([
      messageSW(worker, { type: buildQuery }),
      unanswered,
    ]);
    return build !== portalBuild;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Registers the portal's service worker. A new version installs in the background and waits;
 * the page offers it, and only switches (then reloads) when the user accepts and nothing
 * would be lost (see UpdatePrompt). Another tab may switch first: the new worker then takes
 * this page too, which keeps running the previous version until the user reloads it.
 * `reloadPage` is a parameter for the tests: jsdom cannot reload a page.
 */
export function registerServiceWorker(
  reloadPage: () => void = () => window.location.reload(),
): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(serviceWorkerUrl, { scope: '/' });

  // A worker of another build taking the page is a new version switched to, here (reload
  // now, so the page loads the new files) or in another tab (offered). One of this build (a
  // first worker, or one put back after a sign-out) changes nothing the page runs.
  let switching = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (switching) {
      reloadPage();
      return;
    }
    void runsAnotherBuild(navigator.serviceWorker.controller).then((another) => {
      if (another) offerUpdate(reloadPage);
    });
  });

  const offerWaiting = (worker: ServiceWorker | undefined) => {
    void runsAnotherBuild(worker).then((another) => {
      if (!another) return;
      offerUpdate(() => {
        navigator.serviceWorker.getRegistration().then((registration) => {
          const waiting = registration?.waiting;
          // Gone when another tab switched meanwhile: the new version is in charge already.
          if (!waiting) {
            reloadPage();
            return;
          }
          switching = true;
          waiting.postMessage({ type: 'SKIP_WAITING' });
        }, reloadPage);
      });
    });
  };
  workbox.addEventListener('waiting', (event) => offerWaiting(event.sw));

  // Registered here before workbox-window registers (finding the same registration), so that
  // a report of a worker already installed is heard first (workers-installed-already.ts).
  navigator.serviceWorker
    .register(serviceWorkerUrl, { scope: '/' })
    .then((registration) => {
      heedWorkersInstalledAlready(registration, offerWaiting);
      return workbox.register();
    })
    .then(
      (registration) => registration && askToTakeCharge(registration),
      () => {
        // Without a worker the portal still works online; nothing to tell the user.
      },
    );

  // An installed app can stay open for days without navigating: look for a new version when
  // the broker comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') workbox.update().catch(() => {});
  });
}
