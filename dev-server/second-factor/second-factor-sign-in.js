// @ts-check

import { normalizeEmail } from '../accounts/users.js';
import { codeSignIn } from '../activity/note-activity.js';
import {
  isSecureRequest,
  pendingSignInCookieName,
  readCookieValues,
  serializeClearedPendingSignInCookie,
} from '../http/cookies.js';
import { sendCodesBlocked, sendFieldProblems, sendTooManyCodes } from '../http/error-answers.js';
import { sendError, sendJson, sendNoContent } from '../http/json-answers.js';
import { readJson, readJsonObject } from '../http/json-body.js';
import { takeSignInAttempt } from '../sign-in/login-throttle.js';
import { pendingView } from '../sign-in/pending-sign-in-answer.js';
import { answerWithNewSession } from '../sign-in/sign-in-session.js';
import {
  authenticatorUri,
  matchingTimeStep,
  newAuthenticatorSecret,
} from './authenticator-codes.js';
import { answerWrongCode } from './code-lockout.js';
import { newRecoveryCodeSet } from './recovery-codes.js';
import { readSignInSecondFactor } from './second-factor-request.js';

/**
 * The second step of a password sign-in: the code, for an account with an authenticator, or
 * setting one up, for an account the SSO requires one of. `login` starts the pending sign-in
 * (`startPendingSignIn`, pending-sign-in-answer.js); these routes finish it, or end it when
 * the broker goes back to sign in with another account.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('../sign-in/pending-sign-ins.js').PendingSignIn} PendingSignIn */

/**
 * What a sign-in session needs (sign-in-session.js), and the code step's own: the wrong codes
 * per email (`codeLockout`), and attempts per address, shared with `login` (`rateLimiter`).
 *
 * @typedef {import('../sign-in/sign-in-session.js').SignInSessionDependencies & {
 *   users: import('../accounts/users.js').UserDirectory,
 *   pendingSignIns: import('../sign-in/pending-sign-ins.js').PendingSignIns,
 *   secondFactors: import('./second-factor-store.js').SecondFactorStore,
 *   codeLockout: import('./code-lockout.js').CodeLockout,
 *   rateLimiter: import('../sign-in/login-throttle.js').AttemptRateLimiter,
 * }} SecondFactorSignInDependencies
 */

/** @param {SecondFactorSignInDependencies} deps */
export function createSecondFactorSignInRoutes(deps) {
  const { users, pendingSignIns, secondFactors, codeLockout } = deps;

  /**
   * The request's live pending sign-in and its user, or `undefined` after answering 401:
   * `pending_sign_in_expired` when the browser holds a cookie the service has no sign-in
   * for any more, `pending_sign_in_missing` when it holds none.
   *
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  function requirePending(req, res) {
    const presented = readCookieValues(req.headers.cookie, pendingSignInCookieName);
    const found = pendingSignIns.find(presented);
    const user = found && users.findById(found.pending.userId);
    if (found && user) return { ...found, user };
    if (presented.length === 0) {
      sendError(
        res,
        401,
        'pending_sign_in_missing',
        'No sign-in waits for a code in this browser.',
      );
      return undefined;
    }
    sendError(
      res,
      401,
      'pending_sign_in_expired',
      'The sign-in waited too long for its code. Sign in again.',
      { headers: { 'Set-Cookie': clearedCookie(req) } },
    );
    return undefined;
  }

  /** @param {IncomingMessage} req */
  function clearedCookie(req) {
    return serializeClearedPendingSignInCookie({
      secure: isSecureRequest(req, deps.cookieSecure),
    });
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function describePending(req, res) {
    const found = requirePending(req, res);
    if (found) sendJson(res, 200, pendingView(found.pending, found.user, deps));
  }

  /**
   * Ends this browser's pending sign-in, whatever state it is in (`cancelPendingSignIn`):
   * every value of the cookie the browser presents, and only those, so a sign-in of the same
   * account in another browser goes on. Nothing else is asked: the cookie is the right to it.
   * 204 when nothing waits as well, so a page that lost the answer can ask again.
   *
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function cancel(req, res) {
    for (const secret of readCookieValues(req.headers.cookie, pendingSignInCookieName)) {
      pendingSignIns.end(secret);
    }
    sendNoContent(res, { 'Set-Cookie': clearedCookie(req) });
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function startEnrolment(req, res) {
    if (!(await readJson(req, res))) return;
    const found = requirePending(req, res);
    if (!found) return;
    if (!found.pending.enrol || secondFactors.has(found.user.id)) {
      sendError(res, 409, 'authenticator_exists', 'The account has an authenticator already.');
      return;
    }
    found.pending.setupSecret ??= newAuthenticatorSecret();
    const secret = found.pending.setupSecret;
    sendJson(res, 200, { secret, otpauthUri: authenticatorUri(found.user.email, secret) });
  }

  /**
   * The first code of the authenticator being set up turns it on; answers its recovery
   * codes, or `undefined` when the code is not from it.
   *
   * @param {IncomingMessage} req
   * @param {import('../accounts/users.js').User} user
   * @param {PendingSignIn} pending
   * @param {string} digits
   */
  async function enrol(req, user, pending, digits) {
    const secret = pending.setupSecret;
    if (secret === undefined) return undefined;
    const timeStep = await matchingTimeStep({ secret, digits, nowMs: deps.now() });
    if (timeStep === undefined || secondFactors.has(user.id)) return undefined;
    const recoveryCodes = await newRecoveryCodeSet();
    if (secondFactors.has(user.id)) return undefined;
    secondFactors.add(user.id, { secret, timeStep }, recoveryCodes.hashes);
    deps.notify(req, user, 'second-factor-added');
    deps.noteActivity(req, user, { kind: 'second_factor_on' });
    return recoveryCodes.codes;
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function complete(req, res) {
    if (!takeSignInAttempt(req, res, deps.rateLimiter)) return;
    const body = await readJsonObject(req, res);
    if (!body) return;
    const found = requirePending(req, res);
    if (!found) return;
    const { user, pending, secret } = found;
    const parsed = readSignInSecondFactor(body, { recoveryCodeAllowed: !pending.enrol });
    if (!parsed.ok) {
      sendFieldProblems(res, parsed.fields);
      return;
    }
    const key = normalizeEmail(user.email);
    const how = codeSignIn(pending);
    const lockedMs = codeLockout.remainingLockMs(key);
    if (lockedMs > 0) {
      deps.noteActivity(req, user, { kind: 'sign_in', result: 'locked', ...how });
      pendingSignIns.endAllOf(user.id);
      sendTooManyCodes(res, lockedMs, { 'Set-Cookie': clearedCookie(req) });
      return;
    }
    // Past the ceiling a code from the app is not even checked; a recovery code still is.
    if (!pending.enrol && 'digits' in parsed.proof && codeLockout.isBlocked(key)) {
      deps.noteActivity(req, user, { kind: 'sign_in', result: 'locked', ...how });
      sendCodesBlocked(res);
      return;
    }

    /** @type {string[] | undefined} */
    let newRecoveryCodes;
    /** @type {'totp' | 'recovery_code' | undefined} */
    let proven;
    if (pending.enrol && 'digits' in parsed.proof) {
      newRecoveryCodes = await enrol(req, user, pending, parsed.proof.digits);
      if (newRecoveryCodes) proven = 'totp';
    } else if (!pending.enrol) {
      proven = await secondFactors.take(user.id, parsed.proof);
    }
    // Checking a code takes a moment: the sign-in may have been finished or ended meanwhile.
    if (!pendingSignIns.find([secret])) {
      requirePending(req, res);
      return;
    }
    if (!proven) {
      deps.noteActivity(req, user, { kind: 'sign_in', result: 'refused', ...how });
      // Reaching the ceiling leaves the sign-in waiting, for a recovery code typed at once.
      const counted = answerWrongCode(res, codeLockout, key, {
        lockHeaders: { 'Set-Cookie': clearedCookie(req) },
        ceiling: !pending.enrol,
      });
      if (counted.lockMs > 0) pendingSignIns.endAllOf(user.id);
      return;
    }
    codeLockout.recordSuccess(key);
    pendingSignIns.end(secret);
    const recoveryCodesLeft = secondFactors.recoveryCodesLeft(user.id);
    if (proven === 'recovery_code') {
      deps.notify(req, user, 'recovery-code-used', { codesLeft: String(recoveryCodesLeft) });
    }
    answerWithNewSession(req, res, deps, {
      user,
      rememberMe: pending.rememberMe,
      proven: {
        first: pending.firstFactor,
        second: proven === 'totp' ? 'authenticator_code' : 'recovery_code',
      },
      trustDevice: parsed.trustDevice,
      endsPendingSignIn: true,
      provider: how.provider,
      extraBody: {
        recoveryCodesLeft,
        ...(newRecoveryCodes ? { recoveryCodes: newRecoveryCodes } : {}),
      },
    });
  }

  /** @type {import('../route-table.js').Route[]} */
  const routes = [
    { method: 'GET', path: '/api/sso/login/second-factor', handle: describePending },
    { method: 'POST', path: '/api/sso/login/second-factor', handle: complete },
    { method: 'DELETE', path: '/api/sso/login/second-factor', handle: cancel },
    {
      method: 'POST',
      path: '/api/sso/login/second-factor/authenticator',
      handle: startEnrolment,
    },
  ];
  return { routes, sweep: () => pendingSignIns.sweep() };
}
