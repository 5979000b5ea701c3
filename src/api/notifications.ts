import { call, kindOnly, sessionServiceFailures } from './answer-reader';
import type { Schemas } from './contract-types';
import type { TransportFailure } from './request-failure';
import { serviceClient } from './service-client';
import { isObject } from './sso-responses';

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
export function fetchUnreadCount(signal?: AbortSignal): Promise<UnreadCountResult> {
  return call(
    () => notifications().get('unread-count', signal ? { signal } : {}),
    sessionServiceFailures,
    (body) => {
      const unread = isObject<Schemas['UnreadCount']>(body) ? body.unread : undefined;
      // A negative or fractional count is no count at all; showing it would only confuse.
      return typeof unread === 'number' && Number.isSafeInteger(unread) && unread >= 0
        ? { unread }
        : undefined;
    },
    { rereadable: true },
  ).then(kindOnly);
}
