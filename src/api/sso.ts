/**
 * The SSO calls of the first pages (signing in, the session check, signing out), as pages make
 * them. Their code (sso-calls.ts) comes with the first call, in the HTTP client's chunk: the
 * sign-in page paints, hydrates and takes keystrokes without it. A chunk that cannot come
 * (offline, a new deployment) is a failure of the call, worded like any other, and is asked
 * for again at the next call.
 */
import { trackRequest } from './in-flight';
import { classifyThrown, type TransportFailure } from './request-failure';
import type { Credentials, SignInResult, SignOutResult, WhoamiResult } from './sso-calls';

export type {
  Credentials,
  SignInFailure,
  SignInResult,
  SignOutResult,
  WhoamiResult,
} from './sso-calls';

type SsoCalls = typeof import('./sso-calls');

let callsLoaded: Promise<SsoCalls> | undefined;

/** The calls' code, or why it could not come. A sign-in waiting on it counts as in flight. */
async function loadCalls(track: boolean): Promise<SsoCalls | TransportFailure> {
  callsLoaded ??= import(/* webpackChunkName: "http-client" */ './sso-calls').catch(
    (error: unknown) => {
      callsLoaded = undefined;
      throw error;
    },
  );
  try {
    return await (track ? trackRequest(callsLoaded) : callsLoaded);
  } catch (error) {
    return classifyThrown(error);
  }
}

export async function signIn(
  credentials: Credentials,
  signal?: AbortSignal,
): Promise<SignInResult> {
  const calls = await loadCalls(true);
  if (typeof calls === 'string') return { ok: false, failure: { kind: calls } };
  return calls.signIn(credentials, signal);
}

/** Who is signed in on this browser, if anyone. */
export async function whoami(signal?: AbortSignal): Promise<WhoamiResult> {
  const calls = await loadCalls(false);
  if (typeof calls === 'string') return { status: 'failed', failure: calls };
  return calls.whoami(signal);
}

/** Ends the server session; see sso-calls.ts for `sessionId`. */
export async function signOut(sessionId?: string): Promise<SignOutResult> {
  const calls = await loadCalls(true);
  if (typeof calls === 'string') return { ok: false, failure: calls };
  return calls.signOut(sessionId);
}
