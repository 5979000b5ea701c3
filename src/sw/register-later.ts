type ServiceWorkerModule = { readonly registerServiceWorker: () => void };

/**
 * Registers the service worker once the page has loaded and the browser is idle: the first
 * sign-in on a slow network must not compete with it, nor with the precache it fills.
 *
 * Its code comes on demand, so the network may be gone by then (a phone between two cells).
 * It is fetched again when `tryAgain` says (the page's retry policy, `tryAgainLater` in session/try-again.ts),
 * without a word to the user: the page works as it is. A chunk gone with a new deployment keeps failing, and the next page load
 * registers instead.
 */
export function registerServiceWorkerLater(
  load: () => Promise<ServiceWorkerModule>,
  tryAgain: (retry: () => void, failures: number) => void,
): void {
  const whenIdle = (task: () => void) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(task, { timeout: 5000 })
      : setTimeout(task, 1000);
  const register = (failures: number) => {
    load().then(
      ({ registerServiceWorker }) => registerServiceWorker(),
      () => tryAgain(() => register(failures + 1), failures),
    );
  };
  const registerWhenIdle = () => whenIdle(() => register(0));
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}
