import { afterSiteDataCleared } from '../../session/send-logout';
import { tryAgainLater } from '../../session/try-again';
import { registerServiceWorkerLater } from '../../sw/register-later';

/**
 * The service worker, registered once the page has loaded and the browser is idle; and, after
 * a sign-out cleared the site's data (and with it the worker), the offline copy put back.
 */
export function startServiceWorker(): void {
  // In the app's chunk with the foot's links (app.tsx says why): the registration itself
  // still waits for the page to load and the browser to idle.
  registerServiceWorkerLater(
    () => import(/* webpackMode: "eager" */ '../../sw/register-worker'),
    tryAgainLater,
  );
  afterSiteDataCleared(() => {
    import('../../sw/restore-offline-copy').then(
      ({ restoreOfflineCopy }) => restoreOfflineCopy(),
      () => {
        // Its code could not come: the next start online registers the worker as usual.
      },
    );
  });
}
