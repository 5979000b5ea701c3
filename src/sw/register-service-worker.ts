import { Workbox } from 'workbox-window';
import { offerUpdate } from './update-offer';

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
  const workbox = new Workbox('/sw.js', { scope: '/' });

  // The first worker claiming a page changes nothing the page runs; a later one is a new
  // version, switched to here (reload now, so the page loads the new files) or in another tab.
  let controlled = navigator.serviceWorker.controller !== null;
  let switching = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (switching) reloadPage();
    else if (controlled) offerUpdate(reloadPage);
    controlled = true;
  });

  workbox.addEventListener('waiting', () => {
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

  workbox.register().catch(() => {
    // Without a worker the portal still works online; nothing to tell the user.
  });

  // An installed app can stay open for days without navigating: look for a new version when
  // the broker comes back to it.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') workbox.update().catch(() => {});
  });
}
