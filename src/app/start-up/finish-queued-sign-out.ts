import { getConfig } from '../../config/config';
import { paths } from '../../config/portal-paths';
import { loadFinishSignOutChunk } from '../../session/finish-sign-out-chunk';
import { readPendingLogout } from '../../session/local-state';

/**
 * A sign-out the server never heard about (the device was offline) is finished now, or as soon
 * as the SSO can be reached. In a task of its own: reading what is pending is the page's first
 * use of storage, which waits for the browser to load it, and hydration has just started.
 *
 * The sign-out page finishes a queued logout itself, and says so: sent from here first, it left
 * a broker who reloaded that page asked "Sign out?" again, signed out already.
 */
export function finishQueuedSignOutSoon(): void {
  if (!hasUsableConfig() || window.location.pathname === paths.logout.path) return;
  setTimeout(() => {
    if (!readPendingLogout()) return;
    loadFinishSignOutChunk().then(
      (finisher) => finisher.keepFinishingSignOut(),
      // Its code could not come: the next start, or the sign-in page, sends it.
      () => {},
    );
  });
}

function hasUsableConfig(): boolean {
  try {
    getConfig();
    return true;
  } catch {
    // The configuration error page is on screen; there is no SSO to reach.
    return false;
  }
}
