// @ts-check
import { sendTooManyAttempts } from '../http/error-answers.js';
import { FailureStreaks } from './failure-streaks.js';

/**
 * Wrong passwords, counted per email in a row until a right one or a completed password reset
 * (failure-streaks.js; contract: `login`, "Lockout" and "Ceiling"). The key is the normalised
 * email whether or not an account has it: locking only real accounts would tell an attacker
 * which exist. At the ceiling the password no longer opens the account until a reset.
 */
export class LoginLockout extends FailureStreaks {}

/**
 * @typedef {object} RateLimitPolicy
 * @property {number} maxAttempts Attempts allowed per window.
 * @property {number} windowMs
 */

/**
 * The client address that per-address limits count against: the socket's peer, which a client
 * cannot choose (a header such as `X-Forwarded-For` it could).
 *
 * @param {import('node:http').IncomingMessage} req
 */
export function clientAddress(req) {
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * Caps login attempts per client address in fixed windows. This stops one machine from trying
 * many emails, which the per-email lockout cannot see.
 */
export class AttemptRateLimiter {
  /** @type {Map<string, { count: number, windowEndsAt: number }>} */
  #windows = new Map();
  #policy;
  #now;

  /** @param {RateLimitPolicy & { now: () => number }} options */
  constructor(options) {
    this.#policy = { maxAttempts: options.maxAttempts, windowMs: options.windowMs };
    this.#now = options.now;
  }

  /**
   * Whether an attempt would go ahead now, without counting one.
   *
   * @param {string} key
   */
  hasRoom(key) {
    const window = this.#windows.get(key);
    return !window || window.windowEndsAt <= this.#now() || window.count < this.#policy.maxAttempts;
  }

  /**
   * Counts an attempt; returns 0 when it may go ahead, else milliseconds until it may.
   *
   * @param {string} key
   */
  take(key) {
    const now = this.#now();
    let window = this.#windows.get(key);
    if (!window || window.windowEndsAt <= now) {
      window = { count: 0, windowEndsAt: now + this.#policy.windowMs };
      this.#windows.set(key, window);
    }
    if (window.count >= this.#policy.maxAttempts) return window.windowEndsAt - now;
    window.count += 1;
    return 0;
  }

  sweep() {
    const now = this.#now();
    for (const [key, window] of this.#windows) {
      if (window.windowEndsAt <= now) this.#windows.delete(key);
    }
  }
}

/**
 * Counts a sign-in attempt (a password, a passkey, a code) against the client address's share
 * of the one limiter they all take from; past it, answers 429 and `false`.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {AttemptRateLimiter} limiter
 */
export function takeSignInAttempt(req, res, limiter) {
  const waitMs = limiter.take(clientAddress(req));
  if (waitMs > 0) sendTooManyAttempts(res, waitMs, 'Too many sign-in attempts. Try again later.');
  return waitMs <= 0;
}
