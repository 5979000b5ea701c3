// @ts-check
/**
 * The rules a configuration must meet, in plain JavaScript with JSDoc types so that the build
 * (rsbuild.config.ts), the page (config.ts) and the deployment tool (deploy/configure.js, Node
 * without a build step) apply the very same ones. What a deployment's `config.json` may change
 * is checked in deploy-overrides.js.
 */

import { ConfigError } from './config-error.js';
import { readDataProtection } from './data-protection.js';
import {
  serviceVariables,
  settingVariables,
  suiteAppVariables,
  uncalledServiceVariables,
} from './env-variables.js';
import { isHttpUrl } from './http-url.js';

/** @typedef {import('./env-variables.js').EnvSource} EnvSource */
/** @typedef {import('./env-variables.js').ServiceName} ServiceName */
/** @typedef {import('./env-variables.js').UncalledServiceName} UncalledServiceName */
/** @typedef {import('./env-variables.js').SuiteAppKey} SuiteAppKey */

/**
 * @typedef {object} PortalConfig
 * @property {string} appName The suite's name as shown to users, `gofy`.
 * @property {string} environment Deployment label (`qa`, `prod`, ...). Anything but `prod` is
 *   shown in the page.
 * @property {number} applicationId The numeric id the SSO API knows this portal by; sent with
 *   every sign-in.
 * @property {Readonly<Record<ServiceName, string> & Partial<Record<UncalledServiceName, string>>>}
 *   services Base URL of each suite service: every one the portal calls, and those it does not
 *   call when they are set. Either absolute (`https://...`) or a path on the portal's own
 *   origin (`/api/sso`), which is how the SSO API is deployed so its cookie is first-party.
 * @property {Readonly<Record<SuiteAppKey, string>>} apps The http(s) URL at which each suite
 *   application opens, for the main screen's cards.
 * @property {readonly string[]} returnOrigins Origins (scheme, host, port) of suite apps a user
 *   may be sent back to after sign-in.
 * @property {string} postalCodeFormat How a postal code is written: `0` stands for a digit,
 *   anything else is typed for the user (`00000-000`, Brazil's CEP, unless configured
 *   otherwise).
 * @property {import('./data-protection.js').DataProtection} dataProtection The controller and
 *   encarregado the "Your data" page names; either `undefined` when the deployment named none.
 */

export { ConfigError } from './config-error.js';

/** @typedef {import('./config-error.js').ConfigProblem} ConfigProblem */

const environmentPattern = /^[a-z][a-z0-9-]{0,19}$/;
// Digits (`0`) and the separators postal codes are written with; a digit first and last, so a
// separator is never typed ahead of the user.
const postalCodeFormatPattern = /^0(?:[0 ./-]{0,14}0)?$/;
export const defaultPostalCodeFormat = '00000-000';
const appNamePattern = /^[\p{L}\p{N} ._-]{1,40}$/u;

export { isHttpUrl };

// A same-origin base must be a plain absolute path: `//host` would silently point elsewhere.
/** @param {string} value */
function isServiceBase(value) {
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\s\\]/.test(value);
  return isHttpUrl(value);
}

/**
 * @param {string} value
 * @returns {string | undefined}
 */
function asOrigin(value) {
  if (!isHttpUrl(value)) return undefined;
  const url = new URL(value);
  // An origin entry with a path would suggest a narrower allow-list than the check enforces.
  if (url.pathname !== '/' || url.search || url.hash) return undefined;
  return url.origin;
}

/**
 * Reads and validates the portal's configuration, reporting every bad variable at once so a
 * deployer fixes the `.env` file in one pass.
 *
 * @param {EnvSource} env
 * @returns {PortalConfig}
 */
export function parseConfig(env) {
  /** @type {ConfigProblem[]} */
  const problems = [];
  /**
   * @param {string} variable
   * @param {string} expected
   * @param {(v: string) => boolean} valid
   */
  const read = (variable, expected, valid) => {
    const value = env[variable]?.trim();
    if (!value) {
      problems.push({ variable, problem: 'missing', expected });
      return '';
    }
    if (!valid(value)) {
      problems.push({ variable, problem: 'malformed', expected });
      return '';
    }
    return value;
  };

  const appName = read(settingVariables.appName, 'a short name such as "gofy"', (v) =>
    appNamePattern.test(v),
  );
  const environment = read(
    settingVariables.environment,
    'a lower-case label such as "qa" or "prod"',
    (v) => environmentPattern.test(v),
  );
  const applicationId = read(
    settingVariables.applicationId,
    'a positive whole number',
    (v) => /^[1-9][0-9]{0,15}$/.test(v) && Number.isSafeInteger(Number(v)),
  );
  const returnOrigins = read(
    settingVariables.returnOrigins,
    'a comma-separated list of http(s) origins such as "https://pipeline.example"',
    (v) => v.split(',').every((entry) => asOrigin(entry.trim()) !== undefined),
  );

  // Optional: most deployments are in Brazil, where the CEP's format is the default.
  const postalCodeFormat = env[settingVariables.postalCodeFormat]?.trim()
    ? read(
        settingVariables.postalCodeFormat,
        'a postal-code mask of 0s for digits and separators such as "00000-000"',
        (v) => postalCodeFormatPattern.test(v),
      )
    : defaultPostalCodeFormat;

  const serviceBase = 'an http(s) URL or an absolute path such as "/api/sso"';
  /** @type {Record<string, string>} */
  const services = {};
  for (const [name, variable] of Object.entries(serviceVariables)) {
    services[name] = read(variable, serviceBase, isServiceBase).replace(/\/+$/, '');
  }
  // Set or not, as a deployment likes; checked when set.
  for (const [name, variable] of Object.entries(uncalledServiceVariables)) {
    if (env[variable]?.trim()) {
      services[name] = read(variable, serviceBase, isServiceBase).replace(/\/+$/, '');
    }
  }

  // The suite's applications live on origins of their own, so only a full URL makes sense.
  const apps = /** @type {Record<SuiteAppKey, string>} */ ({});
  for (const [key, variable] of /** @type {[SuiteAppKey, string][]} */ (
    Object.entries(suiteAppVariables)
  )) {
    const value = read(variable, 'an http(s) URL such as "https://pipeline.example/"', isHttpUrl);
    apps[key] = value ? new URL(value).href : '';
  }

  const dataProtection = readDataProtection(env, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    appName,
    environment,
    applicationId: Number(applicationId),
    services: /** @type {PortalConfig['services']} */ (services),
    apps,
    returnOrigins: returnOrigins
      .split(',')
      .map((entry) => /** @type {string} */ (asOrigin(entry.trim()))),
    postalCodeFormat,
    dataProtection,
  };
}
