// @ts-check

/**
 * The ids of the challenges whose solutions were taken, each kept until its challenge ends:
 * past its end a solution is refused as expired anyway, so forgetting it then lets no replay
 * through. Only solutions that hold (signed here, solved) are kept, so nobody can fill it with
 * made-up ids.
 */
export class UsedChallenges {
  /** @type {Map<string, number>} The end of each used challenge, by its id. */
  #ends = new Map();
  #now;

  /** @param {{ now: () => number }} options */
  constructor(options) {
    this.#now = options.now;
  }

  /**
   * Marks the challenge used; `false` when it already was.
   *
   * @param {string} id
   * @param {number} expiresAt
   */
  take(id, expiresAt) {
    const end = this.#ends.get(id);
    if (end !== undefined && end > this.#now()) return false;
    this.#ends.set(id, expiresAt);
    return true;
  }

  sweep() {
    const now = this.#now();
    for (const [id, end] of this.#ends) {
      if (end <= now) this.#ends.delete(id);
    }
  }
}
