import type { CallFailure, FailureTable, Result } from './answer-reader';
import { call, callFailures } from './answer-reader';
import { type CompanyAccount, readCompanyAccount } from './company-sign-in';
import type { Schemas } from './contract-types';
import { dateReader } from './server-clock';
import { ssoClient } from './sso-calls';
import { isObject, readEach } from './sso-responses';

/**
 * The company accounts linked to the signed-in account, for the security page
 * (docs/openapi.yaml, tag `federation`, since 1.16.0): the list, and unlinking one.
 */

/** A linked company account, and whether unlinking it would be refused as the last way in. */
export type LinkedCompanyAccount = CompanyAccount & { readonly removable: boolean };

export type CompanyAccountsFailure =
  | { readonly kind: 'unauthenticated' }
  /** Unlinking needs a sign-in of the last few minutes. */
  | { readonly kind: 'recent_sign_in_required' }
  /** No company account of that provider is linked (any more). */
  | { readonly kind: 'not_found' }
  /** It is the account's last way in: its domain requires it, or nothing else signs it in. */
  | { readonly kind: 'last_way_in' }
  | CallFailure;

export type CompanyAccountsResult<Value> = Result<Value, CompanyAccountsFailure>;

const failures: FailureTable<CompanyAccountsFailure> = {
  ...callFailures,
  401: { kind: 'unauthenticated' },
  403: {
    codes: { recent_sign_in_required: { kind: 'recent_sign_in_required' } },
    otherwise: { kind: 'forbidden' },
  },
  404: { kind: 'not_found' },
  409: { kind: 'last_way_in' },
};

export function listCompanyAccounts(): Promise<
  CompanyAccountsResult<{ accounts: readonly LinkedCompanyAccount[] }>
> {
  return call(
    () => ssoClient().get('federation/links'),
    failures,
    (body, response) => {
      if (!isObject<Schemas['FederatedAccounts']>(body)) return undefined;
      const readDate = dateReader(response);
      const accounts = readEach(body.links, (value) => {
        const account = readCompanyAccount(value, readDate);
        const removable = isObject<{ removable: boolean }>(value) ? value.removable : undefined;
        return account && typeof removable === 'boolean' ? { ...account, removable } : undefined;
      });
      return accounts && { accounts };
    },
  );
}

export function unlinkCompanyAccount(provider: string): Promise<CompanyAccountsResult<object>> {
  return call(
    () => ssoClient().delete(`federation/links/${encodeURIComponent(provider)}`),
    failures,
  );
}
