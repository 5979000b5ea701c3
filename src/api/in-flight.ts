/**
 * Counts requests to the suite's services that have not finished. A new version of the
 * portal is not switched to while one is in flight: reloading mid sign-in would lose it.
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
