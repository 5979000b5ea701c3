// @ts-check
import {
  maxPasswordLength,
  normalizePassword,
  passwordLength,
} from '../../src/validation/password-length.js';
import { checkNewPassword } from '../accounts/password-policy.js';
import { verifyPassword } from '../accounts/passwords.js';
import { normalizeEmail } from '../accounts/users.js';
import { presentedSessionSecrets } from '../http/cookies.js';
import {
  sendAccountLocked,
  sendFederationRequired,
  sendFieldProblems,
  sendPasswordBlocked,
  sendUnauthenticated,
} from '../http/error-answers.js';
import { sendError, sendJson } from '../http/json-answers.js';
import { readJsonObject } from '../http/json-body.js';
import { requestBodyCheck } from '../http/request-fields.js';
import { takeSignInAttempt } from '../sign-in/login-throttle.js';
import { hashNewPassword, putNewPasswordInPlace } from './new-password-in-place.js';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * @typedef {import('./new-password-in-place.js').NewPasswordDependencies & {
 *   lockout: import('../sign-in/login-throttle.js').LoginLockout,
 *   rateLimiter: import('../sign-in/login-throttle.js').AttemptRateLimiter,
 *   commonPasswords: ReadonlySet<string>,
 *   requireSession: (req: IncomingMessage, res: ServerResponse) =>
 *     { user: import('../accounts/users.js').User,
 *       session: import('../sessions/sessions.js').Session } | undefined,
 *   recentProof: import('../sign-in/recent-proof.js').RecentProof,
 *   companyDomains: import('../federation/company-domains.js').CompanyDomains,
 *   hashNewPassword?: import('./new-password-in-place.js').NewPasswordHashing | undefined,
 *   now: () => number,
 * }} PasswordChangeDependencies
 */

/**
 * `POST /api/sso/password` (`changePassword`), checked in the contract's order: the session
 * (401), a domain that signs in with its company's provider only (403), attempts per address
 * (429, the sign-in's count), the request and the new password's
 * rules (400), a recent sign-in (403), the email's lock (423), the current password (401), a
 * new password that is the current one (400).
 * A wrong current password counts toward the sign-in's own lock: a session must not buy more
 * guesses than the sign-in page gives. The cross-site check (403) comes first, in the route
 * table.
 *
 * @param {PasswordChangeDependencies} deps
 */
export function createPasswordChangeRoute(deps) {
  const { users, lockout, sessions, hashNewPassword: hashing = hashNewPassword } = deps;
  const changeRequest = requestBodyCheck('changePassword');

  /**
   * The session's user is still signed in with the password that was checked: a reset, or
   * another device ending this session, may have come while scrypt ran.
   *
   * @param {IncomingMessage} req
   * @param {import('../sessions/sessions.js').Session} session
   * @param {number} checkedVersion
   */
  function stillSignedIn(req, session, checkedVersion) {
    const live = sessions.findLive(presentedSessionSecrets(req));
    const user = users.findById(session.userId);
    return live?.session === session && user?.passwordVersion === checkedVersion;
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function changePassword(req, res) {
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return;
    const { user, session } = signedIn;
    // Its password signs in nowhere (login and the reset refuse the domain): none to change.
    const requiredProvider = deps.companyDomains.requiredProviderOf(user.email);
    if (requiredProvider) {
      sendFederationRequired(res, requiredProvider);
      return;
    }
    if (!takeSignInAttempt(req, res, deps.rateLimiter)) return;
    const body = await readJsonObject(req, res);
    if (!body) return;
    const context = { commonPasswords: deps.commonPasswords, email: user.email };
    const fields = changeRequest.problems(body, {
      // No password longer than a new one may be was ever set: refused before scrypt runs.
      currentPassword: (typed) =>
        passwordLength(typed) > maxPasswordLength ? 'invalid' : undefined,
      newPassword: (typed) => checkNewPassword(typed, context),
    });
    if (fields.length > 0) {
      sendFieldProblems(res, fields);
      return;
    }
    if (!deps.recentProof.require(res, signedIn, 'change-password')) return;

    const key = normalizeEmail(user.email);
    if (lockout.isBlocked(key)) {
      sendPasswordBlocked(res);
      return;
    }
    const lockedMs = lockout.remainingLockMs(key);
    if (lockedMs > 0) {
      sendAccountLocked(res, lockedMs);
      return;
    }

    const checkedVersion = user.passwordVersion;
    const currentPassword = /** @type {string} */ (body.currentPassword);
    if (!(await verifyPassword(currentPassword, user.password))) {
      const counted = lockout.recordFailure(key);
      if (counted.blocked) sendPasswordBlocked(res);
      else if (counted.lockMs > 0) sendAccountLocked(res, counted.lockMs);
      else {
        sendError(res, 401, 'invalid_credentials', 'The current password is incorrect.', {
          extra: { attemptsLeft: lockout.attemptsLeft(key) },
        });
      }
      return;
    }
    const typedNew = /** @type {string} */ (body.newPassword);
    // Said only now: whoever reads it has just proven the current password.
    if (normalizePassword(typedNew) === normalizePassword(currentPassword)) {
      lockout.recordSuccess(key);
      sendFieldProblems(res, [{ field: 'newPassword', code: 'same_as_current' }]);
      return;
    }
    const hash = await hashing(user, typedNew);
    if (!stillSignedIn(req, session, checkedVersion)) {
      sendUnauthenticated(res);
      return;
    }
    // Other attempts may have locked the email while this one was hashing.
    const lockedMeanwhileMs = lockout.remainingLockMs(key);
    if (lockedMeanwhileMs > 0) {
      sendAccountLocked(res, lockedMeanwhileMs);
      return;
    }
    lockout.recordSuccess(key);
    const ended = putNewPasswordInPlace(req, deps, {
      user,
      session,
      hash,
      signOutOtherDevices: body.signOutOtherDevices !== false,
    });
    sendJson(res, 200, { ended });
  }

  /** @type {import('../route-table.js').Route[]} */
  const routes = [{ method: 'POST', path: '/api/sso/password', handle: changePassword }];
  return { routes };
}
