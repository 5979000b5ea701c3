// @ts-check
/**
 * The company providers the sign-in page offers (env-variables.js, `companySignInVariable`),
 * checked by the build, which refuses to ship a bad list (rsbuild.config.ts). Their buttons are
 * in the prerendered sign-in page, so the list is fixed when the portal is built, and the page
 * only reads what the build let through (company-providers.ts), carrying none of these rules.
 * A deployment's `config.json` cannot change it: its page would paint one list of buttons and
 * hydrate another.
 */
import { companySignInVariable } from './env-variables.js';
import { ConfigError } from './parse-config.js';

/** @typedef {'microsoft' | 'google'} CompanyProviderKind */

/**
 * @typedef {object} CompanyProvider
 * @property {string} id The SSO's id of the provider (`/api/sso/federation/<id>/start`).
 * @property {CompanyProviderKind} kind Which company accounts it signs in, and so its mark.
 * @property {string} name The name on its button, the same in every language.
 */

/** The kinds of provider the contract names (`FederationProvider.kind`), with their names. */
const kindNames = /** @type {const} */ ({ microsoft: 'Microsoft', google: 'Google' });

// As the contract writes a provider's id (`FederationProviderId`).
const idPattern = /^[a-z][a-z0-9-]{0,31}$/;

/**
 * @param {string} kind
 * @returns {kind is CompanyProviderKind}
 */
function isKind(kind) {
  return Object.hasOwn(kindNames, kind);
}

/**
 * The providers to offer, in order: each entry of the comma-separated list is a kind the SSO
 * uses as its id (`microsoft`, `google`), or `<id>:<kind>` for another id. Unset or empty: none.
 * Throws a ConfigError when an entry is not one of those or names an id twice.
 *
 * @param {import('./env-variables.js').EnvSource} env
 * @returns {readonly CompanyProvider[]}
 */
export function parseCompanySignIn(env) {
  const value = env[companySignInVariable]?.trim();
  if (!value) return [];
  /** @type {CompanyProvider[]} */
  const providers = [];
  for (const entry of value.split(',').map((part) => part.trim())) {
    const [id = '', kind = id, extra] = entry.split(':');
    if (
      extra !== undefined ||
      !idPattern.test(id) ||
      !isKind(kind) ||
      providers.some((p) => p.id === id)
    ) {
      throw new ConfigError([
        {
          variable: companySignInVariable,
          problem: 'malformed',
          expected:
            'a comma-separated list of providers, each "microsoft", "google" or "<id>:<kind>", such as "microsoft,google"',
        },
      ]);
    }
    providers.push({ id, kind, name: kindNames[kind] });
  }
  return providers;
}
