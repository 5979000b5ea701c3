// @ts-check

/**
 * Failures of one secret counted in a row until a success, for wrong passwords (per email) and
 * wrong second-factor codes (per account, or per browser for an authenticator's first code).
 * Neither a lock nor time starts the count again: NIST SP 800-63B-4 limits consecutive
 * failures to 100, and a count that started again after each 15-minute lock allowed five
 * guesses every 15 minutes for good. Every `threshold`th failure locks, each lock twice as long
 * as the one before up to a maximum; at the ceiling the secret is refused unchecked until the
 * recovery the caller names. The contract: `login` ("Lockout", "Ceiling") and
 * `completeSecondFactor` ("Wrong codes").
 */

/**
 * @typedef {object} StreakPolicy
 * @property {number} threshold Every `threshold`th failure in a row starts a lock.
 * @property {number} lockMs The first lock; each later one lasts twice the one before.
 * @property {number} maxLockMs The longest a lock lasts.
 * @property {number} ceiling Failures in a row after which the secret is refused unchecked:
 *   only the recovery the caller names (a recovery code, a password reset) ends the streak.
 *
 * @typedef {{ failures: number, lockedUntil: number }} Streak
 *
 * @typedef {object} CountedFailure
 * @property {number} lockMs The lock this failure started, or 0.
 * @property {boolean} blocked This failure reached the ceiling.
 */

export class FailureStreaks {
  /** @type {Map<string, Streak>} */
  #streaks = new Map();
  #policy;
  #now;

  /** @param {StreakPolicy & { now: () => number }} options */
  constructor(options) {
    const { threshold, lockMs, maxLockMs, ceiling } = options;
    this.#policy = { threshold, lockMs, maxLockMs, ceiling };
    this.#now = options.now;
  }

  /**
   * Milliseconds until the secret may be tried again, or 0 when no lock holds.
   *
   * @param {string} key
   */
  remainingLockMs(key) {
    const streak = this.#streaks.get(key);
    return streak ? Math.max(streak.lockedUntil - this.#now(), 0) : 0;
  }

  /**
   * Whether the streak has reached the ceiling: the secret is then refused without being
   * checked.
   *
   * @param {string} key
   */
  isBlocked(key) {
    return (this.#streaks.get(key)?.failures ?? 0) >= this.#policy.ceiling;
  }

  /**
   * Counts a failure: every `threshold`th starts a lock twice as long as the one before. The
   * one that reaches the ceiling starts none: from then on only the recovery helps, and it may
   * be used at once.
   *
   * @param {string} key
   * @returns {CountedFailure}
   */
  recordFailure(key) {
    const { threshold, lockMs, maxLockMs, ceiling } = this.#policy;
    const streak = this.#streaks.get(key) ?? { failures: 0, lockedUntil: 0 };
    this.#streaks.set(key, streak);
    streak.failures += 1;
    if (streak.failures === ceiling) return { lockMs: 0, blocked: true };
    if (streak.failures % threshold !== 0) return { lockMs: 0, blocked: false };
    const locksSoFar = streak.failures / threshold - 1;
    // 2^7 × 15 minutes is past a day already; a larger power is only a larger number.
    const length = Math.min(lockMs * 2 ** Math.min(locksSoFar, 30), maxLockMs);
    streak.lockedUntil = this.#now() + length;
    return { lockMs: length, blocked: false };
  }

  /**
   * Failures left before the next lock, or before the ceiling when that comes first.
   *
   * @param {string} key
   */
  attemptsLeft(key) {
    const failures = this.#streaks.get(key)?.failures ?? 0;
    const { threshold, ceiling } = this.#policy;
    const toLock = threshold - (failures % threshold);
    return failures < ceiling ? Math.min(toLock, ceiling - failures) : toLock;
  }

  /**
   * A success (or the recovery) ends the streak.
   *
   * @param {string} key
   */
  recordSuccess(key) {
    this.#streaks.delete(key);
  }

  /**
   * Ends the lock now but keeps the count, and so the ceiling: a completed password reset does
   * so for codes, since whoever reads the owner's mailbox could otherwise start it again.
   *
   * @param {string} key
   */
  lift(key) {
    const streak = this.#streaks.get(key);
    if (streak) streak.lockedUntil = 0;
  }

  /** Nothing to forget: only a success ends a streak, however old. */
  sweep() {}
}
