/**
 * A sign-out the user asked for on one of the portal's own pages (the "Sign out" link), carried
 * to the sign-out page within the same page load. Only the portal's script can set it: a link,
 * script or form on another site that sends the browser to /logout starts a new page without
 * it, and so does a reload or a return through history, so none of those signs out by itself.
 */
let requested = false;

/** Called by the portal's own sign-out links as they are followed. */
export function requestSignOut(): void {
  requested = true;
}

/** Whether a sign-out was asked for since the last call; asking again needs another click. */
export function takeSignOutRequest(): boolean {
  const wasRequested = requested;
  requested = false;
  return wasRequested;
}
