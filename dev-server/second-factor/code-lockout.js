// @ts-check
import { sendCodesBlocked, sendTooManyCodes } from '../http/error-answers.js';
import { sendError } from '../http/json-answers.js';
import { FailureStreaks } from '../sign-in/failure-streaks.js';

/**
 * Wrong second-factor codes, counted in a row until a right one (failure-streaks.js; contract:
 * `completeSecondFactor`, "Wrong codes" and "Ceiling"). One store counts the account's codes,
 * keyed by email, at sign-in and confirming within a session alike; another only the first
 * codes of an authenticator being set up in a session, per browser (`browserKeyOf`).
 */

/** @typedef {import('../sign-in/failure-streaks.js').StreakPolicy} CodeLockoutPolicy */
/** @typedef {import('../sign-in/failure-streaks.js').CountedFailure} CountedFailure */

export class CodeLockout extends FailureStreaks {}

/**
 * What the first codes of an authenticator being set up in a session are counted by: its user
 * and its browser, or the session itself if it has no device cookie. Only there: the secret
 * was just shown to the session, so a new session buys no guess at anything, and the account's
 * count is for secrets that can be guessed.
 *
 * @param {import('../accounts/users.js').User} user
 * @param {import('../sessions/sessions.js').Session} session
 */
export function browserKeyOf(user, session) {
  return `${user.id} ${session.deviceKey ?? `session ${session.id}`}`;
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
