// @ts-check
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPlainObject } from '../http/json-body.js';

/**
 * Which company providers the SSO signs in with, and which email domains belong to a company
 * that signs in with one (dev-server/README.md, "Company sign-in"): `data/federation.json`
 * unless told another file (`SSO_FEDERATION_FILE`) or given them as options. The local
 * identity provider (identity-provider/) reads the same file for its clients.
 */

export const defaultFederationFile = join(
  dirname(fileURLToPath(import.meta.url)),
  '../data/federation.json',
);

/** @typedef {'microsoft' | 'google'} ProviderKind */

/**
 * @typedef {object} FederationProvider
 * @property {string} id Its name in the API's paths (`/api/sso/federation/<id>/start`).
 * @property {ProviderKind} kind
 * @property {string} name The name on the sign-in page's button.
 * @property {string} issuer Its issuer identifier, where its discovery document is.
 * @property {string} clientId The SSO's client id at the provider.
 * @property {string} clientSecret The SSO's client secret there.
 */

/**
 * @typedef {object} CompanyDomain
 * @property {string} domain Lower case.
 * @property {string} provider A provider's id.
 * @property {boolean} required Only that provider signs the domain's accounts in.
 */

/** @typedef {{ providers: FederationProvider[], domains: CompanyDomain[] }} FederationSettings */

const providerIdPattern = /^[a-z][a-z0-9-]{0,31}$/;
const kinds = ['microsoft', 'google'];
const reservedIds = ['providers', 'discovery', 'pending', 'link', 'links'];

/**
 * Checks providers and domains, failing with the entry at fault.
 *
 * @param {unknown} value
 * @param {string} where What to name in a failure: a file, or `federation`.
 * @returns {FederationSettings}
 */
export function checkFederationSettings(value, where) {
  /** @param {string} problem */
  const fail = (problem) => new Error(`${where}: ${problem}`);
  if (!isPlainObject(value)) throw fail('expected an object with providers and domains');
  const { providers = [], domains = [] } = value;
  if (!Array.isArray(providers) || !Array.isArray(domains)) {
    throw fail('providers and domains must be arrays');
  }
  /** @type {Set<string>} */
  const ids = new Set();
  const checkedProviders = providers.map((entry, index) => {
    const at = `providers[${index}]`;
    if (!isPlainObject(entry)) throw fail(`${at} must be an object`);
    const { id, kind, name, issuer, clientId, clientSecret } = entry;
    if (typeof id !== 'string' || !providerIdPattern.test(id) || ids.has(id)) {
      throw fail(`${at}.id must be a unique id such as "google"`);
    }
    // The API's own path segments under /api/sso/federation/ cannot name a provider.
    if (reservedIds.includes(id)) throw fail(`${at}.id cannot be ${reservedIds.join(', ')}`);
    ids.add(id);
    if (typeof kind !== 'string' || !kinds.includes(kind)) {
      throw fail(`${at}.kind must be one of ${kinds.join(', ')}`);
    }
    if (typeof name !== 'string' || !name.trim()) throw fail(`${at}.name must be a name`);
    if (typeof issuer !== 'string' || !URL.canParse(issuer) || !/^https?:/.test(issuer)) {
      throw fail(`${at}.issuer must be an http(s) URL`);
    }
    if (typeof clientId !== 'string' || !clientId || typeof clientSecret !== 'string') {
      throw fail(`${at} needs a clientId and a clientSecret`);
    }
    return /** @type {FederationProvider} */ ({ id, kind, name, issuer, clientId, clientSecret });
  });
  const checkedDomains = domains.map((entry, index) => {
    const at = `domains[${index}]`;
    if (!isPlainObject(entry)) throw fail(`${at} must be an object`);
    const { domain, provider, required } = entry;
    if (typeof domain !== 'string' || !/^[a-z0-9.-]+\.[a-z0-9-]+$/i.test(domain)) {
      throw fail(`${at}.domain must be a domain name`);
    }
    if (typeof provider !== 'string' || !ids.has(provider)) {
      throw fail(`${at}.provider must be the id of one of the providers`);
    }
    if (typeof required !== 'boolean') throw fail(`${at}.required must be true or false`);
    return { domain: domain.toLowerCase(), provider, required };
  });
  return { providers: checkedProviders, domains: checkedDomains };
}

/**
 * @param {string} [file]
 * @returns {FederationSettings}
 */
export function loadFederationSettings(file = defaultFederationFile) {
  /** @type {unknown} */
  let data;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `Cannot read the federation file ${file}: ${/** @type {Error} */ (error).message}`,
    );
  }
  return checkFederationSettings(data, `Federation file ${file}`);
}
