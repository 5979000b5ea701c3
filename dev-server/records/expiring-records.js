// @ts-check

/**
 * Records the service keeps for a while by a key, each ending at its own `expiresAt` (on the
 * service's clock, read again at every look, so a record renewed in place lasts as renewed).
 * A record that is found expired, or that `holds` no longer, is forgotten then and there.
 *
 * Memory is bounded twice. A record may name its owner (a client address) and its pool (a
 * provider): each owner keeps at most `perOwner` in a pool, a new one past that ending the
 * same owner's oldest there, so that no client can push out anybody else's; and each pool
 * keeps at most `capacity`, the oldest going first, which only many owners together reach,
 * and which one pool's flood cannot take from another's. Records that name neither share one
 * pool, bounded by `capacity` alone.
 *
 * @template {{ expiresAt: number }} T
 */
export class ExpiringRecords {
  /** @type {Map<string, { record: T, owner: string | undefined, pool: string }>} */
  #entries = new Map();
  /** @type {Map<string, Set<string>>} The keys of each pool, oldest first. */
  #byPool = new Map();
  /** @type {Map<string, Set<string>>} The keys of each owner in a pool, oldest first. */
  #byOwner = new Map();
  #now;
  #holds;
  #capacity;
  #perOwner;

  /**
   * @param {{ now: () => number, holds?: (record: T) => boolean, capacity?: number,
   *   perOwner?: number }} options `holds` answers whether a record still stands besides
   *   its time (a session whose password has not changed since). Without `capacity` a pool
   *   has no bound; without `perOwner`, owners have no share.
   */
  constructor(options) {
    this.#now = options.now;
    this.#holds = options.holds ?? (() => true);
    this.#capacity = options.capacity ?? Number.POSITIVE_INFINITY;
    this.#perOwner = options.perOwner ?? Number.POSITIVE_INFINITY;
  }

  /**
   * Keeps `record` under `key`, replacing whatever was there.
   *
   * @param {string} key
   * @param {T} record
   * @param {{ owner: string, pool?: string }} [ownedBy] Whose share it counts against, in
   *   which pool.
   */
  put(key, record, ownedBy) {
    this.remove(key);
    const pool = ownedBy?.pool ?? '';
    const owner = ownedBy && JSON.stringify([pool, ownedBy.owner]);
    if (owner !== undefined) this.#keepWithin(this.#byOwner, owner, this.#perOwner - 1);
    this.#entries.set(key, { record, owner, pool });
    keysIn(this.#byPool, pool).add(key);
    if (owner !== undefined) keysIn(this.#byOwner, owner).add(key);
    this.#keepWithin(this.#byPool, pool, this.#capacity);
  }

  /**
   * The live record under `key`, or `undefined`.
   *
   * @param {string} key
   */
  find(key) {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#isLive(entry.record)) return entry.record;
    this.remove(key);
    return undefined;
  }

  /**
   * Ends the record under `key`, and answers it if it was live: whoever takes it first has
   * it, so a record is used once.
   *
   * @param {string} key
   */
  take(key) {
    const record = this.remove(key);
    return record && this.#isLive(record) ? record : undefined;
  }

  /**
   * Ends the record under `key`, live or not; answers it.
   *
   * @param {string} key
   * @returns {T | undefined}
   */
  remove(key) {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    forget(this.#byPool, entry.pool, key);
    if (entry.owner !== undefined) forget(this.#byOwner, entry.owner, key);
    return entry.record;
  }

  /**
   * Ends the records, live or not, that `choose` picks; answers them.
   *
   * @param {(record: T) => boolean} choose
   * @returns {T[]}
   */
  removeWhere(choose) {
    /** @type {T[]} */
    const removed = [];
    for (const [key, { record }] of this.#entries) {
      if (choose(record)) removed.push(/** @type {T} */ (this.remove(key)));
    }
    return removed;
  }

  /** @returns {T[]} */
  live() {
    return [...this.#entries.values()]
      .map((entry) => entry.record)
      .filter((record) => this.#isLive(record));
  }

  /** Forgets the records nobody came back for. */
  sweep() {
    this.removeWhere((record) => !this.#isLive(record));
  }

  /** @param {T} record */
  #isLive(record) {
    return record.expiresAt > this.#now() && this.#holds(record);
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
      this.remove(oldest);
    }
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
