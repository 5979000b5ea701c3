// @ts-check
import { SecretRecords } from '../records/secret-records.js';

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
 * @property {import('../sessions/sessions.js').FirstFactorMethod} firstFactor How the first
 *   factor was proven, for the session the code will start.
 * @property {number} expiresAt
 * @property {boolean} enrol The account must set up an authenticator before anything else.
 * @property {string | undefined} setupSecret The authenticator secret shown while enrolling,
 *   the same on every ask within the sign-in.
 * @property {string} [provider] The company provider, when the first factor was one.
 */

export class PendingSignIns {
  /** @type {SecretRecords<PendingSignIn>} */
  #pending;
  /** @type {() => number} When a sign-in waiting from now expires. */
  #expiresAt;

  /**
   * @param {{ now: () => number, ttlMs: number,
   *   passwordVersionOf: (userId: string) => number | undefined }} options
   */
  constructor(options) {
    const { now, ttlMs, passwordVersionOf } = options;
    this.#expiresAt = () => now() + ttlMs;
    this.#pending = new SecretRecords({
      now,
      // A password reset meanwhile voids the sign-in.
      holds: (pending) => pending.passwordVersion === passwordVersionOf(pending.userId),
      // Past this many the oldest are dropped, so a flood of right passwords cannot fill memory.
      capacity: 10_000,
    });
  }

  /**
   * @param {Omit<PendingSignIn, 'expiresAt' | 'setupSecret'>} details
   * @returns {{ secret: string, pending: PendingSignIn }}
   */
  create(details) {
    const { secret, record } = this.#pending.create({
      ...details,
      expiresAt: this.#expiresAt(),
      setupSecret: undefined,
    });
    return { secret, pending: record };
  }

  /**
   * The live pending sign-in behind the first secret that has one, or `undefined`.
   *
   * @param {readonly string[]} secrets
   * @returns {{ secret: string, pending: PendingSignIn } | undefined}
   */
  find(secrets) {
    const found = this.#pending.find(secrets);
    return found && { secret: found.secret, pending: found.record };
  }

  /** @param {string} secret */
  end(secret) {
    this.#pending.end([secret]);
  }

  /**
   * Ends every pending sign-in of a user: the lock of wrong codes ends them all, so an
   * attacker with the password cannot keep several going.
   *
   * @param {string} userId
   */
  endAllOf(userId) {
    this.#pending.endWhere((pending) => pending.userId === userId);
  }

  sweep() {
    this.#pending.sweep();
  }
}
