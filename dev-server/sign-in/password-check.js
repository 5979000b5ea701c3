// @ts-check
import { randomBytes } from 'node:crypto';
import { hashPassword, parsePasswordHash, verifyPassword } from '../accounts/passwords.js';
import { normalizeEmail } from '../accounts/users.js';
import { sendAccountLocked, sendPasswordBlocked } from '../http/error-answers.js';
import { sendError } from '../http/json-answers.js';

/**
 * Checking a password against the email's lock, wherever one is typed: signing in (`login`)
 * and proving it again within a session (`reauthenticateWithPassword`). One check, so that
 * both count wrong passwords toward the same streak (failure-streaks.js) and a session buys no
 * guesses that sign-in would not give.
 */

/**
 * @typedef {object} PasswordCheckDependencies
 * @property {import('../accounts/users.js').UserDirectory} users
 * @property {import('./login-throttle.js').LoginLockout} lockout
 * @property {typeof verifyPassword | undefined} [verifyPassword] The check itself; tests count
 *   its runs.
 */

/** @param {PasswordCheckDependencies} deps */
export function createPasswordCheck(deps) {
  const { users, lockout, verifyPassword: verify = verifyPassword } = deps;
  // An unknown email is checked against this hash so that it costs the same scrypt run as a
  // wrong password: a fast refusal would tell an attacker which emails have accounts.
  const dummyHash = hashPassword(randomBytes(16).toString('hex'), users.typicalCost).then(
    parsePasswordHash,
  );

  /**
   * The user the email and password open, or `undefined` after answering why not: 423 while
   * the email is locked or past the ceiling, 401 `invalid_credentials` with the attempts left
   * (a wrong password counted; 423 for the one that locks).
   *
   * @param {import('node:http').ServerResponse} res
   * @param {string} email
   * @param {string} password
   * @param {(user: import('../accounts/users.js').User, result: 'refused' | 'locked') => void}
   *   [onRefused] Told of a refusal when the email has an account (sign-in's activity).
   */
  async function check(res, email, password, onRefused = () => {}) {
    const key = normalizeEmail(email);
    const user = users.findByEmail(key);
    /** @param {'refused' | 'locked'} result */
    const refused = (result) => {
      if (user) onRefused(user, result);
      return undefined;
    };
    // Past the ceiling no password is checked: only a completed reset opens the account.
    if (lockout.isBlocked(key)) {
      sendPasswordBlocked(res);
      return refused('locked');
    }
    const lockedMs = lockout.remainingLockMs(key);
    if (lockedMs > 0) {
      sendAccountLocked(res, lockedMs);
      return refused('locked');
    }

    // scrypt takes a while, and a password reset may replace the password and end every
    // session meanwhile: a match against the replaced password is a wrong password.
    const checkedVersion = user?.passwordVersion;
    const matches = await verify(password, user ? user.password : await dummyHash);
    if (!user || !matches || user.passwordVersion !== checkedVersion) {
      const counted = lockout.recordFailure(key);
      if (counted.blocked) sendPasswordBlocked(res);
      else if (counted.lockMs > 0) sendAccountLocked(res, counted.lockMs);
      else {
        sendError(res, 401, 'invalid_credentials', 'The email or password is incorrect.', {
          extra: { attemptsLeft: lockout.attemptsLeft(key) },
        });
      }
      return refused('refused');
    }
    // Other attempts may have locked the email while this one was hashing.
    const lockedMeanwhileMs = lockout.remainingLockMs(key);
    if (lockedMeanwhileMs > 0) {
      sendAccountLocked(res, lockedMeanwhileMs);
      return refused('locked');
    }
    lockout.recordSuccess(key);
    return user;
  }

  return { check };
}
