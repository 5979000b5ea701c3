// @ts-check
import { sendCodesBlocked, sendTooManyCodes } from './error-answers.js';
import { sendError } from './json-answers.js';

/**
 * Wrong second-factor codes, counted in a row until a right one (contract:
 * `completeSecondFactor`, "Wrong codes" and "Ceiling"). Neither a lock nor time starts the
 * count again: NIST SP 800-63B-4 limits consecutive failures to 100, and a count that started
 * again after each lock allowed five guesses every 15 minutes for good. One store counts the
 * account's sign-ins, keyed by email; another the confirmations of each browser's sessions.
 */

/**
 * @typedef {object} CodeLockoutPolicy
 * @property {number} threshold Every `threshold`th wrong code in a row starts a lock.
 * @property {number} lockMs The first lock; each later one lasts twice the one before.
 * @property {number} maxLockMs The longest a lock lasts.
 * @property {number} ceiling Wrong codes in a row after which codes from the authenticator
 *   are refused unchecked: only a recovery code (or support) ends the streak.
 *
 * @typedef {{ failures: number, lockedUntil: number }} Streak
 *
 * @typedef {object} CountedFailure
 * @property {number} lockMs The lock this failure started, or 0.
 * @property {boolean} blocked This failure reached the ceiling.
 */

export class CodeLockout {
  /** @type {Map<string, Streak>} */
  #streaks = new Map();
  #policy;
  #now;

  /** @param {CodeLockoutPolicy & { now: () => number }} options */
  constructor(options) {
    const { threshold, lockMs, maxLockMs, ceiling } = options;
    this.#policy = { threshold, lockMs, maxLockMs, ceiling };
    this.#now = options.now;
  }

  /**
   * Milliseconds until codes may be tried again, or 0 when no lock holds.
   *
   * @param {string} key
   */
  remainingLockMs(key) {
    const streak = this.#streaks.get(key);
    return streak ? Math.max(streak.lockedUntil - this.#now(), 0) : 0;
  }

  /**
   * Whether the streak has reached the ceiling: a code from the authenticator is then refused
   * without being checked.
   *
   * @param {string} key
   */
  isBlocked(key) {
    return (this.#streaks.get(key)?.failures ?? 0) >= this.#policy.ceiling;
  }

  /**
   * Counts a wrong code: every `threshold`th starts a lock twice as long as the one before.
   * The one that reaches the ceiling starts none: from then on only a recovery code helps, and
   * it may be typed at once.
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
   * Wrong codes left before the next lock, or before the ceiling when that comes first.
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
   * A right code or recovery code ends the streak.
   *
   * @param {string} key
   */
  recordSuccess(key) {
    this.#streaks.delete(key);
  }

  /**
   * Ends the lock now (a completed password reset) but keeps the count, and so the ceiling:
   * whoever reads the owner's mailbox could otherwise start it again at will.
   *
   * @param {string} key
   */
  lift(key) {
    const streak = this.#streaks.get(key);
    if (streak) streak.lockedUntil = 0;
  }

  /** Nothing to forget: only a right code ends a streak, however old. */
  sweep() {}
}

/**
 * Answers a wrong code after counting it: 423 at the ceiling, 429 when it starts a lock, else
 * 401 with the attempts left.
 *
 * @param {import('node:http').ServerResponse} res
 * @param {CodeLockout} lockout
 * @param {string} key
 * @param {{ lockHeaders?: Record<string, string | string[]>, ceiling?: boolean }} [options]
 *   `lockHeaders` go with a lock (429) only; `ceiling: false` where no secret can be guessed
 *   (a code from an authenticator being set up), so reaching it refuses nothing.
 * @returns {CountedFailure}
 */
export function answerWrongCode(res, lockout, key, options = {}) {
  const counted = lockout.recordFailure(key);
  if (counted.blocked && options.ceiling !== false) sendCodesBlocked(res);
  else if (counted.lockMs > 0) sendTooManyCodes(res, counted.lockMs, options.lockHeaders);
  else {
    sendError(res, 401, 'invalid_code', 'The code is not right.', {
      extra: { attemptsLeft: lockout.attemptsLeft(key) },
    });
  }
  return counted;
}
