import type { CallFailure, FailureTable, Result } from './answer-reader';
import { call, callFailures, ownKinds } from './answer-reader';
import type { Schemas } from './contract-types';
import { dateReader, type ReadDate } from './server-clock';
import { ssoClient } from './sso-calls';
import { isObject, isProviderId } from './sso-responses';

/**
 * The sign-in page's calls about company accounts (docs/openapi.yaml, tag `federation`, since
 * 1.16.0): which provider an email's domain signs in with (identifier first), the company
 * account that came back from its provider and waits for a step of the portal, linking it
 * once the broker has signed in, and forgetting it when they say no. Loaded by the parts of the page that use them, never with its
 * first script. Starting a company sign-in is a link (`company-sign-in-start.ts`); the linked
 * accounts of the security page are `company-accounts.ts`.
 */

/** The domain's provider, if any, and whether only that provider signs its accounts in. */
export interface CompanyDiscovery {
  readonly provider: string | null;
  readonly required: boolean;
}

/** The contract's `PendingFederatedSignIn`, its end on this device's clock. */
export type PendingCompanyAccount = Omit<Schemas['PendingFederatedSignIn'], 'expiresAt'> & {
  readonly expiresAt: Date;
};

/** The contract's `FederatedAccount`, when it was linked on this device's clock. */
export type CompanyAccount = Omit<Schemas['FederatedAccount'], 'linkedAt'> & {
  readonly linkedAt: Date;
};

/** Refusals of linking the page words each in its own way. */
const linkRefusals = [
  'recent_sign_in_required',
  'recent_second_factor_required',
  'federation_email_mismatch',
] as const;

export type CompanySignInFailure =
  | { readonly kind: 'unauthenticated' }
  | { readonly kind: (typeof linkRefusals)[number] }
  /** No company account waits in this browser: none came back, or its 10 minutes are over. */
  | { readonly kind: 'not_found' }
  /** The company account, or this account's of that provider, is linked already. */
  | { readonly kind: 'federation_already_linked' }
  /** Another site started its company sign-in, and the broker has not said to link it. */
  | { readonly kind: 'federation_link_unconfirmed' }
  | CallFailure;

export type CompanySignInResult<Value> = Result<Value, CompanySignInFailure>;

const failures: FailureTable<CompanySignInFailure> = {
  ...callFailures,
  401: { kind: 'unauthenticated' },
  403: { codes: ownKinds(linkRefusals), otherwise: { kind: 'forbidden' } },
  404: { kind: 'not_found' },
  409: {
    codes: ownKinds(['federation_already_linked', 'federation_link_unconfirmed']),
    // An SSO before 1.19.0 named no other conflict.
    otherwise: { kind: 'federation_already_linked' },
  },
};

/** Reads a provider's id as the contract writes it (it goes into paths and words). */
function readProvider(value: unknown): string | undefined {
  return isProviderId(value) ? value : undefined;
}

/** Home-realm discovery: what the SSO says of the domain of `email` (never of an account). */
export function discoverCompanySignIn(
  email: string,
): Promise<CompanySignInResult<{ discovery: CompanyDiscovery }>> {
  return call(
    () => ssoClient().get('federation/discovery', { searchParams: { email } }),
    failures,
    (body) => {
      if (!isObject<Schemas['FederationDiscovery']>(body)) return undefined;
      const { provider, required } = body;
      const known = provider === null ? null : readProvider(provider);
      if (known === undefined || typeof required !== 'boolean') return undefined;
      return { discovery: { provider: known, required } };
    },
  );
}

export function pendingCompanyAccount(): Promise<
  CompanySignInResult<{ pending: PendingCompanyAccount }>
> {
  return call(
    () => ssoClient().get('federation/pending'),
    failures,
    (body, response) => {
      if (!isObject<Schemas['PendingFederatedSignIn']>(body)) return undefined;
      const { kind, email, name } = body;
      const provider = readProvider(body.provider);
      const expiresAt = dateReader(response)(body.expiresAt);
      if (kind !== 'link' && kind !== 'access_request') return undefined;
      if (typeof email !== 'string' || typeof name !== 'string') return undefined;
      if (!provider || !expiresAt) return undefined;
      // An SSO before 1.19.0 does not say: taken as started elsewhere, so the page asks.
      const startedOnPortal = body.startedOnPortal === true;
      return { pending: { kind, provider, email, name, expiresAt, startedOnPortal } };
    },
  );
}

/** Reads one linked company account. */
export function readCompanyAccount(value: unknown, readDate: ReadDate): CompanyAccount | undefined {
  if (!isObject<Schemas['FederatedAccount']>(value)) return undefined;
  const provider = readProvider(value.provider);
  const linkedAt = readDate(value.linkedAt);
  if (!provider || typeof value.email !== 'string' || !linkedAt) return undefined;
  return { provider, email: value.email, linkedAt };
}

/**
 * Links the company account waiting in this browser to the account just signed in.
 * `confirmed`: the broker said so on this page, which a company sign-in another site started
 * needs (`startedOnPortal: false`).
 */
export function linkCompanyAccount(
  confirmed: boolean,
): Promise<CompanySignInResult<{ account: CompanyAccount }>> {
  const body: Schemas['FederationLinkRequest'] = { confirmed };
  return call(
    () => ssoClient().post('federation/link', { json: body }),
    failures,
    (body, response) => {
      const account = readCompanyAccount(body, dateReader(response));
      return account && { account };
    },
  );
}

/** The broker's "Not now": the company account waiting in this browser is forgotten. */
export function forgetPendingCompanyAccount(): Promise<CompanySignInResult<object>> {
  return call(() => ssoClient().delete('federation/pending'), failures);
}
