// @ts-check
import { isCookieSecret, newCookieSecret, storeKeyOf } from '../http/cookie-secrets.js';

/**
 * Records the SSO keeps for a few minutes behind a cookie's secret, by its hash (as sessions
 * are): a company sign-in's transaction (its state, nonce and PKCE verifier), and a company
 * account waiting to be linked or to prefill a request. Times are on the service's clock.
 *
 * Memory is bounded twice, as for passkey challenges (ceremony-challenges.js). A record may
 * name its owner (a client address) and its pool (a provider): each owner keeps at most
 * `perOwner` in a pool, a new one past that ending the same owner's oldest there, so that no
 * client can push out anybody else's; and each pool keeps at most `capacity`, the oldest going
 * first, which only many owners together reach, and which one pool's flood cannot take from
 * another's. Records that name neither share one pool, bounded by `capacity` alone.
 *
 * @template T
 */
export class SecretRecords {
  /**
   * @type {Map<string, { record: T, expiresAt: number, owner: string | undefined,
   *   pool: string }>}
   */
  #records = new Map();
  /** @type {Map<string, Set<string>>} The keys of each pool, oldest first. */
  #byPool = new Map();
  /** @type {Map<string, Set<string>>} The keys of each owner in a pool, oldest first. */
  #byOwner = new Map();
  #now;
  #ttlMs;
  #capacity;
  #perOwner;

  /**
   * @param {{ now: () => number, ttlMs: number, capacity?: number, perOwner?: number }} options
   *   `capacity` per pool, 10,000 by default; without `perOwner`, owners have no share.
   */
  constructor(options) {
    this.#now = options.now;
    this.#ttlMs = options.ttlMs;
    this.#capacity = options.capacity ?? 10_000;
    this.#perOwner = options.perOwner ?? Number.POSITIVE_INFINITY;
  }

  get ttlMs() {
    return this.#ttlMs;
  }

  /**
   * @param {T} record
   * @param {{ owner: string, pool: string }} [ownedBy] Whose share it counts against, in
   *   which pool.
   * @returns {{ secret: string, expiresAt: number }}
   */
  create(record, ownedBy) {
    const secret = newCookieSecret();
    const key = storeKeyOf(secret);
    const expiresAt = this.#now() + this.#ttlMs;
    const pool = ownedBy?.pool ?? '';
    const owner = ownedBy && JSON.stringify([ownedBy.pool, ownedBy.owner]);
    if (owner !== undefined) this.#keepWithin(this.#byOwner, owner, this.#perOwner - 1);
    this.#records.set(key, { record, expiresAt, owner, pool });
    keysIn(this.#byPool, pool).add(key);
    if (owner !== undefined) keysIn(this.#byOwner, owner).add(key);
    this.#keepWithin(this.#byPool, pool, this.#capacity);
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
        this.#remove(key);
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
    const found = this.#remove(storeKeyOf(secret));
    return found && found.expiresAt > this.#now() ? found.record : undefined;
  }

  sweep() {
    const now = this.#now();
    for (const [key, { expiresAt }] of this.#records) {
      if (expiresAt <= now) this.#remove(key);
    }
  }

  /**
   * Ends the oldest records of `group` (a pool, or an owner) until it holds at most `size`.
   *
   * @param {Map<string, Set<string>>} groups
   * @param {string} group
   * @param {number} size
   */
  #keepWithin(groups, group, size) {
    const keys = groups.get(group);
    if (!keys) return;
    for (const oldest of keys) {
      if (keys.size <= size) break;
      this.#remove(oldest);
    }
  }

  /** @param {string} key */
  #remove(key) {
    const found = this.#records.get(key);
    if (!found) return undefined;
    this.#records.delete(key);
    forget(this.#byPool, found.pool, key);
    if (found.owner !== undefined) forget(this.#byOwner, found.owner, key);
    return found;
  }
}

/**
 * @param {Map<string, Set<string>>} groups
 * @param {string} group
 */
function keysIn(groups, group) {
  let keys = groups.get(group);
  if (!keys) {
    keys = new Set();
    groups.set(group, keys);
  }
  return keys;
}

/**
 * @param {Map<string, Set<string>>} groups
 * @param {string} group
 * @param {string} key
 */
function forget(groups, group, key) {
  const keys = groups.get(group);
  keys?.delete(key);
  if (keys?.size === 0) groups.delete(group);
}
