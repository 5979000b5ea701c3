/** How the browser loaded the document the sign-out page is in. */
export interface DocumentLoad {
  /** PerformanceNavigationTiming's `type`: `navigate`, `reload`, `back_forward` or `prerender`. */
  readonly type: string;
  /** `document.referrer`: as much of the sending page's address as its policy let through. */
  readonly referrer: string;
}

/** How the sign-out page was reached, as far as the page can tell. */
export interface SignOutArrival {
  /** The portal's own "Sign out" link led here, within this page load. */
  readonly requestedInApp: boolean;
  /**
   * How the document was loaded, when it was loaded at the sign-out page and the page has not
   * already acted on that load (coming back to it through history does not count again).
   */
  readonly documentLoad?: DocumentLoad | undefined;
}

/**
 * The origin of a referrer as browsers report it: a URL already in its serialised form. Anything
 * else (spaces the parser would trim, capitals it would lower) is no referrer a browser made.
 */
function originOf(referrer: string): string | undefined {
  try {
    const url = new URL(referrer);
    return url.href === referrer && url.origin !== 'null' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the sign-out page signs out at once or asks first. A link, a script or a form on any
 * site can send the browser to /logout, so arriving there is no sign the user wants out (logout
 * CSRF). The page signs out at once only when the user asked on the portal itself, or followed
 * a link from a suite app on the allow-list: the browser reports that app's origin in
 * `document.referrer`, which no other site can make it report. No referrer (a no-referrer
 * policy), a reload and a return through history all get the question.
 */
export function signsOutAtOnce(arrival: SignOutArrival, suiteOrigins: readonly string[]): boolean {
  if (arrival.requestedInApp) return true;
  const load = arrival.documentLoad;
  if (load?.type !== 'navigate') return false;
  const origin = originOf(load.referrer);
  return origin !== undefined && suiteOrigins.includes(origin);
}
