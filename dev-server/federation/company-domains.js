// @ts-check
import { normalizeEmail } from '../accounts/users.js';

/**
 * Which company signs in a given email, by its domain alone (home-realm discovery): what
 * `discoverFederation` answers, and what refuses a password, a passkey or a reset link for a
 * domain that requires its provider. Never a property of an account, so it reveals none.
 */

/**
 * @param {readonly import('./federation-settings.js').CompanyDomain[]} domains
 */
export function createCompanyDomains(domains) {
  const byDomain = new Map(domains.map((entry) => [entry.domain, entry]));

  /** @param {string} email */
  const domainOf = (email) => {
    const normalized = normalizeEmail(email);
    return normalized.slice(normalized.lastIndexOf('@') + 1);
  };

  return {
    /**
     * @param {string} email
     * @returns {{ provider: string | null, required: boolean }}
     */
    discover(email) {
      const entry = byDomain.get(domainOf(email));
      return entry
        ? { provider: entry.provider, required: entry.required }
        : { provider: null, required: false };
    },
    /**
     * The provider the email's domain requires, or `undefined`.
     *
     * @param {string} email
     */
    requiredProviderOf(email) {
      const entry = byDomain.get(domainOf(email));
      return entry?.required ? entry.provider : undefined;
    },
  };
}

/** @typedef {ReturnType<typeof createCompanyDomains>} CompanyDomains */
