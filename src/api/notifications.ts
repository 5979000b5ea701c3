import type { Schemas, Unchecked } from './contract-types';
import { readJson, type TransportFailure } from './request-failure';
import { sendRequest } from './send-request';
import { serviceClient } from './service-client';

export type UnreadCountResult =
  | ({ readonly ok: true } & Schemas['UnreadCount'])
  | { readonly ok: false; readonly failure: TransportFailure | 'signed-out' };

// The count is a nicety on one card: better none than a badge that arrives after the user has
// already picked an application.
const requestTimeoutMs = 5_000;

const notifications = serviceClient('notifications', {
  timeoutMs: requestTimeoutMs,
  credentials: 'include',
});

/** Only for tests: rebuilds the client from the current configuration. */
export const resetNotificationsClient = notifications.reset;

/** How many notifications the signed-in user has not read. */
export async function fetchUnreadCount(signal?: AbortSignal): Promise<UnreadCountResult> {
  const response = await sendRequest(
    () => notifications().get('unread-count', signal ? { signal } : {}),
    { rereadable: true },
  );
  if (typeof response === 'string') return { ok: false, failure: response };
  if (response.status === 401) return { ok: false, failure: 'signed-out' };
  if (response.status >= 500) return { ok: false, failure: 'unavailable' };
  if (!response.ok) return { ok: false, failure: 'malformed' };

  const body = await readJson(response);
  const unread =
    typeof body === 'object' && body !== null
      ? (body as Unchecked<Schemas['UnreadCount']>).unread
      : undefined;
  // A negative or fractional count is no count at all; showing it would only confuse.
  if (typeof unread !== 'number' || !Number.isSafeInteger(unread) || unread < 0) {
    return { ok: false, failure: 'malformed' };
  }
  return { ok: true, unread };
}
