/**
 * Counts the requests a reload would lose (a sign-in, a sign-out, a form sent) that have not
 * finished. A new version of the portal is not switched to while one is in flight. Reads the
 * page asks again after a reload (see `SendOptions.rereadable`) are not counted: a session
 * check or the unread count on its way must not keep a broker on an old version.
 */
let inFlight = 0;

export function trackRequest<T>(request: Promise<T>): Promise<T> {
  inFlight += 1;
  return request.finally(() => {
    inFlight -= 1;
  });
}

export function requestsInFlight(): number {
  return inFlight;
}
