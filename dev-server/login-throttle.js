// @ts-check

/**
 * @typedef {object} LockoutPolicy
 * @property {number} threshold Consecutive failures that lock an email.
 * @property {number} lockMs How long the lock lasts; also how long a streak of failures is
 *   remembered without a new one.
 */

/**
 * Locks an email after repeated wrong passwords. The key is the normalised email whether or
 * not an account has it: locking only real accounts would tell an attacker which exist.
 */
export class LoginLockout {
  /** @type {Map<string, { failures: number, lastFailureAt: number, lockedUntil: number }>} */
  #entries = new Map();
  #policy;
  #now;

  /** @param {LockoutPolicy & { now: () => number }} options */
  constructor(options) {
    this.#policy = { threshold: options.threshold, lockMs: options.lockMs };
    this.#now = options.now;
  }

  /**
   * Milliseconds until the email may try again, or 0 when it is not locked.
   *
   * @param {string} key
   */
  remainingLockMs(key) {
    const entry = this.#entries.get(key);
    if (!entry) return 0;
    const remaining = entry.lockedUntil - this.#now();
    if (remaining > 0) return remaining;
    if (entry.lockedUntil > 0) this.#entries.delete(key);
    return 0;
  }

  /**
   * Counts a failure; returns the lock's remaining milliseconds if this failure started one.
   *
   * @param {string} key
   */
  recordFailure(key) {
    const now = this.#now();
    let entry = this.#entries.get(key);
    if (!entry || now - entry.lastFailureAt >= this.#policy.lockMs) {
      entry = { failures: 0, lastFailureAt: now, lockedUntil: 0 };
      this.#entries.set(key, entry);
    }
    entry.failures += 1;
    entry.lastFailureAt = now;
    if (entry.failures >= this.#policy.threshold) {
      entry.lockedUntil = now + this.#policy.lockMs;
      return this.#policy.lockMs;
    }
    return 0;
  }

  /**
   * Wrong passwords the email may still be given before it is locked.
   *
   * @param {string} key
   */
  attemptsLeft(key) {
    const entry = this.#entries.get(key);
    const forgotten = !entry || this.#now() - entry.lastFailureAt >= this.#policy.lockMs;
    return this.#policy.threshold - (forgotten ? 0 : entry.failures);
  }

  /** @param {string} key */
  recordSuccess(key) {
    this.#entries.delete(key);
  }

  sweep() {
    const now = this.#now();
    for (const [key, entry] of this.#entries) {
      const forgotten = now - entry.lastFailureAt >= this.#policy.lockMs;
      if (forgotten && entry.lockedUntil <= now) this.#entries.delete(key);
    }
  }
}

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
