/**
 * workbox-window reads `registration.installing` when the registration reports a new worker
 * (`updatefound`), and throws where it is already null: a worker that finished installing
 * before the page's task ran, as on a busy phone, or in WebKit when the page reloads while its
 * first worker installs. Heard before workbox-window's (the page registers first, and
 * workbox-window then finds the same registration), such a report is taken out of its hands:
 * a worker already waiting goes to `onWaiting`, as workbox-window's own `waiting` event would
 * have sent it; one already active needs nothing here (the page hears `controllerchange`).
 */
export function heedWorkersInstalledAlready(
  registration: ServiceWorkerRegistration,
  onWaiting: (worker: ServiceWorker) => void,
): void {
  registration.addEventListener('updatefound', (event) => {
    if (registration.installing) return;
    event.stopImmediatePropagation();
    if (registration.waiting) onWaiting(registration.waiting);
  });
}
