// @ts-check
import { ExpiringRecords } from '../records/expiring-records.js';

/**
 * The challenges of WebAuthn ceremonies under way, each bound to what asked for it (a
 * session adding a passkey, a sign-in attempt) and good for one answer: taking it removes it,
 * so a replayed answer finds nothing. A challenge nobody answers expires. Memory is bounded
 * twice (expiring-records.js): each owner (a client address) keeps at most `perOwner`, and
 * past `capacity` in all the oldest go first.
 */
export class CeremonyChallenges {
  /** @type {ExpiringRecords<{ challenge: string, expiresAt: number }>} */
  #waiting;
  /** @type {() => number} When a challenge issued now expires. */
  #expiresAt;

  /**
   * @param {{ now: () => number, ttlMs: number, capacity: number, perOwner?: number }} options
   *   Without `perOwner`, owners have no share of their own.
   */
  constructor(options) {
    this.#waiting = new ExpiringRecords(options);
    this.#expiresAt = () => options.now() + options.ttlMs;
  }

  /**
   * Replaces whatever challenge `key` had.
   *
   * @param {string} key
   * @param {string} challenge
   * @param {string} [owner] Whose share it counts against.
   */
  issue(key, challenge, owner) {
    const record = { challenge, expiresAt: this.#expiresAt() };
    this.#waiting.put(key, record, owner === undefined ? undefined : { owner });
  }

  /**
   * The live challenge of `key`, removed: `undefined` when none was issued, or it was taken
   * or expired.
   *
   * @param {string} key
   */
  take(key) {
    return this.#waiting.take(key)?.challenge;
  }

  /** Forgets expired challenges. */
  sweep() {
    this.#waiting.sweep();
  }
}
