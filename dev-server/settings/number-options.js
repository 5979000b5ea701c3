// @ts-check
import { companyStartWindowMinutes } from '../../src/config/company-start-limit.js';
import { ceremonyCapacity } from '../passkeys/relying-party.js';

/**
 * Every number the service can be given, in one table: its default, its range, and the
 * environment variable that sets it. service-options.js checks what `createSsoService` is
 * passed against it, settings.js reads the environment by it and settings-usage.js lists it,
 * so a range or a default is written once and they cannot drift apart.
 */

/**
 * @typedef {object} NumberRule Above 0, or 0 itself where `zeroAllowed`; at most `max`.
 * @property {number} [default] Taken when the option is not given.
 * @property {boolean} [zeroAllowed]
 * @property {number} [max]
 * @property {string} [env] The environment variable that sets it, in whole numbers.
 * @property {string} [about] What it sets, for the command line's usage text.
 */

/** A delay that makes a service look slow; past two minutes it would only look broken. */
const delay = { default: 0, zeroAllowed: true, max: 120_000 };

/**
 * By the option's path in `SsoServiceOptions`, in the order the usage text lists them.
 *
 * @satisfies {Record<string, NumberRule>}
 */
export const numberOptions = Object.freeze({
  // Without it, 12 hours, or 30 days with "remember me".
  sessionTtlSeconds: {
    env: 'SSO_SESSION_TTL_SECONDS',
    about: 'lifetime of every session (12 h; 30 days with "remember me")',
  },
  // Without it, 24 hours after the sign-in, or 30 days with "remember me".
  sessionAbsoluteTtlSeconds: {
    env: 'SSO_SESSION_MAX_TTL_SECONDS',
    about: 'longest a session lasts, refreshed or not (24 h; 30 days with "remember me")',
  },
  'loginRateLimit.maxAttempts': {
    default: 20,
    env: 'SSO_LOGIN_RATE_LIMIT',
    about: 'login attempts per client address per window',
  },
  'loginRateLimit.windowSeconds': {
    default: 60,
    env: 'SSO_LOGIN_RATE_WINDOW_SECONDS',
    about: 'length of that window',
  },
  'lockout.threshold': {
    default: 5,
    env: 'SSO_LOCKOUT_THRESHOLD',
    about: 'wrong passwords in a row for an email that start each lock',
  },
  'lockout.lockSeconds': {
    default: 15 * 60,
    env: 'SSO_LOCKOUT_SECONDS',
    about: 'how long the first of those locks lasts; each later one lasts twice as long',
  },
  'lockout.maxLockSeconds': {
    default: 24 * 60 * 60,
    env: 'SSO_LOCKOUT_MAX_SECONDS',
    about: 'the longest a lock of wrong passwords lasts',
  },
  // NIST SP 800-63B-4's limit on consecutive failures.
  'lockout.ceiling': {
    default: 100,
    env: 'SSO_LOCKOUT_CEILING',
    about: 'wrong passwords in a row after which only a password reset opens the account',
  },
  // Wrong second-factor codes have a lock of their own, starting with the same defaults.
  'secondFactorLockout.threshold': {
    default: 5,
    env: 'SSO_CODE_LOCKOUT_THRESHOLD',
    about: 'wrong second-factor codes in a row that start each lock',
  },
  'secondFactorLockout.lockSeconds': {
    default: 15 * 60,
    env: 'SSO_CODE_LOCKOUT_SECONDS',
    about: 'how long the first of those locks lasts; each later one lasts twice as long',
  },
  'secondFactorLockout.maxLockSeconds': {
    default: 24 * 60 * 60,
    env: 'SSO_CODE_LOCKOUT_MAX_SECONDS',
    about: 'the longest a lock of wrong codes lasts',
  },
  // NIST SP 800-63B-4's limit on consecutive failures.
  'secondFactorLockout.ceiling': {
    default: 100,
    env: 'SSO_CODE_LOCKOUT_CEILING',
    about: 'wrong codes in a row after which only a recovery code opens the account',
  },
  pendingSignInTtlSeconds: {
    default: 5 * 60,
    env: 'SSO_PENDING_SIGN_IN_SECONDS',
    about: 'how long a sign-in waits for its second factor',
  },
  resetTokenTtlSeconds: {
    default: 30 * 60,
    env: 'SSO_RESET_TOKEN_TTL_SECONDS',
    about: 'how long a password-reset link works',
  },
  // Set by tests only (README: "Limits per 15 minutes").
  'accountRequestLimit.perAddress': { default: 10 },
  'accountRequestLimit.perAddressAndEmail': { default: 3 },
  'accountRequestLimit.perEmail': { default: 15 },
  'accountRequestLimit.windowSeconds': { default: 15 * 60 },
  // Set by tests only (the contract's startPasskeySignIn, "Limits per client address").
  'passkeySignInLimit.perAddress': { default: 60 },
  'passkeySignInLimit.windowSeconds': { default: 60 },
  'passkeySignInLimit.waitingPerAddress': { default: 300 },
  'passkeySignInLimit.waiting': { default: ceremonyCapacity },
  // Set by tests only (the contract's startFederatedSignIn, "Limits per client address"); the
  // window is the one the sign-in page's words name.
  'federationStartLimit.perAddress': { default: 100 },
  'federationStartLimit.windowSeconds': { default: companyStartWindowMinutes * 60 },
  'federationStartLimit.waitingPerAddress': { default: 100 },
  'federationStartLimit.waiting': { default: 10_000 },
  postalCodeDelayMs: {
    ...delay,
    env: 'POSTAL_CODE_DELAY_MS',
    about: 'delay before each postal-code answer',
  },
  'notifications.delayMs': {
    ...delay,
    env: 'NOTIFICATIONS_DELAY_MS',
    about: 'delay before each notifications answer',
  },
  'tourist.delayMs': {
    ...delay,
    env: 'TOURIST_DELAY_MS',
    about: 'delay before each tourist answer',
  },
});

/** @typedef {keyof typeof numberOptions} NumberOption */

/**
 * The value at a dotted path (`lockout.threshold`) of the options.
 *
 * @param {object} options
 * @param {string} path
 * @returns {unknown}
 */
function valueAt(options, path) {
  /** @type {unknown} */
  let node = options;
  for (const key of path.split('.')) {
    node = typeof node === 'object' && node !== null ? /** @type {any} */ (node)[key] : undefined;
  }
  return node;
}

/**
 * Reads the number options of `createSsoService`'s options (`SsoServiceOptions`): `number`
 * as given, or its default, failing with the option's name when out of its range; `seconds`,
 * the same in milliseconds.
 *
 * @param {object} options
 */
export function numberReader(options) {
  /** @param {NumberOption} path */
  const number = (path) => {
    /** @type {NumberRule} */
    const rule = numberOptions[path];
    const value = valueAt(options, path);
    if (value === undefined) return /** @type {number} */ (rule.default);
    if (typeof value !== 'number' || !isInRange(value, rule)) {
      throw new Error(`${path} must be ${describeRange(rule)}`);
    }
    return value;
  };
  /** @param {NumberOption} path */
  const seconds = (path) => number(path) * 1000;
  return { number, seconds };
}

/**
 * Whether a value is in a rule's range. Tests pass fractions (a session of half a second);
 * the environment takes whole numbers only, which settings.js checks first.
 *
 * @param {number} value
 * @param {NumberRule} rule
 */
export function isInRange(value, rule) {
  return (
    Number.isFinite(value) &&
    (rule.zeroAllowed ? value >= 0 : value > 0) &&
    (rule.max === undefined || value <= rule.max)
  );
}

/**
 * A rule's range for a message: "a positive number", "a number from 0 up to 120000".
 *
 * @param {NumberRule} rule
 * @param {string} [kind] `number`, or `whole number` for the environment.
 */
export function describeRange(rule, kind = 'number') {
  const lowest = rule.zeroAllowed ? `a ${kind} from 0` : `a positive ${kind}`;
  return rule.max === undefined ? lowest : `${lowest} up to ${rule.max}`;
}
