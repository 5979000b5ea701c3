// @ts-check
import { sendCodesBlocked, sendTooManyCodes } from './error-answers.js';
import { FailureStreaks } from './failure-streaks.js';
import { sendError } from './json-answers.js';

/**
 * Wrong second-factor codes, counted in a row until a right one (failure-streaks.js; contract:
 * `completeSecondFactor`, "Wrong codes" and "Ceiling"). One store counts the account's
 * sign-ins, keyed by email; another the confirmations of each browser's sessions.
 */

/** @typedef {import('./failure-streaks.js').StreakPolicy} CodeLockoutPolicy */
/** @typedef {import('./failure-streaks.js').CountedFailure} CountedFailure */

export class CodeLockout extends FailureStreaks {}

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
