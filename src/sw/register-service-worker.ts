import { Workbox } from 'workbox-window';
import { offerUpdate } from './update-offer';

/**
 * Registers the portal's service worker. A new version installs in the background and waits;
 * the page offers it, and only switches (then reloads) when the user accepts and nothing
 * would be lost (see UpdatePrompt).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });

  workbox.addEventListener('waiting', () => {
    offerUpdate(() => {
      // Reload only once the new worker is in charge, so the page loads the new files.
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });

  workbox.register().catch(() => {
    // Without a worker the portal still works online; nothing to tell the user.
  });

  // An installed app can stay open for days without navigating: look for a new version when
  // the broker comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') workbox.update().catch(() => {});
  });
}
