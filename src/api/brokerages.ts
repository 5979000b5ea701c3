import { type CallFailure, callFailures, type FailureTable, readFailure } from './answer-reader';
import { texts } from './brokerage-memberships';
import type { JsonRequestBody, Schemas } from './contract-types';
import { readJson } from './request-failure';
import { sendRequest } from './send-request';
import { readSignedIn, ssoClient } from './sso-calls';
import { isObject, type SignedIn } from './sso-responses';

/**
 * `chooseBrokerage` (docs/openapi.yaml, "Brokerages", since 1.25.0): choosing after sign-in
 * and switching from the main screen are one call, made here for both.
 */

export type ChooseBrokerageFailure =
  | { readonly kind: 'unauthenticated' }
  | { readonly kind: 'brokerage_not_found' }
  /** What the session has not proved and the brokerage requires: only that is to be asked. */
  | { readonly kind: 'brokerage_proof_required'; readonly requires: readonly string[] }
  | CallFailure;

export type ChooseBrokerageResult =
  | { readonly ok: true; readonly signedIn: SignedIn }
  | { readonly ok: false; readonly failure: ChooseBrokerageFailure };

const failures: FailureTable<ChooseBrokerageFailure> = {
  ...callFailures,
  401: { kind: 'unauthenticated' },
  404: { codes: { brokerage_not_found: { kind: 'brokerage_not_found' } } },
};

/** What a 403 `brokerage_proof_required` names as missing (`BrokerageProofRequiredError`). */
function requiredOf(body: unknown): readonly string[] | undefined {
  if (!isObject<Schemas['BrokerageProofRequiredError']>(body) || !isObject(body.error)) {
    return undefined;
  }
  const { code, requires } = body.error as { code?: unknown; requires?: unknown };
  if (code !== 'brokerage_proof_required' || !texts(requires) || requires.length === 0) {
    return undefined;
  }
  return requires;
}

/**
 * The session acts for `brokerageId` from now on, for every application of the suite; the
 * answer is whoami's, with that brokerage's applications. No password is sent: a brokerage
 * that requires more than the session proved answers what is missing, and nothing changes.
 */
export async function chooseBrokerage(brokerageId: string): Promise<ChooseBrokerageResult> {
  const json: JsonRequestBody<'chooseBrokerage'> = { brokerageId };
  const response = await sendRequest(() => ssoClient().put('session/brokerage', { json }));
  if (typeof response === 'string') return { ok: false, failure: { kind: response } };
  const body = await readJson(response);
  if (response.ok) {
    const signedIn = readSignedIn(body, response);
    return signedIn ? { ok: true, signedIn } : { ok: false, failure: { kind: 'malformed' } };
  }
  const requires = response.status === 403 ? requiredOf(body) : undefined;
  if (requires) return { ok: false, failure: { kind: 'brokerage_proof_required', requires } };
  return { ok: false, failure: readFailure(response, body, failures) };
}
