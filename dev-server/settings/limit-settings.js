// @ts-check
import { companyStartWindowMinutes } from '../../src/config/company-start-limit.js';
import { ceremonyCapacity } from '../passkeys/relying-party.js';

/**
 * The rows of the setting table (setting-table.js) that limit attempts. Most are set by tests
 * only: a browser test signs in from one address many times, and a flood past a capacity is
 * quicker to send when the capacity is small. What each limit does is documented with its
 * option (`LimitOptions`), and what the service runs with once they are resolved
 * (`ResolvedLimits`, service-options.js).
 */

/** @typedef {import('./setting-table.js').Setting} Setting */

/**
 * @typedef {object} LimitOptions
 * @property {{ maxAttempts?: number, windowSeconds?: number }} [loginRateLimit] Per client
 *   address; defaults to 20 attempts per 60 seconds.
 * @property {{ threshold?: number, lockSeconds?: number, maxLockSeconds?: number,
 *   ceiling?: number }} [lockout] Wrong passwords in a row, per email; defaults to a lock every
 *   5th, 15 minutes doubling up to a day, and a ceiling of 100.
 * @property {{ threshold?: number, lockSeconds?: number, maxLockSeconds?: number,
 *   ceiling?: number }} [secondFactorLockout] Wrong codes in a row, per account (at sign-in and
 *   within a session alike): every 5th locks, for 15 minutes the first time and twice as
 *   long each time after, a day at most; after 100, codes from the authenticator are refused
 *   and only a recovery code helps.
 * @property {{ perAddress?: number, perAddressAndEmail?: number, perEmail?: number,
 *   windowSeconds?: number }} [accountRequestLimit] Password-reset and sign-up requests, per
 *   window (15 minutes): per client address (answered 429 beyond it; 10 by default); messages
 *   to one email caused from one address (3) and from all addresses together (15). A request
 *   beyond a message limit is answered as usual but sends nothing.
 * @property {{ perAddress?: number, windowSeconds?: number, waitingPerAddress?: number,
 *   waiting?: number }} [passkeySignInLimit] Passkey sign-ins started
 *   (`startPasskeySignIn`): per client address and window (60 per 60 seconds; 429 beyond),
 *   and attempts kept waiting for their passkey, per address (300, a new one past that ending
 *   the same address's oldest) and in all (10,000, the oldest going first).
 * @property {{ perAddress?: number, windowSeconds?: number, waitingPerAddress?: number,
 *   waiting?: number }} [federationStartLimit] Company sign-ins started
 *   (`startFederatedSignIn`): per client address and window, all providers together (100 per
 *   10 minutes, the window the sign-in page's words name: src/config/company-start-limit.js;
 *   beyond, the browser is sent to `/login?federation_error=too_many_starts`), and sign-ins
 *   kept under way, per address and provider (100, a new one past that ending the same
 *   address's oldest with that provider) and per provider (10,000, the oldest going first).
 * @property {{ perAccount?: number, perAddress?: number, windowSeconds?: number }}
 *   [personalDataRequestLimit] Requests about personal data (`makePersonalDataRequest`): per
 *   account (3) and per client address (10) per window (24 hours); 429 beyond either.
 */

/**
 * @typedef {object} ResolvedLimits
 * @property {{ maxAttempts: number, windowMs: number }} loginRateLimit
 * @property {import('../sign-in/failure-streaks.js').StreakPolicy} lockout
 * @property {import('../second-factor/code-lockout.js').CodeLockoutPolicy} secondFactorLockout
 * @property {{ perAddress: number, perAddressAndEmail: number, perEmail: number,
 *   windowMs: number }} accountRequestLimit
 * @property {{ perAddress: number, windowMs: number, waitingPerAddress: number,
 *   waiting: number }} passkeySignInLimit
 * @property {StartLimit} federationStartLimit
 * @property {{ perAccount: number, perAddress: number, windowMs: number }}
 *   personalDataRequestLimit
 */

/**
 * @typedef {object} StartLimit Starts per client address, and what is kept under way.
 * @property {number} perAddress Starts per window.
 * @property {number} windowMs
 * @property {number} waitingPerAddress Kept per address (and provider, for company sign-ins).
 * @property {number} waiting Kept in all (per provider, for company sign-ins).
 */

/**

/**
 * @param {string} path
 * @param {number} value
 * @returns {Setting}
 */
const testsOnly = (path, value) => ({ path, type: 'number', default: value });

/** @type {Setting[]} Attempts per address, and wrong passwords and codes in a row. */
export const loginLimitSettings = [
  {
    path: 'loginRateLimit.maxAttempts',
    env: 'SSO_LOGIN_RATE_LIMIT',
    type: 'number',
    default: 20,
    about: 'login attempts per client address per window',
  },
  {
    path: 'loginRateLimit.windowSeconds',
    env: 'SSO_LOGIN_RATE_WINDOW_SECONDS',
    type: 'number',
    default: 60,
    about: 'length of that window',
  },
  // Wrong passwords, and wrong second-factor codes, each have a lock of their own: every
  // `threshold`th in a row starts one, doubling from `lockSeconds` up to `maxLockSeconds`;
  // `ceiling` is NIST SP 800-63B-4's limit on consecutive failures.
  {
    path: 'lockout.threshold',
    env: 'SSO_LOCKOUT_THRESHOLD',
    type: 'number',
    default: 5,
    about: 'wrong passwords in a row for an email that start each lock',
  },
  {
    path: 'lockout.lockSeconds',
    env: 'SSO_LOCKOUT_SECONDS',
    type: 'number',
    default: 15 * 60,
    about: 'how long the first of those locks lasts; each later one lasts twice as long',
  },
  {
    path: 'lockout.maxLockSeconds',
    env: 'SSO_LOCKOUT_MAX_SECONDS',
    type: 'number',
    default: 24 * 60 * 60,
    about: 'the longest a lock of wrong passwords lasts',
  },
  {
    path: 'lockout.ceiling',
    env: 'SSO_LOCKOUT_CEILING',
    type: 'number',
    default: 100,
    about: 'wrong passwords in a row after which only a password reset opens the account',
  },
  {
    path: 'secondFactorLockout.threshold',
    env: 'SSO_CODE_LOCKOUT_THRESHOLD',
    type: 'number',
    default: 5,
    about: 'wrong second-factor codes in a row that start each lock',
  },
  {
    path: 'secondFactorLockout.lockSeconds',
    env: 'SSO_CODE_LOCKOUT_SECONDS',
    type: 'number',
    default: 15 * 60,
    about: 'how long the first of those locks lasts; each later one lasts twice as long',
  },
  {
    path: 'secondFactorLockout.maxLockSeconds',
    env: 'SSO_CODE_LOCKOUT_MAX_SECONDS',
    type: 'number',
    default: 24 * 60 * 60,
    about: 'the longest a lock of wrong codes lasts',
  },
  {
    path: 'secondFactorLockout.ceiling',
    env: 'SSO_CODE_LOCKOUT_CEILING',
    type: 'number',
    default: 100,
    about: 'wrong codes in a row after which only a recovery code opens the account',
  },
];

/** @type {Setting[]} */
export const testOnlyLimitSettings = [
  // README: "Limits per 15 minutes".
  testsOnly('accountRequestLimit.perAddress', 10),
  testsOnly('accountRequestLimit.perAddressAndEmail', 3),
  testsOnly('accountRequestLimit.perEmail', 15),
  testsOnly('accountRequestLimit.windowSeconds', 15 * 60),
  // The contract's startPasskeySignIn, "Limits per client address".
  testsOnly('passkeySignInLimit.perAddress', 60),
  testsOnly('passkeySignInLimit.windowSeconds', 60),
  testsOnly('passkeySignInLimit.waitingPerAddress', 300),
  testsOnly('passkeySignInLimit.waiting', ceremonyCapacity),
  // The contract's startFederatedSignIn; the window is the one the sign-in page's words name.
  testsOnly('federationStartLimit.perAddress', 100),
  testsOnly('federationStartLimit.windowSeconds', companyStartWindowMinutes * 60),
  testsOnly('federationStartLimit.waitingPerAddress', 100),
  testsOnly('federationStartLimit.waiting', 10_000),
  // The contract's makePersonalDataRequest.
  testsOnly('personalDataRequestLimit.perAccount', 3),
  testsOnly('personalDataRequestLimit.perAddress', 10),
  testsOnly('personalDataRequestLimit.windowSeconds', 24 * 60 * 60),
];
