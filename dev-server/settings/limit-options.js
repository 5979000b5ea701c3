// @ts-check

/**
 * The options that limit attempts, each documented where it is declared, and what the service
 * runs with once they are resolved (service-options.js takes the rest). Their numbers'
 * defaults and ranges are in number-options.js. Most are set by tests only: a browser test
 * signs in from one address many times, and a flood past a capacity is quicker to send when
 * the capacity is small.
 */

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
 */

/**
 * @typedef {object} StartLimit Starts per client address, and what is kept under way.
 * @property {number} perAddress Starts per window.
 * @property {number} windowMs
 * @property {number} waitingPerAddress Kept per address (and provider, for company sign-ins).
 * @property {number} waiting Kept in all (per provider, for company sign-ins).
 */

/**
 * @param {ReturnType<typeof import('./number-options.js').numberReader>} read
 * @returns {ResolvedLimits}
 */
export function resolveLimits({ number, seconds }) {
  /** @param {'passkeySignInLimit' | 'federationStartLimit'} name */
  const startLimit = (name) => ({
    perAddress: number(`${name}.perAddress`),
    windowMs: seconds(`${name}.windowSeconds`),
    waitingPerAddress: number(`${name}.waitingPerAddress`),
    waiting: number(`${name}.waiting`),
  });
  return {
    loginRateLimit: {
      maxAttempts: number('loginRateLimit.maxAttempts'),
      windowMs: seconds('loginRateLimit.windowSeconds'),
    },
    lockout: {
      threshold: number('lockout.threshold'),
      lockMs: seconds('lockout.lockSeconds'),
      maxLockMs: seconds('lockout.maxLockSeconds'),
      ceiling: number('lockout.ceiling'),
    },
    secondFactorLockout: {
      threshold: number('secondFactorLockout.threshold'),
      lockMs: seconds('secondFactorLockout.lockSeconds'),
      maxLockMs: seconds('secondFactorLockout.maxLockSeconds'),
      ceiling: number('secondFactorLockout.ceiling'),
    },
    accountRequestLimit: {
      perAddress: number('accountRequestLimit.perAddress'),
      perAddressAndEmail: number('accountRequestLimit.perAddressAndEmail'),
      perEmail: number('accountRequestLimit.perEmail'),
      windowMs: seconds('accountRequestLimit.windowSeconds'),
    },
    passkeySignInLimit: startLimit('passkeySignInLimit'),
    federationStartLimit: startLimit('federationStartLimit'),
  };
}
