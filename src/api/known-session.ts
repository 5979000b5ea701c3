import type { SignedIn } from './sso-responses';

/**
 * The session this page last saw, kept in memory only. Its public id lets a deferred logout
 * name it, so the server ends that session and not one started later. The whole answer is also
 * reused for a few seconds: the main screen, opened just after the sign-in page had its answer,
 * starts from it instead of asking again, which on a slow mobile network is a whole round trip
 * between the click and the greeting.
 */
let known: { readonly signedIn: SignedIn; readonly at: number } | undefined;

// Long enough for the main screen's code to load on a slow connection, short enough that a
// session ended elsewhere cannot be shown from it.
const freshForMs = 5_000;

export function rememberSession(signedIn: SignedIn): void {
  known = { signedIn, at: Date.now() };
}

export function knownSessionId(): string | undefined {
  return known?.signedIn.session.id;
}

/** The session an answer of the last few seconds confirmed, if any. */
export function freshSession(now = Date.now()): SignedIn | undefined {
  return known && now - known.at < freshForMs ? known.signedIn : undefined;
}

export function forgetSession(): void {
  known = undefined;
}
