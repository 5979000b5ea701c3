/** What a page sends the worker to be taken charge of (`clients.claim()`). */
export const takeChargeRequest = 'TAKE_CHARGE';

/**
 * Once the registration's worker is activated, asks it to take charge of this page if no
 * worker does yet: the first visit, a page reloaded while the first worker installed, and the
 * worker registered again after a sign-out cleared the site's data. The page is then answered
 * by the worker, offline too, without a reload.
 *
 * Asked only once the worker is activated: in WebKit, `clients.claim()` called from the
 * `activate` event while a page was being reloaded left the worker "activating" for good,
 * with no controller and every later navigation of the portal waiting on it.
 */
export async function askToTakeCharge(registration: ServiceWorkerRegistration): Promise<void> {
  const worker = registration.installing ?? registration.waiting ?? registration.active;
  if (!worker) return;
  // Each worker is asked once by a page: on a first visit the registration asks, and the code
  // that follows new versions, coming at the broker's first touch, would ask it again; in
  // WebKit two claims close together left the worker activating, and the page's requests
  // waiting on it.
  let asking = askedOf.get(worker);
  if (!asking) {
    asking = ask(worker);
    askedOf.set(worker, asking);
  }
  return asking;
}

const askedOf = new WeakMap<ServiceWorker, Promise<void>>();

async function ask(worker: ServiceWorker): Promise<void> {
  if (!(await activated(worker))) return;
  if (!navigator.serviceWorker.controller) worker.postMessage({ type: takeChargeRequest });
}

/** Resolves true once `worker` is activated, false if it is discarded first. */
function activated(worker: ServiceWorker): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = () => {
      if (worker.state === 'activated') resolve(true);
      else if (worker.state === 'redundant') resolve(false);
      else return;
      worker.removeEventListener('statechange', settle);
    };
    worker.addEventListener('statechange', settle);
    settle();
  });
}
