import { keepTrying } from '../../session/try-again';
import type { Arrival } from './arrival';
import { finishQueuedSignOutSoon } from './finish-queued-sign-out';
import { renderPortal } from './render-portal';

/**
 * Renders once the configuration is read (config.json is preloaded beside the first script).
 * The prerendered page is already on screen meanwhile; only its hydration waits. Without the
 * configuration's rules (a request lost, offline with no service worker yet) the page stays as
 * it would be without its script, and asks for them again on the page's retry policy.
 */
export function renderWhenConfigured(readConfig: () => Promise<void>, arrival: Arrival): void {
  keepTrying(async () => {
    await Promise.all([readConfig(), arrival.pageCodeLoaded]);
    renderPortal(arrival);
    finishQueuedSignOutSoon();
    return true;
  });
}
