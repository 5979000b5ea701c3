// @ts-check
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseAllowedOrigins } from '../http/csrf.js';
import { tourStates } from '../suite-services/tourist.js';
import { describeRange, isInRange, numberOptions } from './number-options.js';

/**
 * @typedef {object} ServiceSettings
 * @property {number} port
 * @property {string} host
 * @property {import('./service-options.js').SsoServiceOptions} options
 */

const numberRules = /** @type {[string, import('./number-options.js').NumberRule][]} */ (
  Object.entries(numberOptions)
);

export class SettingsError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(problems.join('\n'));
    this.name = 'SettingsError';
  }
}

/**
 * Sets the option at a dotted path (`lockout.threshold`), making the objects on the way.
 *
 * @param {import('./service-options.js').SsoServiceOptions} options
 * @param {string} path
 * @param {number} value
 */
function setOption(options, path, value) {
  const keys = path.split('.');
  const last = /** @type {string} */ (keys.pop());
  /** @type {Record<string, any>} */
  let node = options;
  for (const key of keys) {
    node[key] ??= {};
    node = node[key];
  }
  node[last] = value;
}

/**
 * Reads the command line and environment, reporting every bad value at once.
 *
 * @param {string[]} argv Arguments after the script name.
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {ServiceSettings}
 */
export function readSettings(argv, env) {
  /** @type {string[]} */
  const problems = [];

  /** @type {{ port?: string | undefined, host?: string | undefined, static?: string | undefined }} */
  let args = {};
  try {
    args = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        static: { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (error) {
    problems.push(/** @type {Error} */ (error).message);
  }

  /**
   * A whole number in the rule's range, `undefined` when not given (or wrong: then noted).
   *
   * @param {string} name
   * @param {string | undefined} raw
   * @param {import('./number-options.js').NumberRule} rule
   */
  const wholeNumber = (name, raw, rule) => {
    const text = raw?.trim();
    if (!text) return undefined;
    const value = Number(text);
    if (!/^\d+$/.test(text) || !isInRange(value, rule)) {
      problems.push(`${name} must be ${describeRange(rule, 'whole number')}`);
      return undefined;
    }
    return value;
  };

  const portRule = { zeroAllowed: true, max: 65535 };
  const port =
    wholeNumber('--port', args.port, portRule) ??
    wholeNumber('SSO_SERVICE_PORT', env.SSO_SERVICE_PORT, portRule) ??
    4000;

  /** @type {string[]} */
  let allowedOrigins = [];
  const originList = env.SSO_ALLOWED_ORIGINS?.trim();
  if (originList) {
    try {
      allowedOrigins = parseAllowedOrigins(originList.split(',').filter((entry) => entry.trim()));
    } catch (error) {
      problems.push(`SSO_ALLOWED_ORIGINS: ${/** @type {Error} */ (error).message}`);
    }
  }

  /**
   * @param {string} name
   * @param {string | undefined} raw
   */
  const flag = (name, raw) => {
    const value = raw?.trim();
    if (!value) return undefined;
    if (!['0', '1', 'true', 'false'].includes(value)) {
      problems.push(`${name} must be 1 or 0`);
      return undefined;
    }
    return value === '1' || value === 'true';
  };

  const secureFlag = flag('SSO_COOKIE_SECURE', env.SSO_COOKIE_SECURE);

  /** @type {import('./service-options.js').SsoServiceOptions} */
  const options = { allowedOrigins, cookieSecure: secureFlag ?? false };
  if (env.SSO_USERS_FILE?.trim()) options.usersFile = resolve(env.SSO_USERS_FILE.trim());
  if (args.static) options.staticDir = resolve(args.static);
  const portalUrl = env.SSO_PORTAL_URL?.trim();
  if (portalUrl) {
    try {
      const [origin] = parseAllowedOrigins([portalUrl]);
      if (origin) options.portalUrl = origin;
    } catch (error) {
      problems.push(`SSO_PORTAL_URL: ${/** @type {Error} */ (error).message}`);
    }
  }

  const federationFile = env.SSO_FEDERATION_FILE?.trim();
  const callbackOrigin = env.SSO_FEDERATION_CALLBACK_ORIGIN?.trim();
  if (federationFile || callbackOrigin) {
    options.federation = {};
    if (federationFile) options.federation.file = resolve(federationFile);
    if (callbackOrigin) {
      try {
        const [origin] = parseAllowedOrigins([callbackOrigin]);
        if (origin) options.federation.callbackOrigin = origin;
      } catch (error) {
        problems.push(`SSO_FEDERATION_CALLBACK_ORIGIN: ${/** @type {Error} */ (error).message}`);
      }
    }
  }
  const returnOrigins = env.SSO_RETURN_ORIGINS?.trim();
  if (returnOrigins) {
    try {
      options.returnOrigins = parseAllowedOrigins(
        returnOrigins.split(',').filter((entry) => entry.trim()),
      );
    } catch (error) {
      problems.push(`SSO_RETURN_ORIGINS: ${/** @type {Error} */ (error).message}`);
    }
  }

  const rpId = env.SSO_PASSKEY_RP_ID?.trim();
  const passkeyOrigins = env.SSO_PASSKEY_ORIGINS?.trim();
  if (rpId || passkeyOrigins) {
    options.passkeys = {};
    if (rpId) options.passkeys.rpId = rpId;
    if (passkeyOrigins) {
      try {
        options.passkeys.origins = parseAllowedOrigins(
          passkeyOrigins.split(',').filter((entry) => entry.trim()),
        );
      } catch (error) {
        problems.push(`SSO_PASSKEY_ORIGINS: ${/** @type {Error} */ (error).message}`);
      }
    }
  }

  /**
   * @param {string} prefix `NOTIFICATIONS` or `TOURIST`.
   * @returns {import('../sessions/signed-in-user.js').UpstreamBehaviour | undefined}
   */
  const upstream = (prefix) => {
    const failing = flag(`${prefix}_FAIL`, env[`${prefix}_FAIL`]);
    return failing === undefined ? undefined : { failing };
  };
  const notifications = upstream('NOTIFICATIONS');
  if (notifications) options.notifications = notifications;
  const tourist = upstream('TOURIST');
  const initialText = env.TOURIST_INITIAL_STATE?.trim();
  const initialState = tourStates.find((state) => state === initialText);
  if (initialText && !initialState) {
    problems.push(`TOURIST_INITIAL_STATE must be one of: ${tourStates.join(', ')}`);
  }
  if (tourist || initialState) {
    options.tourist = { ...tourist, ...(initialState ? { initialState } : {}) };
  }

  for (const [path, rule] of numberRules) {
    const name = rule.env;
    if (!name) continue;
    // Past 2^31 no setting makes sense, and the environment is where a typo adds digits.
    const value = wholeNumber(name, env[name], { max: 2 ** 31, ...rule });
    if (value !== undefined) setOption(options, path, value);
  }

  if (problems.length > 0) throw new SettingsError(problems);
  return { port, host: args.host?.trim() || '127.0.0.1', options };
}
