// @ts-check
import { isCookieSecret, newCookieSecret, storeKeyOf } from '../http/cookie-secrets.js';

/**
 * Sign-ins whose password was right and that wait for a second factor: no session exists
 * yet, only this record, named by a secret in the browser's `gofy_pending_sign_in` cookie.
 * Each lasts a few minutes and is taken once, by the code that finishes it.
 *
 * @typedef {object} PendingSignIn
 * @property {string} userId
 * @property {number} passwordVersion The password it was checked against: a reset meanwhile
 *   voids it.
 * @property {boolean} rememberMe
 * @property {number} expiresAt
 * @property {boolean} enrol The account must set up an authenticator before anything else.
 * @property {string | undefined} setupSecret The authenticator secret shown while enrolling,
 *   the same on every ask within the sign-in.
 */

/** Past this many, the oldest are dropped, so a flood of right passwords cannot fill memory. */
const capacity = 10_000;

export class PendingSignIns {
  /** @type {Map<string, PendingSignIn>} */
  #pending = new Map();
  #now;
  #ttlMs;
  #passwordVersionOf;

  /**
   * @param {{ now: () => number, ttlMs: number,
   *   passwordVersionOf: (userId: string) => number | undefined }} options
   */
  constructor(options) {
    this.#now = options.now;
    this.#ttlMs = options.ttlMs;
    this.#passwordVersionOf = options.passwordVersionOf;
  }

  /**
   * @param {Omit<PendingSignIn, 'expiresAt' | 'setupSecret'>} details
   * @returns {{ secret: string, pending: PendingSignIn }}
   */
  create(details) {
    const secret = newCookieSecret();
    /** @type {PendingSignIn} */
    const pending = { ...details, expiresAt: this.#now() + this.#ttlMs, setupSecret: undefined };
    this.#pending.set(storeKeyOf(secret), pending);
    for (const key of this.#pending.keys()) {
      if (this.#pending.size <= capacity) break;
      this.#pending.delete(key);
    }
    return { secret, pending };
  }

  /**
   * The live pending sign-in behind the first secret that has one, or `undefined`.
   *
   * @param {readonly string[]} secrets
   * @returns {{ secret: string, pending: PendingSignIn } | undefined}
   */
  find(secrets) {
    for (const secret of secrets) {
      if (!isCookieSecret(secret)) continue;
      const key = storeKeyOf(secret);
      const pending = this.#pending.get(key);
      if (!pending) continue;
      const outdated = pending.passwordVersion !== this.#passwordVersionOf(pending.userId);
      if (outdated || pending.expiresAt <= this.#now()) {
        this.#pending.delete(key);
        continue;
      }
      return { secret, pending };
    }
    return undefined;
  }

  /** @param {string} secret */
  end(secret) {
    if (isCookieSecret(secret)) this.#pending.delete(storeKeyOf(secret));
  }

  /**
   * Ends every pending sign-in of a user: the lock of wrong codes ends them all, so an
   * attacker with the password cannot keep several going.
   *
   * @param {string} userId
   */
  endAllOf(userId) {
    for (const [key, pending] of this.#pending) {
      if (pending.userId === userId) this.#pending.delete(key);
    }
  }

  sweep() {
    const now = this.#now();
    for (const [key, pending] of this.#pending) {
      if (pending.expiresAt <= now) this.#pending.delete(key);
    }
  }
}
