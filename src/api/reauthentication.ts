import type { CallFailure, FailureTable, Result } from './answer-reader';
import { call, callFailures, withAttemptsLeft, withWait } from './answer-reader';
import type { JsonRequestBody, Schemas } from './contract-types';
import type { SecondFactorProof, WrongCodeFailure } from './second-factor-sign-in';
import { dateReader, type ReadDate } from './server-clock';
import { ssoClient } from './sso-calls';
import { isObject } from './sso-responses';

/**
 * Proving who the broker is again, within the session (docs/openapi.yaml, "Recent proof",
 * `reauthenticateWith*`, since 1.21.0): the password, a code or a recovery code, or one of
 * their own passkeys. The session, its cookie and the device's trust stay as they are; the
 * session's proofs move, and each call answers them (`Authentication`).
 */

export type ProofWay = Schemas['ReauthenticationWay'];

/** The contract's `Authentication`, its times on this device's clock. */
export interface SessionProofs {
  readonly signedInAt: Date;
  readonly proofs: readonly {
    readonly factor: Schemas['Proof']['factor'];
    readonly method: Schemas['Proof']['method'];
    readonly at: Date;
  }[];
  /** The ways this broker can prove it, strongest first. */
  readonly reauthenticateWith: readonly ProofWay[];
  readonly recentUntil: Date | null;
}

export type ReauthFailure =
  | { readonly kind: 'unauthenticated' }
  | { readonly kind: 'invalid_credentials'; readonly attemptsLeft?: number }
  | { readonly kind: 'account_locked'; readonly wait?: number }
  | { readonly kind: 'password_blocked' }
  | { readonly kind: 'federation_required' }
  | { readonly kind: 'passkey_unknown' }
  | { readonly kind: 'passkey_refused' }
  | { readonly kind: 'no_passkey' }
  | { readonly kind: 'no_authenticator' }
  | { readonly kind: 'too_many_attempts'; readonly wait: number }
  | WrongCodeFailure
  | CallFailure;

export type ReauthResult = Result<{ readonly proofs: SessionProofs }, ReauthFailure>;

const failures: FailureTable<ReauthFailure> = {
  ...callFailures,
  401: {
    codes: {
      invalid_credentials: withAttemptsLeft('invalid_credentials'),
      invalid_code: withAttemptsLeft('invalid_code'),
      passkey_unknown: { kind: 'passkey_unknown' },
      passkey_refused: { kind: 'passkey_refused' },
    },
    otherwise: { kind: 'unauthenticated' },
  },
  403: {
    codes: { federation_required: { kind: 'federation_required' } },
    otherwise: { kind: 'forbidden' },
  },
  409: {
    codes: { no_passkey: { kind: 'no_passkey' }, no_authenticator: { kind: 'no_authenticator' } },
  },
  423: {
    codes: {
      account_locked: ({ wait }) =>
        wait === undefined ? { kind: 'account_locked' } : { kind: 'account_locked', wait },
      password_blocked: { kind: 'password_blocked' },
      codes_blocked: { kind: 'codes_blocked' },
    },
  },
  429: {
    codes: { too_many_codes: withWait('too_many_codes', 15 * 60) },
    otherwise: withWait('too_many_attempts', 60),
  },
};

const ways: ReadonlySet<string> = new Set<ProofWay>(['passkey', 'code', 'password', 'company']);

/** A way this portal knows to prove it again; a newer SSO's others are left out. */
export function isProofWay(way: unknown): way is ProofWay {
  return typeof way === 'string' && ways.has(way);
}

/** The contract's `Authentication`; a way this portal does not know yet is left out. */
export function readSessionProofs(value: unknown, readDate: ReadDate): SessionProofs | undefined {
  if (!isObject<Schemas['Authentication']>(value)) return undefined;
  const signedInAt = readDate(value.signedInAt);
  const recentUntil = value.recentUntil === null ? null : readDate(value.recentUntil);
  if (!signedInAt || recentUntil === undefined) return undefined;
  if (!Array.isArray(value.proofs) || !Array.isArray(value.reauthenticateWith)) return undefined;
  const proofs: SessionProofs['proofs'][number][] = [];
  for (const proof of value.proofs as unknown[]) {
    if (!isObject<Schemas['Proof']>(proof)) return undefined;
    const at = readDate(proof.at);
    const { factor, method } = proof as { factor: unknown; method: unknown };
    if (!at || (factor !== 'first' && factor !== 'second') || typeof method !== 'string') {
      return undefined;
    }
    proofs.push({ factor, method: method as Schemas['Proof']['method'], at });
  }
  const known = (value.reauthenticateWith as unknown[]).filter(isProofWay);
  return { signedInAt, proofs, reauthenticateWith: known, recentUntil };
}

const readAnswer = (body: unknown, response: Response) => {
  const proofs = readSessionProofs(body, dateReader(response));
  return proofs ? { proofs } : undefined;
};

/**
 * Whose session it is and its proofs, as whoami tells them; `proofs` is `undefined` from an
 * SSO older than 1.21.0.
 */
export function readProofs(): Promise<
  Result<{ email: string; proofs: SessionProofs | undefined }, ReauthFailure>
> {
  return call(
    () => ssoClient().get('whoami'),
    failures,
    (body, response) => {
      if (!isObject<Schemas['SignedIn']>(body) || !isObject<Schemas['User']>(body.user)) {
        return undefined;
      }
      const { email } = body.user;
      if (typeof email !== 'string') return undefined;
      return { email, proofs: readSessionProofs(body.authentication, dateReader(response)) };
    },
    { rereadable: true },
  );
}

export function reauthenticateWithPassword(password: string): Promise<ReauthResult> {
  const json: JsonRequestBody<'reauthenticateWithPassword'> = { password };
  return call(
    () => ssoClient().post('session/reauthenticate/password', { json }),
    failures,
    readAnswer,
  );
}

/** A code from the authenticator app or a recovery code, as `CodeForm` gives it. */
export function reauthenticateWithSecondFactor(proof: SecondFactorProof): Promise<ReauthResult> {
  const json: JsonRequestBody<'reauthenticateWithSecondFactor'> = proof;
  return call(
    () => ssoClient().post('session/reauthenticate/second-factor', { json }),
    failures,
    readAnswer,
  );
}

/** The request for the browser, naming the broker's own passkeys only. */
export function startPasskeyReauthentication(): Promise<
  Result<{ publicKey: Schemas['ReauthenticationCredentialRequestOptions'] }, ReauthFailure>
> {
  return call(
    () => ssoClient().post('session/reauthenticate/passkey/options'),
    failures,
    (body) =>
      isObject<Schemas['PasskeyReauthenticationOptions']>(body) && isObject(body.publicKey)
        ? { publicKey: body.publicKey as Schemas['ReauthenticationCredentialRequestOptions'] }
        : undefined,
  );
}

type Assertion = JsonRequestBody<'reauthenticateWithPasskey'>['credential'];

/** `credential` is the browser's JSON of the assertion, passed on as it is. */
export function reauthenticateWithPasskey(
  credential: Record<string, unknown>,
): Promise<ReauthResult> {
  const json: JsonRequestBody<'reauthenticateWithPasskey'> = {
    credential: credential as unknown as Assertion,
  };
  return call(
    () => ssoClient().post('session/reauthenticate/passkey', { json }),
    failures,
    readAnswer,
  );
}

/** What a code may be refused for; the rest of `ReauthFailure` is not a code's. */
type CodeProofFailure = Extract<
  ReauthFailure,
  {
    readonly kind:
      | 'unauthenticated'
      | 'no_authenticator'
      | WrongCodeFailure['kind']
      | CallFailure['kind'];
  }
>;

const codeRefusals: ReadonlySet<string> = new Set([
  'unauthenticated',
  'no_authenticator',
  'invalid_code',
  'too_many_codes',
  'codes_blocked',
  'invalid_request',
  'forbidden',
  'offline',
  'timeout',
  'unavailable',
  'malformed',
]);

/** `reauthenticateWithSecondFactor` as the code form reads it. */
export async function reauthenticateWithCode(
  proof: SecondFactorProof,
): Promise<Result<object, CodeProofFailure>> {
  const result = await reauthenticateWithSecondFactor(proof);
  if (result.ok || codeRefusals.has(result.failure.kind)) {
    return result as Result<object, CodeProofFailure>;
  }
  return { ok: false, failure: { kind: 'malformed' } };
}
