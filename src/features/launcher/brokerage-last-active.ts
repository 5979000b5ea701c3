import { cookiesKeptFor } from '../../api/signed-in-hint';

/**
 * The name of the brokerage the session last acted for, for the main screen opened offline,
 * when whoami cannot be asked: the broker still sees whose applications these are. Only the
 * name and the session's public id, never a token, in localStorage as the recent applications
 * are (recent-apps.ts): the broker's state, not a device preference, so signing out and a
 * session that ends clear it (`forgetLocalState`). The service worker's caches hold nothing of
 * it: they hold nothing authenticated.
 *
 * A session can also run out with no portal tab open, and someone else open the portal on the
 * same computer: the name is shown only while the SSO's signed-in hint, a cookie that ends with
 * the session, still names the session it was stored for.
 */
const lastBrokerageKey = 'gofy.lastBrokerage';

export function rememberLastBrokerage(name: string, sessionId: string): void {
  try {
    localStorage.setItem(lastBrokerageKey, JSON.stringify({ name, sessionId }));
  } catch {
    // Without storage the offline main screen names no brokerage.
  }
}

/** The last brokerage's name, while the session it was stored for is still this browser's. */
export function readLastBrokerage(): string | undefined {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(lastBrokerageKey) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { name, sessionId } = stored as { name?: unknown; sessionId?: unknown };
    if (typeof name !== 'string' || name === '' || typeof sessionId !== 'string') return undefined;
    return cookiesKeptFor(sessionId) ? name : undefined;
  } catch {
    return undefined;
  }
}
