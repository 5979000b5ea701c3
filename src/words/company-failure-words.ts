import type { CompanyAccountsFailure } from '../api/company-accounts';
import type { CompanySignInFailure } from '../api/company-sign-in';
import type { Schemas } from '../api/contract-types';
import type { companyEn } from '../i18n/company-messages-en';

/**
 * What the portal says when a company sign-in fails, and when linking or unlinking a company
 * account does: one table per kind, so each code the contract names has words, and the
 * compiler flags a new one without them. Each says what happened and what to do.
 */

type CompanyKey = keyof typeof companyEn;

/** Why a company sign-in came back to `/login?federation_error=` (`FederationFailure`). */
export type CompanySignInFailureCode = Schemas['FederationFailure'];

const signInFailures: Readonly<Record<CompanySignInFailureCode, CompanyKey>> = {
  cancelled: 'companyFailure.cancelled',
  state_missing: 'companyFailure.stateMissing',
  state_expired: 'companyFailure.stateExpired',
  state_mismatch: 'companyFailure.stateMismatch',
  code_reused: 'companyFailure.codeReused',
  provider_unavailable: 'companyFailure.providerUnavailable',
  provider_error: 'companyFailure.providerError',
  issuer_mismatch: 'companyFailure.issuerMismatch',
  email_unverified: 'companyFailure.emailUnverified',
  unknown_account: 'companyFailure.unknownAccount',
  wrong_provider: 'companyFailure.wrongProvider',
  too_many_starts: 'companyFailure.tooManyStarts',
};

export function isCompanySignInFailureCode(code: string): code is CompanySignInFailureCode {
  return Object.hasOwn(signInFailures, code);
}

/**
 * The words for `federation_error=<code>`; a code this portal does not know (a newer SSO's)
 * gets the general ones.
 */
export function companySignInFailureMessage(code: string): CompanyKey {
  return isCompanySignInFailureCode(code) ? signInFailures[code] : 'companyFailure.other';
}

/** Why linking the waiting company account after a sign-in did not link it. */
export function companyLinkFailureMessage(failure: CompanySignInFailure): CompanyKey {
  switch (failure.kind) {
    case 'federation_email_mismatch':
      return 'companyLink.emailMismatch';
    case 'federation_already_linked':
      return 'companyLink.alreadyLinked';
    case 'not_found':
      return 'companyLink.expired';
    default:
      // No connection, the SSO down, or a sign-in it no longer counts as recent: the broker is
      // signed in all the same, and links the account with the next company sign-in.
      return 'companyLink.failed';
  }
}

/** Why a company account was not unlinked, for the kinds the section does not act on itself. */
export function companyUnlinkFailureMessage(failure: CompanyAccountsFailure): CompanyKey {
  if (failure.kind === 'last_way_in') return 'companyAccounts.lastWayIn';
  if (failure.kind === 'not_found') return 'companyAccounts.gone';
  return 'companyAccounts.refused';
}
