import { getConfig } from '../config/config';
import type { FailureTable } from './answer-reader';
import { ownKinds, readFailure, withAttemptsLeft } from './answer-reader';
import { answerWordsReady } from './answer-words';
import type { JsonRequestBody } from './contract-types';
import { readJson } from './request-failure';
import { sendRequest as send } from './send-request';
import {
  confirmCookieKept,
  readSignedIn,
  type SignInFailure,
  signInFailure,
  signInFailures,
  ssoClient,
} from './sso-calls';
import type { SignedIn } from './sso-responses';

/**
 * Signing in with a passkey once the broker has chosen one: it comes in the HTTP client's
 * chunk, fetched then. The attempt autofill waits on is asked for without it
 * (`passkey-sign-in-start.ts`).
 */

export type PasskeySignInFailure =
  | SignInFailure
  /** The SSO knows no such passkey: removed elsewhere, or by a password reset. */
  | { readonly kind: 'passkey_unknown' }
  /** The attempt expired or the assertion did not verify: a new attempt may work. */
  | { readonly kind: 'passkey_refused' };

export type PasskeySignInResult =
  | { readonly ok: true; readonly signedIn: SignedIn }
  | { readonly ok: false; readonly failure: PasskeySignInFailure };

/**
 * Why the SSO refused a new sign-in attempt (`passkey-sign-in-start.ts` asks for one), as a
 * sign-in's refusal reads: a client address past its share of attempts (429) is told how long
 * to wait (contract 1.15.0).
 */
export async function passkeyStartRefusal(
  response: Response,
  body: unknown,
): Promise<SignInFailure> {
  await answerWordsReady();
  return signInFailure(response, body);
}

/** A sign-in's table, with what only a passkey is told at 401. */
const passkeySignInFailures: FailureTable<PasskeySignInFailure> = {
  ...signInFailures,
  401: {
    codes: ownKinds(['passkey_unknown', 'passkey_refused']),
    otherwise: withAttemptsLeft('invalid_credentials'),
  },
};

type Assertion = JsonRequestBody<'signInWithPasskey'>['credential'];

/** `credential` is the browser's JSON of the assertion, passed on as it is. */
export async function signInWithPasskey(request: {
  readonly attemptId: string;
  readonly credential: Record<string, unknown>;
  readonly rememberMe: boolean;
}): Promise<PasskeySignInResult> {
  const response = await send(() =>
    ssoClient().post('passkeys/sign-in', {
      json: {
        ...request,
        credential: request.credential as unknown as Assertion,
        applicationId: getConfig().applicationId,
      } satisfies JsonRequestBody<'signInWithPasskey'>,
    }),
  );
  // Unlike a password, nothing is lost by asking again: a new attempt needs the user anyway.
  if (typeof response === 'string') return { ok: false, failure: { kind: response } };
  // A passkey the SSO does not count as a second factor: a sign-in waits for the code, as
  // after a password (contract 1.15.0).
  if (response.status === 202) return { ok: false, failure: { kind: 'second_factor' } };
  const body = await readJson(response);
  if (response.ok) {
    const signedIn = readSignedIn(body, response);
    if (!signedIn) return { ok: false, failure: { kind: 'malformed' } };
    return confirmCookieKept(signedIn);
  }
  return { ok: false, failure: readFailure(response, body, passkeySignInFailures) };
}
