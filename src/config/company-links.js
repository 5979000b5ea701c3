// @ts-check
/**
 * The company's pages every page links to at its foot (env-variables.js, `linkVariables`),
 * checked by the build, which refuses to ship a bad one (rsbuild.config.ts). They are fixed
 * at build time, so the page only reads what the build let through (config.ts) and carries
 * none of these rules.
 */
import { linkVariables } from './env-variables.js';
import { ConfigError, isHttpUrl } from './parse-config.js';

/** @typedef {import('./env-variables.js').PortalLinkName} PortalLinkName */
/** @typedef {Readonly<Partial<Record<PortalLinkName, string>>>} CompanyLinks */

// One address and nothing else: headers such as `?body=` would put words in the broker's mouth.
/** @param {string} value */
function isMailto(value) {
  return /^mailto:[^\s?#@/]+@[^\s?#@/]+\.[^\s?#@/]+$/i.test(value);
}

/**
 * The links that are set, each an http(s) URL, or for support also a `mailto:` address;
 * throws a ConfigError naming every bad one.
 *
 * @param {import('./env-variables.js').EnvSource} env
 * @returns {CompanyLinks}
 */
export function parseCompanyLinks(env) {
  /** @type {import('./parse-config.js').ConfigProblem[]} */
  const problems = [];
  /** @type {Partial<Record<PortalLinkName, string>>} */
  const links = {};
  for (const [name, variable] of /** @type {[PortalLinkName, string][]} */ (
    Object.entries(linkVariables)
  )) {
    const value = env[variable]?.trim();
    if (!value) continue;
    const valid = isHttpUrl(value) || (name === 'support' && isMailto(value));
    if (valid) {
      links[name] = isHttpUrl(value) ? new URL(value).href : value;
    } else {
      problems.push({
        variable,
        problem: 'malformed',
        expected:
          name === 'support'
            ? 'an http(s) URL or a "mailto:" address such as "mailto:suporte@gofy.example"'
            : 'an http(s) URL such as "https://gofy.example/privacidade"',
      });
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return links;
}
