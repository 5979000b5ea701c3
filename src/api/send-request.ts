import { trackRequest } from './in-flight';
import { classifyThrown, type TransportFailure } from './request-failure';

/**
 * Sends one request through a service's ky instance, folding every way it can fail before an
 * answer into a `TransportFailure`. Nothing is sent while the browser knows it is offline.
 */
export async function sendRequest(
  request: () => Promise<Response>,
): Promise<Response | TransportFailure> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  try {
    return await trackRequest(request());
  } catch (error) {
    return classifyThrown(error);
  }
}
