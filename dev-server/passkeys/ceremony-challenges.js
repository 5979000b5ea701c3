// @ts-check

/**
 * The challenges of WebAuthn ceremonies under way, each bound to what asked for it (a
 * session adding a passkey, a sign-in attempt) and good for one answer: taking it removes it,
 * so a replayed answer finds nothing. A challenge nobody answers expires. Memory is bounded
 * twice: each owner (a client address) keeps at most `perOwner`, a new one past that ending
 * the same owner's oldest, so no client can push out anybody else's; and past `capacity` in
 * all, which only many owners together reach, the oldest go first.
 */
export class CeremonyChallenges {
  /** @type {Map<string, { challenge: string, expiresAt: number, owner: string | undefined }>} */
  #waiting = new Map();
  /** @type {Map<string, Set<string>>} The keys of each owner's challenges, oldest first. */
  #byOwner = new Map();
  #now;
  #ttlMs;
  #capacity;
  #perOwner;

  /**
   * @param {{ now: () => number, ttlMs: number, capacity: number, perOwner?: number }} options
   *   Without `perOwner`, owners have no share of their own.
   */
  constructor(options) {
    this.#now = options.now;
    this.#ttlMs = options.ttlMs;
    this.#capacity = options.capacity;
    this.#perOwner = options.perOwner ?? Number.POSITIVE_INFINITY;
  }

  /**
   * Replaces whatever challenge `key` had.
   *
   * @param {string} key
   * @param {string} challenge
   * @param {string} [owner] Whose share it counts against.
   */
  issue(key, challenge, owner) {
    this.#remove(key);
    if (owner !== undefined) {
      const keys = this.#byOwner.get(owner) ?? new Set();
      for (const oldest of keys) {
        if (keys.size < this.#perOwner) break;
        this.#remove(oldest);
      }
      keys.add(key);
      this.#byOwner.set(owner, keys);
    }
    this.#waiting.set(key, { challenge, expiresAt: this.#now() + this.#ttlMs, owner });
    for (const oldest of this.#waiting.keys()) {
      if (this.#waiting.size <= this.#capacity) break;
      this.#remove(oldest);
    }
  }

  /**
   * The live challenge of `key`, removed: `undefined` when none was issued, or it was taken
   * or expired.
   *
   * @param {string} key
   */
  take(key) {
    const waiting = this.#remove(key);
    if (!waiting || waiting.expiresAt <= this.#now()) return undefined;
    return waiting.challenge;
  }

  /** Forgets expired challenges. */
  sweep() {
    const now = this.#now();
    for (const [key, waiting] of this.#waiting) {
      if (waiting.expiresAt <= now) this.#remove(key);
    }
  }

  /** @param {string} key */
  #remove(key) {
    const waiting = this.#waiting.get(key);
    if (!waiting) return undefined;
    this.#waiting.delete(key);
    if (waiting.owner !== undefined) {
      const keys = this.#byOwner.get(waiting.owner);
      keys?.delete(key);
      if (keys?.size === 0) this.#byOwner.delete(waiting.owner);
    }
    return waiting;
  }
}
