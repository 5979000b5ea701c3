import { askToTakeCharge } from './take-charge';
import { serviceWorkerUrl } from './worker-url';

/**
 * Puts the portal's offline copy back after a logout's answer cleared the site's data
 * (`Clear-Site-Data: "cache", "storage"`), while the device is still online: the broker who
 * signs out on a shared computer or a phone must still find `/login` there without a network.
 * Chromium and Firefox unregister the worker: it is registered again, and installs with a
 * full precache. WebKit empties its caches and keeps it running: it is asked to fill them.
 * Only the build's own files come back; nothing of the user was ever in them.
 */
export async function restoreOfflineCopy(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const worker = registration?.active;
    if (worker) worker.postMessage({ type: 'REFILL' });
    else if (!registration) {
      await askToTakeCharge(
        await navigator.serviceWorker.register(serviceWorkerUrl, { scope: '/' }),
      );
    }
  } catch {
    // Offline after all, or workers refused: the next start online registers as usual.
  }
}
