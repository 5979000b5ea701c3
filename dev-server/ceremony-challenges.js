// @ts-check

/**
 * The challenges of WebAuthn ceremonies under way, each bound to what asked for it (a
 * session adding a passkey, a sign-in attempt) and good for one answer: taking it removes it,
 * so a replayed answer finds nothing. A challenge nobody answers expires; the oldest are
 * dropped first past `capacity`, so a flood of attempts cannot fill memory.
 */
export class CeremonyChallenges {
  /** @type {Map<string, { challenge: string, expiresAt: number }>} */
  #waiting = new Map();
  #now;
  #ttlMs;
  #capacity;

  /** @param {{ now: () => number, ttlMs: number, capacity: number }} options */
  constructor(options) {
    this.#now = options.now;
    this.#ttlMs = options.ttlMs;
    this.#capacity = options.capacity;
  }

  /**
   * Replaces whatever challenge `key` had.
   *
   * @param {string} key
   * @param {string} challenge
   */
  issue(key, challenge) {
    this.#waiting.delete(key);
    this.#waiting.set(key, { challenge, expiresAt: this.#now() + this.#ttlMs });
    for (const oldest of this.#waiting.keys()) {
      if (this.#waiting.size <= this.#capacity) break;
      this.#waiting.delete(oldest);
    }
  }

  /**
   * The live challenge of `key`, removed: `undefined` when none was issued, or it was taken
   * or expired.
   *
   * @param {string} key
   */
  take(key) {
    const waiting = this.#waiting.get(key);
    this.#waiting.delete(key);
    if (!waiting || waiting.expiresAt <= this.#now()) return undefined;
    return waiting.challenge;
  }

  /** Forgets expired challenges. */
  sweep() {
    const now = this.#now();
    for (const [key, waiting] of this.#waiting) {
      if (waiting.expiresAt <= now) this.#waiting.delete(key);
    }
  }
}
