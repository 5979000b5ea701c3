/**
 * Trips this tab made from the sign-in page to a suite application, to notice one that sends
 * the user straight back: an application that cannot see the session (a cookie it does not
 * get, a misconfigured domain) asks for a sign-in at once, the portal sees the user signed in
 * and sends them on, and the two would bounce the browser between them for good.
 *
 * Only the application's origin (which the allow-list already names) and the times are kept,
 * in this tab's sessionStorage, never the address, which may carry the application's own
 * ticket or query. Signing out clears it with the rest of sessionStorage. Where storage is
 * refused, nothing is counted and the portal behaves as it did without this check.
 */
const tripsKey = 'gofy.returnTrips';

/** Trips to one origin within `withinMs` that make the next one a loop. */
const loopAfterTrips = 3;
// A bouncing application returns within a second or two; a person who opens it, works, and
// comes back to sign in again takes far longer than this.
const withinMs = 30_000;

interface Trips {
  readonly origin: string;
  readonly at: readonly number[];
}

function readTrips(): Trips | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(tripsKey) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { origin, at } = value as Record<string, unknown>;
    if (typeof origin !== 'string' || !Array.isArray(at)) return undefined;
    return { origin, at: at.filter((time): time is number => typeof time === 'number') };
  } catch {
    return undefined;
  }
}

function recentTrips(origin: string, now: number): number[] {
  const trips = readTrips();
  if (trips?.origin !== origin) return [];
  return trips.at.filter((time) => now - time < withinMs && time <= now);
}

/** Whether sending the user to `origin` again would go round the loop once more. */
export function isReturnLoop(origin: string, now = Date.now()): boolean {
  return recentTrips(origin, now).length >= loopAfterTrips;
}

/** Notes a trip to `origin`, just before the portal sends the user there. */
export function noteReturnTrip(origin: string, now = Date.now()): void {
  const at = [...recentTrips(origin, now), now].slice(-loopAfterTrips);
  try {
    sessionStorage.setItem(tripsKey, JSON.stringify({ origin, at }));
  } catch {
    // Storage refused: trips are not counted (see above).
  }
}

/** Forgets the trips, when the user chooses to try the application again. */
export function forgetReturnTrips(): void {
  try {
    sessionStorage.removeItem(tripsKey);
  } catch {
    // Nothing was stored.
  }
}
