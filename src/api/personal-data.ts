import type { FailureTable } from './answer-reader';
import { type CallFailure, call, callFailures, type Result, withWait } from './answer-reader';
import type { JsonRequestBody, Schemas } from './contract-types';
import { parseDateTime } from './server-clock';
import { ssoClient } from './sso-calls';
import { isObject, readEach } from './sso-responses';

/**
 * "Your data" (docs/openapi.yaml, tag `personal-data`, since 1.22.0): what the SSO keeps about
 * the signed-in user (LGPD art. 19), and their requests about it (art. 18).
 */

export type PersonalDataFailure =
  | { readonly kind: 'unauthenticated' }
  /** Too many requests about one's data; `wait` in seconds. */
  | { readonly kind: 'too_many_attempts'; readonly wait: number }
  | CallFailure;

export type PersonalDataResult<Value> = Result<Value, PersonalDataFailure>;

const failures: FailureTable<PersonalDataFailure> = {
  ...callFailures,
  401: { kind: 'unauthenticated' },
  429: withWait('too_many_attempts', 60),
};

/** The contract's `PersonalData`, as the page shows it. */
export type PersonalData = Schemas['PersonalData'];

/**
 * The body as the SSO sent it, for the download (the broker's copy is what the SSO said, not
 * the page's reading of it), and the same body read for the page.
 */
export interface PersonalDataAnswer {
  readonly data: PersonalData;
  readonly text: string;
}

function readPersonalData(body: unknown): PersonalData | undefined {
  if (!isObject<PersonalData>(body)) return undefined;
  const { profile, applications, sessions, passkeys, companyAccounts, secondFactor } = body;
  if (!isObject<PersonalData['profile']>(profile)) return undefined;
  if (typeof profile.email !== 'string' || typeof profile.name !== 'string') return undefined;
  if (!isObject<PersonalData['secondFactor']>(secondFactor)) return undefined;
  if (typeof secondFactor.recoveryCodesLeft !== 'number') return undefined;
  const lists = [applications, sessions, passkeys, companyAccounts, body.activity];
  if (!lists.every((list) => readEach(list, (item) => item ?? undefined))) return undefined;
  return body as PersonalData;
}

export function getPersonalData(): Promise<PersonalDataResult<PersonalDataAnswer>> {
  return call(
    () => ssoClient().get('personal-data'),
    failures,
    (body) => {
      const data = readPersonalData(body);
      return data && { data, text: JSON.stringify(body, null, 2) };
    },
    { rereadable: true },
  );
}

export type DataRequestKind = Schemas['PersonalDataRequestKind'];
export const dataRequestKinds: readonly DataRequestKind[] = ['statement', 'correction', 'deletion'];

/** A request about one's data, with its dates read. */
export interface DataRequest {
  readonly protocol: string;
  readonly kind: DataRequestKind;
  readonly details: string;
  readonly receivedAt: Date;
  readonly dueAt: Date;
  /** Left open: a newer SSO may add states, which the page words generically. */
  readonly state: string;
}

function readDataRequest(value: unknown): DataRequest | undefined {
  if (!isObject<Schemas['PersonalDataRequest']>(value)) return undefined;
  const { protocol, kind, details, state } = value;
  const receivedAt = parseDateTime(value.receivedAt);
  const dueAt = parseDateTime(value.dueAt);
  if (typeof protocol !== 'string' || typeof details !== 'string' || typeof state !== 'string') {
    return undefined;
  }
  if (!dataRequestKinds.includes(kind as DataRequestKind) || !receivedAt || !dueAt) {
    return undefined;
  }
  return { protocol, kind: kind as DataRequestKind, details, receivedAt, dueAt, state };
}

export function listDataRequests(): Promise<
  PersonalDataResult<{ requests: readonly DataRequest[] }>
> {
  return call(
    () => ssoClient().get('personal-data/requests'),
    failures,
    (body) => {
      const list = isObject<Schemas['PersonalDataRequests']>(body) ? body.requests : undefined;
      const requests = readEach(list, readDataRequest);
      return requests && { requests };
    },
    { rereadable: true },
  );
}

export function makeDataRequest(
  request: JsonRequestBody<'makePersonalDataRequest'>,
): Promise<PersonalDataResult<{ request: DataRequest }>> {
  return call(
    () => ssoClient().post('personal-data/requests', { json: request }),
    failures,
    (body) => {
      const made = readDataRequest(body);
      return made && { request: made };
    },
  );
}
