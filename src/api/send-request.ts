import { answerWordsReady } from './answer-words';
import { trackRequest } from './in-flight';
import { classifyThrown, type TransportFailure } from './request-failure';

// Statuses whose responses have no body; the Response constructor refuses one for them.
const bodilessStatuses = new Set([101, 103, 204, 205, 304]);

/**
 * Receives the whole body before the caller looks at the status. A response whose body is
 * never read (a 401 from whoami, a 5xx) otherwise stays open: Chromium never reports its load
 * as finished, which stalls page-load measurement and holds a connection on slow networks.
 */
async function received(response: Response): Promise<Response> {
  const body = bodilessStatuses.has(response.status) ? null : await response.arrayBuffer();
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

export interface SendOptions {
  /**
   * A read the page could simply ask again after a reload (the unread count, the tours, an
   * address), as opposed to a sign-in, a sign-out or a form sent: only those hold back a switch
   * to a new version, since a reload would lose them.
   */
  readonly rereadable?: boolean;
}

/**
 * Sends one request through a service's ky instance, folding every way it can fail before a
 * complete answer into a `TransportFailure`. Nothing is sent while the browser knows it is
 * offline.
 */
export async function sendRequest(
  request: () => Promise<Response>,
  options: SendOptions = {},
): Promise<Response | TransportFailure> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  try {
    const answer = request().then(received);
    const response = await (options.rereadable ? answer : trackRequest(answer));
    // A refusal is worded from the answers' words: here before anyone reads it. Asked for only
    // then: most requests are answered, and a plain visit to the sign-in page (whose passkey
    // request is) downloads none of them; after the first visit the service worker has them.
    if (!response.ok) await answerWordsReady();
    return response;
  } catch (error) {
    return classifyThrown(error);
  }
}
