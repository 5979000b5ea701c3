/**
 * The one reader of a refused answer: how a `Response` and its JSON body become the failure a
 * call reports. Each call module once had its own (six of them), and they drifted: only the
 * sign-in counted a `Retry-After` date from the server's clock. Here the rules every call shares
 * are written once (the error envelope, the wait on the server's clock, what an answer no call
 * expects means), and a call brings only its table: which error codes it knows at which status,
 * as Logto and Clerk keep theirs. A new call copies a module of this folder, never this logic.
 */

import { parseRetryAfter, readJson, type TransportFailure } from './request-failure';
import { type SendOptions, sendRequest } from './send-request';
import { serverClockOffset } from './server-clock';
import { type FieldProblem, parseErrorBody } from './sso-responses';

/**
 * What any SSO call may report besides its own failures: a request the service refused as
 * ill-formed (400) or as sent from another site (403), and what the transport reports.
 */
export type CallFailure =
  | { readonly kind: 'invalid_request' }
  | { readonly kind: 'forbidden' }
  | { readonly kind: TransportFailure };

/** How every SSO call's table begins: the statuses of `CallFailure`, which a table may refine. */
export const callFailures: FailureTable<CallFailure> = {
  400: { kind: 'invalid_request' },
  403: { kind: 'forbidden' },
};

/** A refused answer, as a call's table reads it. */
export interface RefusedAnswer {
  /** The error envelope's code, when the body is one. */
  readonly code: string | undefined;
  readonly attemptsLeft: number | undefined;
  /** The company provider to sign in with instead, when the answer names one. */
  readonly provider: string | undefined;
  readonly fields: readonly FieldProblem[];
  /** The ways a "prove it again" refusal names, strongest first (`RecentProofRequiredError`). */
  readonly reauthenticateWith: readonly string[] | undefined;
  /**
   * Seconds to wait, when the answer says: the body's `retryAfter`, or else `Retry-After`. An
   * HTTP date there is counted from the server's now (its `Date`), not from this device's,
   * which may be hours off.
   */
  readonly wait: number | undefined;
}

/** A failure, or how to make one of the refusal (its wait, its attempts left, its fields). */
export type FailureOf<Failure> = Failure | ((refusal: RefusedAnswer) => Failure);

/** The error codes a call knows at one status, each with its failure. */
export type KnownCodes<Failure> = { readonly [code: string]: FailureOf<Failure> };

/**
 * What one status means to a call: the same failure whatever the code, or a failure per code
 * it knows and `otherwise` for any other (left out: the answer is not the service speaking).
 */
export type StatusEntry<Failure> =
  | FailureOf<Failure>
  | { readonly codes: KnownCodes<Failure>; readonly otherwise?: FailureOf<Failure> };

/**
 * A call's table of failures, by status. A status it does not list is a server's (or a
 * gateway's) trouble from 500 up, and below that an answer that is not the service speaking.
 */
export interface FailureTable<Failure> {
  readonly [status: number]: StatusEntry<Failure>;
  /** Codes that mean the same at whatever status they come with. */
  readonly everyStatus?: KnownCodes<Failure>;
}

/** What an answer no table lists means. */
export function unlistedStatus(status: number): 'unavailable' | 'malformed' {
  return status >= 500 ? 'unavailable' : 'malformed';
}

function failureFrom<Failure>(entry: FailureOf<Failure>, refusal: RefusedAnswer): Failure {
  return typeof entry === 'function'
    ? (entry as (refusal: RefusedAnswer) => Failure)(refusal)
    : entry;
}

/** The failure a refused answer means to the call whose table is `table`. */
export function readFailure<Failure>(
  response: Response,
  body: unknown,
  table: FailureTable<Failure>,
): Failure | { readonly kind: 'unavailable' | 'malformed' } {
  const error = parseErrorBody(body);
  const refusal: RefusedAnswer = {
    code: error?.code,
    attemptsLeft: error?.attemptsLeft,
    provider: error?.provider,
    fields: error?.fields ?? [],
    reauthenticateWith: error?.reauthenticateWith,
    wait:
      error?.retryAfter ??
      parseRetryAfter(
        response.headers.get('retry-after'),
        Date.now() + serverClockOffset(response),
      ),
  };
  const anyStatus = refusal.code === undefined ? undefined : table.everyStatus?.[refusal.code];
  if (anyStatus) return failureFrom(anyStatus, refusal);
  const entry = table[response.status];
  const unlisted = { kind: unlistedStatus(response.status) };
  if (entry === undefined) return unlisted;
  if (typeof entry !== 'object' || entry === null || !('codes' in entry)) {
    return failureFrom(entry, refusal);
  }
  const known = refusal.code === undefined ? undefined : entry.codes[refusal.code];
  const chosen = known ?? entry.otherwise;
  return chosen === undefined ? unlisted : withProofWays(failureFrom(chosen, refusal), refusal);
}

/** A "prove it again" refusal, with the ways it named to prove it. */
export type ProofRefusal = {
  readonly kind: 'recent_sign_in_required' | 'recent_second_factor_required';
  readonly reauthenticateWith?: readonly string[];
};

// Every change that asks for a recent proof is another module's call: the ways are attached
// here, once, so the check opens on them without asking whoami (each table keeps its kinds).
function withProofWays<Failure>(failure: Failure, refusal: RefusedAnswer): Failure {
  const kind = (failure as { readonly kind?: unknown }).kind;
  if (kind !== 'recent_sign_in_required' && kind !== 'recent_second_factor_required') {
    return failure;
  }
  if (refusal.reauthenticateWith === undefined) return failure;
  return { ...failure, reauthenticateWith: refusal.reauthenticateWith };
}

/** `{ kind }` with the attempts left, when the answer counts them. */
export function withAttemptsLeft<Kind extends string>(kind: Kind) {
  return ({
    attemptsLeft,
  }: RefusedAnswer): { readonly kind: Kind; readonly attemptsLeft?: number } =>
    attemptsLeft === undefined ? { kind } : { kind, attemptsLeft };
}

/** `{ kind, wait }`, waiting `otherwise` seconds when the answer does not say. */
export function withWait<Kind extends string>(kind: Kind, otherwise: number) {
  return ({ wait }: RefusedAnswer): { readonly kind: Kind; readonly wait: number } => ({
    kind,
    wait: wait ?? otherwise,
  });
}

/** Codes that are failures of their own, each the kind of its name. */
export function ownKinds<const Code extends string>(
  codes: readonly Code[],
): { readonly [C in Code]: { readonly kind: C } } {
  return Object.fromEntries(codes.map((code) => [code, { kind: code }])) as {
    readonly [C in Code]: { readonly kind: C };
  };
}

export type Result<Value, Failure> =
  | ({ readonly ok: true } & Value)
  | { readonly ok: false; readonly failure: Failure };

/** A result whose failure is its kind alone, as the suite's smaller services report theirs. */
export function kindOnly<Value, Kind>(
  result: Result<Value, { readonly kind: Kind }>,
): Result<Value, Kind> {
  return result.ok ? result : { ok: false, failure: result.failure.kind };
}

/**
 * Sends one call and reads its answer: a refusal by `failures`, a success by `read`, whose
 * `undefined` is a malformed body. Without `read`, the call answers nothing: only a 204 is a
 * success, as the contract says.
 */
export async function call<Value extends object, Failure>(
  request: () => Promise<Response>,
  failures: FailureTable<Failure>,
  read?: (body: unknown, response: Response) => Value | undefined,
  options?: SendOptions,
): Promise<Result<Value, Failure | { readonly kind: TransportFailure }>> {
  const response = await sendRequest(request, options);
  if (typeof response === 'string') return { ok: false, failure: { kind: response } };
  const body = await readJson(response);
  if (!response.ok) return { ok: false, failure: readFailure(response, body, failures) };
  const value = read ? read(body, response) : response.status === 204 ? ({} as Value) : undefined;
  return value ? { ok: true, ...value } : { ok: false, failure: { kind: 'malformed' } };
}

/**
 * The table of a suite service that knows the user by the SSO's session cookie (the tours, the
 * unread count): 401 is a session that has ended.
 */
export const sessionServiceFailures: FailureTable<{ readonly kind: 'signed-out' }> = {
  401: { kind: 'signed-out' },
};
