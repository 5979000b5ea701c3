// @ts-check
import { isCookieSecret, newCookieSecret, storeKeyOf } from '../cookie-secrets.js';

/**
 * Records the SSO keeps for a few minutes behind a cookie's secret, by its hash (as sessions
 * are): a company sign-in's transaction (its state, nonce and PKCE verifier), and a company
 * account waiting to be linked or to prefill a request. Times are on the service's clock.
 *
 * @template T
 */
export class SecretRecords {
  /** @type {Map<string, { record: T, expiresAt: number }>} */
  #records = new Map();
  #now;
  #ttlMs;
  #capacity;

  /** @param {{ now: () => number, ttlMs: number, capacity?: number }} options */
  constructor(options) {
    this.#now = options.now;
    this.#ttlMs = options.ttlMs;
    this.#capacity = options.capacity ?? 10_000;
  }

  get ttlMs() {
    return this.#ttlMs;
  }

  /**
   * @param {T} record
   * @returns {{ secret: string, expiresAt: number }}
   */
  create(record) {
    const secret = newCookieSecret();
    const expiresAt = this.#now() + this.#ttlMs;
    this.#records.set(storeKeyOf(secret), { record, expiresAt });
    // A flood of starts cannot fill memory: past the capacity the oldest go first.
    for (const key of this.#records.keys()) {
      if (this.#records.size <= this.#capacity) break;
      this.#records.delete(key);
    }
    return { secret, expiresAt };
  }

  /**
   * The live record behind the first presented secret that has one.
   *
   * @param {readonly string[]} secrets
   * @returns {{ secret: string, record: T, expiresAt: number } | undefined}
   */
  find(secrets) {
    for (const secret of secrets) {
      if (!isCookieSecret(secret)) continue;
      const key = storeKeyOf(secret);
      const found = this.#records.get(key);
      if (!found) continue;
      if (found.expiresAt <= this.#now()) {
        this.#records.delete(key);
        continue;
      }
      return { secret, record: found.record, expiresAt: found.expiresAt };
    }
    return undefined;
  }

  /**
   * Ends the record behind `secret`, and answers it if it was live: whoever takes it first
   * has it, so a record is used once.
   *
   * @param {string} secret
   * @returns {T | undefined}
   */
  take(secret) {
    if (!isCookieSecret(secret)) return undefined;
    const key = storeKeyOf(secret);
    const found = this.#records.get(key);
    this.#records.delete(key);
    return found && found.expiresAt > this.#now() ? found.record : undefined;
  }

  sweep() {
    const now = this.#now();
    for (const [key, { expiresAt }] of this.#records) {
      if (expiresAt <= now) this.#records.delete(key);
    }
  }
}
