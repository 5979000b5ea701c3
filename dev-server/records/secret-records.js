// @ts-check
import { isCookieSecret, newCookieSecret, storeKeyOf } from '../http/cookie-secrets.js';
import { ExpiringRecords } from './expiring-records.js';

/**
 * Records named by the secret of a cookie and kept by its hash (cookie-secrets.js), so the
 * store never holds a value that could be replayed as the cookie: sessions, sign-ins waiting
 * for their second factor, a company sign-in's transaction, a company account waiting to be
 * linked. The secret goes to the browser and nowhere else. Expiry and bounds are
 * `ExpiringRecords`' (expiring-records.js).
 *
 * @template {{ expiresAt: number }} T
 */
export class SecretRecords {
  #records;

  /** @param {ConstructorParameters<typeof ExpiringRecords<T>>[0]} options */
  constructor(options) {
    this.#records = new ExpiringRecords(options);
  }

  /**
   * Keeps `record` behind a fresh secret.
   *
   * @param {T} record
   * @param {{ owner: string, pool?: string }} [ownedBy] Whose share it counts against, in
   *   which pool.
   * @returns {{ secret: string, record: T }}
   */
  create(record, ownedBy) {
    const secret = newCookieSecret();
    this.#records.put(storeKeyOf(secret), record, ownedBy);
    return { secret, record };
  }

  /**
   * The live record behind the first presented secret that has one.
   *
   * @param {readonly string[]} secrets
   * @returns {{ secret: string, record: T } | undefined}
   */
  find(secrets) {
    for (const secret of secrets) {
      // Anything that cannot be a secret is refused before it costs a hash.
      const record = isCookieSecret(secret) ? this.#records.find(storeKeyOf(secret)) : undefined;
      if (record) return { secret, record };
    }
    return undefined;
  }

  /**
   * Ends the record behind `secret`, and answers it if it was live: a record is used once.
   *
   * @param {string} secret
   */
  take(secret) {
    return isCookieSecret(secret) ? this.#records.take(storeKeyOf(secret)) : undefined;
  }

  /** @param {readonly string[]} secrets */
  end(secrets) {
    for (const secret of secrets) {
      if (isCookieSecret(secret)) this.#records.remove(storeKeyOf(secret));
    }
  }

  /**
   * Ends the records, live or not, that `choose` picks; answers them.
   *
   * @param {(record: T) => boolean} choose
   */
  endWhere(choose) {
    return this.#records.removeWhere(choose);
  }

  live() {
    return this.#records.live();
  }

  sweep() {
    this.#records.sweep();
  }
}
