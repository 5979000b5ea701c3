// @ts-check
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseAllowedOrigins } from './csrf.js';
import { tourStates } from './tourist.js';

/**
 * @typedef {object} ServiceSettings
 * @property {number} port
 * @property {string} host
 * @property {import('./app.js').SsoServiceOptions} options
 */

export const usage = `Usage: node dev-server/server.js [--port 4000] [--host 127.0.0.1] [--static <dir>]

Environment:
  SSO_SERVICE_PORT                port when --port is not given (4000)
  SSO_USERS_FILE                  users file (dev-server/data/demo-users.json)
  SSO_SESSION_TTL_SECONDS         lifetime of every session (12 h; 30 days with "remember me")
  SSO_ALLOWED_ORIGINS             comma-separated origins that may post to the API
  SSO_COOKIE_SECURE               1 to mark the session cookie Secure behind a TLS proxy
  SSO_LOGIN_RATE_LIMIT            login attempts per client address per window (20)
  SSO_LOGIN_RATE_WINDOW_SECONDS   length of that window (60)
  SSO_LOCKOUT_THRESHOLD           consecutive failures that lock an email (5)
  SSO_LOCKOUT_SECONDS             how long the lock lasts (900)
  SSO_PORTAL_URL                  origin that reset links point at (required unless --host is
                                  loopback; without it, links only for a loopback Host)
  SSO_RESET_TOKEN_TTL_SECONDS     how long a password-reset link works (1800)
  POSTAL_CODE_DELAY_MS            delay before each postal-code answer (0)
  NOTIFICATIONS_DELAY_MS          delay before each notifications answer (0)
  NOTIFICATIONS_FAIL              1 to answer every notifications request with 503
  TOURIST_DELAY_MS                delay before each tourist answer (0)
  TOURIST_FAIL                    1 to answer every tourist request with 503
  TOURIST_INITIAL_STATE           every tour's state until a user records one (pending)`;

export class SettingsError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(problems.join('\n'));
    this.name = 'SettingsError';
  }
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
   * @param {string} name
   * @param {string | undefined} raw
   * @param {{ min: number, max?: number }} range
   */
  const integer = (name, raw, range) => {
    if (raw === undefined || raw.trim() === '') return undefined;
    const value = Number(raw);
    if (!/^\d+$/.test(raw.trim()) || value < range.min || value > (range.max ?? 2 ** 31)) {
      problems.push(
        `${name} must be a whole number from ${range.min}${range.max ? ` to ${range.max}` : ''}`,
      );
      return undefined;
    }
    return value;
  };

  const port =
    integer('--port', args.port, { min: 0, max: 65535 }) ??
    integer('SSO_SERVICE_PORT', env.SSO_SERVICE_PORT, { min: 0, max: 65535 }) ??
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

  /** @type {import('./app.js').SsoServiceOptions} */
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
  const resetTtl = integer('SSO_RESET_TOKEN_TTL_SECONDS', env.SSO_RESET_TOKEN_TTL_SECONDS, {
    min: 1,
  });
  if (resetTtl !== undefined) options.resetTokenTtlSeconds = resetTtl;

  const ttl = integer('SSO_SESSION_TTL_SECONDS', env.SSO_SESSION_TTL_SECONDS, { min: 1 });
  if (ttl !== undefined) options.sessionTtlSeconds = ttl;
  const delayMs = integer('POSTAL_CODE_DELAY_MS', env.POSTAL_CODE_DELAY_MS, {
    min: 0,
    max: 120_000,
  });
  if (delayMs !== undefined) options.postalCodeDelayMs = delayMs;

  /**
   * @param {string} prefix `NOTIFICATIONS` or `TOURIST`.
   * @returns {import('./signed-in-user.js').UpstreamBehaviour | undefined}
   */
  const upstream = (prefix) => {
    const upstreamDelayMs = integer(`${prefix}_DELAY_MS`, env[`${prefix}_DELAY_MS`], {
      min: 0,
      max: 120_000,
    });
    const failing = flag(`${prefix}_FAIL`, env[`${prefix}_FAIL`]);
    if (upstreamDelayMs === undefined && failing === undefined) return undefined;
    return {
      ...(upstreamDelayMs !== undefined ? { delayMs: upstreamDelayMs } : {}),
      ...(failing !== undefined ? { failing } : {}),
    };
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

  const maxAttempts = integer('SSO_LOGIN_RATE_LIMIT', env.SSO_LOGIN_RATE_LIMIT, { min: 1 });
  const windowSeconds = integer(
    'SSO_LOGIN_RATE_WINDOW_SECONDS',
    env.SSO_LOGIN_RATE_WINDOW_SECONDS,
    { min: 1 },
  );
  options.loginRateLimit = {
    ...(maxAttempts !== undefined ? { maxAttempts } : {}),
    ...(windowSeconds !== undefined ? { windowSeconds } : {}),
  };
  const threshold = integer('SSO_LOCKOUT_THRESHOLD', env.SSO_LOCKOUT_THRESHOLD, { min: 1 });
  const lockSeconds = integer('SSO_LOCKOUT_SECONDS', env.SSO_LOCKOUT_SECONDS, { min: 1 });
  options.lockout = {
    ...(threshold !== undefined ? { threshold } : {}),
    ...(lockSeconds !== undefined ? { lockSeconds } : {}),
  };

  if (problems.length > 0) throw new SettingsError(problems);
  return { port, host: args.host?.trim() || '127.0.0.1', options };
}
