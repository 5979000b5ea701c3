import { getConfig } from '../config/config';
import type { CallFailure, FailureTable } from './answer-reader';
import {
  callFailures,
  readFailure,
  unlistedStatus,
  withAttemptsLeft,
  withWait,
} from './answer-reader';
import type { JsonRequestBody } from './contract-types';
import { rememberSession } from './known-session';
import { readJson, type TransportFailure } from './request-failure';
import { sendRequest as send } from './send-request';
import { dateReader } from './server-clock';
import { serviceClient } from './service-client';
import { cookiesKeptFor } from './signed-in-hint';
import { parseSignedIn, type SignedIn } from './sso-responses';

/** Why a sign-in did not succeed. `wait` is in seconds, when the service said. */
export type SignInFailure =
  /** `attemptsLeft`: wrong passwords the email may still be given before it is locked. */
  | { readonly kind: 'invalid_credentials'; readonly attemptsLeft?: number }
  | { readonly kind: 'account_locked'; readonly wait?: number }
  /** 100 wrong passwords in a row: only a password reset (or a passkey) opens the account. */
  | { readonly kind: 'password_blocked' }
  /**
   * The password is right, but the account's second factor is locked after wrong codes: no
   * code is taken before `wait` is over (contract 1.17.0, `login`'s "Second factor").
   */
  | { readonly kind: 'codes_locked'; readonly wait?: number }
  | { readonly kind: 'too_many_attempts'; readonly wait: number }
  /** Down for a while (a maintenance window) with a stated wait: a 503 with `Retry-After`. */
  | { readonly kind: 'service_unavailable'; readonly wait: number }
  /** The service signed the user in, but the browser did not keep the session cookie. */
  | { readonly kind: 'cookies_blocked' }
  /**
   * The email's company signs in with its own provider (`provider`, an id the SSO offers):
   * no password or passkey signs its accounts in (contract 1.16.0).
   */
  | { readonly kind: 'federation_required'; readonly provider: string }
  /**
   * The password is right and the account has a second factor: no session yet, a sign-in
   * waits for the code (the code step's page, `/login/code`). Not a failure to the user, but
   * not a sign-in either.
   */
  | { readonly kind: 'second_factor' }
  | CallFailure;

export type SignInResult =
  | { readonly ok: true; readonly signedIn: SignedIn }
  | { readonly ok: false; readonly failure: SignInFailure };

export type WhoamiResult =
  | { readonly status: 'signed-in'; readonly signedIn: SignedIn }
  | { readonly status: 'signed-out' }
  | { readonly status: 'failed'; readonly failure: TransportFailure };

export type SignOutResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly failure: TransportFailure };

// Sign-in must stay usable on a weak mobile signal, but a broker should not stare at a
// spinner for a minute either: 15 s covers a slow 3G round trip with scrypt on the server.
const requestTimeoutMs = 15_000;
// The question asked after a sign-in lost its answer: the user has already waited once.
const recoveryTimeoutMs = 5_000;

/**
 * The one client of the SSO API. Exported for the account calls (`sso-account.ts`), which live
 * apart so the sign-in page does not carry them.
 */
export const ssoClient = serviceClient('sso', {
  timeoutMs: requestTimeoutMs,
  credentials: 'include',
});

/** Only for tests: rebuilds the client from the current configuration. */
export const resetSsoClient = ssoClient.reset;

/** What the user types to sign in: the contract's `LoginRequest` but the portal's own id. */
export type Credentials = Pick<JsonRequestBody<'login'>, 'email' | 'password' | 'rememberMe'>;

export async function signIn(
  credentials: Credentials,
  signal?: AbortSignal,
): Promise<SignInResult> {
  const response = await send(() =>
    ssoClient().post('login', {
      json: {
        ...credentials,
        applicationId: getConfig().applicationId,
      } satisfies JsonRequestBody<'login'>,
      ...(signal ? { signal } : {}),
    }),
  );
  if (typeof response === 'string') return recoverLostAnswer(response, signal);

  if (response.status === 202) return { ok: false, failure: { kind: 'second_factor' } };
  const body = await readJson(response);
  if (response.ok) {
    const signedIn = readSignedIn(body, response);
    if (!signedIn) return { ok: false, failure: { kind: 'malformed' } };
    return confirmCookieKept(signedIn, signal);
  }
  const failure = signInFailure(response, body);
  // A gateway's 502 or 504 may stand in for a success the service did send. A 503 says the
  // login was not taken at all, and during maintenance whoami would only be refused too.
  if (failure.kind === 'unavailable' && response.status !== 503) {
    return recoverLostAnswer(failure.kind, signal);
  }
  return { ok: false, failure };
}

/**
 * The login may have reached the service and signed the user in, with only its answer lost
 * on the way back (a dropped connection, a gateway giving up, our own timeout). Asking once
 * who is signed in tells a lost success from a real failure without sending the password
 * again, which would count against the lockout.
 */
export async function recoverLostAnswer(
  failure: TransportFailure,
  signal?: AbortSignal,
): Promise<SignInResult> {
  // Offline, nothing was sent or nothing can be asked.
  if (failure === 'offline') return { ok: false, failure: { kind: failure } };
  const result = await readSession(
    await send(() =>
      ssoClient().get('whoami', { timeout: recoveryTimeoutMs, ...(signal ? { signal } : {}) }),
    ),
  );
  if (result.status === 'signed-in') return { ok: true, signedIn: result.signedIn };
  return { ok: false, failure: { kind: failure } };
}

/**
 * The session lives in an HttpOnly cookie the page cannot see. A browser that refuses cookies
 * reports a successful sign-in and then knows nobody: without this check the portal would go
 * on to the main page, which would send the user straight back here with no reason given.
 * The signed-in hint naming this session came with the session cookie, so it answers without
 * a round trip; without it, whoami does.
 */
export async function confirmCookieKept(
  signedIn: SignedIn,
  signal?: AbortSignal,
): Promise<SignInResult> {
  if (cookiesKeptFor(signedIn.session.id)) {
    rememberSession(signedIn);
    return { ok: true, signedIn };
  }
  const check = await whoami(signal);
  if (check.status === 'signed-out') return { ok: false, failure: { kind: 'cookies_blocked' } };
  // A failed check says nothing about the cookie: the service's success stands.
  if (check.status === 'failed') rememberSession(signedIn);
  return { ok: true, signedIn: check.status === 'signed-in' ? check.signedIn : signedIn };
}

/** What a refused sign-in means; the passkey sign-in reads its answers by the same table. */
export const signInFailures: FailureTable<SignInFailure> = {
  ...callFailures,
  401: withAttemptsLeft('invalid_credentials'),
  403: {
    codes: {
      // An answer naming no provider the page could send the broker to is not one it can act on.
      federation_required: ({ provider }) =>
        provider === undefined ? { kind: 'forbidden' } : { kind: 'federation_required', provider },
    },
    otherwise: { kind: 'forbidden' },
  },
  423: {
    codes: {
      password_blocked: { kind: 'password_blocked' },
      codes_locked: ({ wait }) =>
        wait === undefined ? { kind: 'codes_locked' } : { kind: 'codes_locked', wait },
    },
    otherwise: ({ wait }) =>
      wait === undefined ? { kind: 'account_locked' } : { kind: 'account_locked', wait },
  },
  // Without a stated wait, a minute is a safe pause that still lets the user retry soon.
  429: withWait('too_many_attempts', 60),
  // Unlike a rate limit, an outage has no safe default wait: without one, the user decides.
  503: ({ wait }) =>
    wait === undefined ? { kind: 'unavailable' } : { kind: 'service_unavailable', wait },
};

export function signInFailure(response: Response, body: unknown): SignInFailure {
  return readFailure(response, body, signInFailures);
}

export async function whoami(signal?: AbortSignal): Promise<WhoamiResult> {
  // The session check of a page: asked again by the page after a reload.
  return readSession(
    await send(() => ssoClient().get('whoami', signal ? { signal } : {}), { rereadable: true }),
  );
}

/** A whoami-shaped answer (whoami's, or session/refresh's) as the page acts on it. */
export async function readSession(response: Response | TransportFailure): Promise<WhoamiResult> {
  if (typeof response === 'string') return { status: 'failed', failure: response };
  if (response.status === 401) return { status: 'signed-out' };
  if (!response.ok) return { status: 'failed', failure: unlistedStatus(response.status) };

  const signedIn = readSignedIn(await readJson(response), response);
  if (!signedIn) return { status: 'failed', failure: 'malformed' };
  rememberSession(signedIn);
  return { status: 'signed-in', signedIn };
}

/**
 * A signed-in answer, with the session's ends moved onto this device's clock: the warning
 * before it and the check at it are timers on this device, which may be hours off.
 */
export function readSignedIn(body: unknown, response: Response): SignedIn | undefined {
  return parseSignedIn(body, dateReader(response));
}

/**
 * Ends the server session. With `sessionId`, the server ends the cookie's session only if it is
 * that one, so a logout sent late cannot end a session started since.
 */
export async function signOut(sessionId?: string): Promise<SignOutResult> {
  const response = await send(() =>
    ssoClient().post(
      'logout',
      sessionId ? { json: { sessionId } satisfies JsonRequestBody<'logout'> } : {},
    ),
  );
  if (typeof response === 'string') return { ok: false, failure: response };
  if (response.ok) return { ok: true };
  return { ok: false, failure: unlistedStatus(response.status) };
}
