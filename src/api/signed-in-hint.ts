import { getConfig } from '../config/config';

/**
 * The SSO's signed-in hint (docs/openapi.yaml, "Signed-in hint"): a cookie the page can read,
 * set and cleared with the HttpOnly session cookie, naming the session's public id. It grants
 * nothing; it spares the page a round trip where the answer is already known.
 */
const hintCookie = 'gofy_signed_in';

/**
 * The session the hint names; `null` when there is no hint; `undefined` when the page cannot
 * tell: the SSO is on another origin, whose cookies `document.cookie` never shows, or the
 * browser refuses the page its cookies altogether.
 */
function hintedSessionId(): string | null | undefined {
  const sso = new URL(getConfig().services.sso, location.origin);
  if (sso.origin !== location.origin) return undefined;
  let cookies: string;
  try {
    cookies = document.cookie;
  } catch {
    // A sandboxed or cookie-less document throws rather than answer.
    return undefined;
  }
  for (const pair of cookies.split(';')) {
    const [name, value] = pair.trim().split('=', 2);
    if (name !== hintCookie || !value) continue;
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return null;
}

/** False only when there is surely no session to ask the SSO about. */
export function maybeSignedIn(): boolean {
  return hintedSessionId() !== null;
}

/**
 * Whether the browser kept the cookies of the sign-in that answered with `sessionId`: `true`
 * when the hint names that session; `undefined` when it does not, and only the SSO can tell
 * (a browser that refused the cookies, or a hint out of reach).
 */
export function cookiesKeptFor(sessionId: string): true | undefined {
  return hintedSessionId() === sessionId ? true : undefined;
}
