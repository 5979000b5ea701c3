// @ts-check

import { normalizeEmail } from '../accounts/users.js';
import { isSecureRequest, serializePendingSignInCookie } from '../http/cookies.js';
import { sendJson } from '../http/json-answers.js';

/**
 * What a right password of an account with a second factor is answered with: a pending
 * sign-in (202), described again by the code step (`getPendingSignIn`) with what may finish it.
 */

/** @typedef {import('./pending-sign-ins.js').PendingSignIn} PendingSignIn */

/**
 * @typedef {object} PendingSignInDependencies
 * @property {import('./pending-sign-ins.js').PendingSignIns} pendingSignIns
 * @property {import('../second-factor/second-factor-store.js').SecondFactorStore} secondFactors
 * @property {import('../second-factor/code-lockout.js').CodeLockout} codeLockout Past its ceiling, only a
 *   recovery code is offered.
 * @property {boolean} cookieSecure
 */

/**
 * The contract's `PendingSignIn`. An account past the ceiling of wrong codes is offered its
 * recovery codes only, and nothing once none is left: then only support opens it. The email
 * names the account to the one browser that proved its first factor (contract 1.20.0), so the
 * step can say whose sign-in it finishes.
 *
 * @param {PendingSignIn} pending
 * @param {import('../accounts/users.js').User} user
 * @param {Omit<PendingSignInDependencies, 'pendingSignIns' | 'cookieSecure'>} deps
 */
export function pendingView(pending, user, deps) {
  /** @type {('totp' | 'recovery_code')[]} */
  let methods = ['totp'];
  if (!pending.enrol) {
    methods = deps.codeLockout.isBlocked(normalizeEmail(user.email)) ? [] : ['totp'];
    if (deps.secondFactors.recoveryCodesLeft(user.id) > 0) methods.push('recovery_code');
  }
  return {
    secondFactor: {
      expiresAt: new Date(pending.expiresAt).toISOString(),
      enrol: pending.enrol,
      methods,
      rememberMe: pending.rememberMe,
      email: user.email,
    },
  };
}

/**
 * Whether a right password of this user starts a pending sign-in rather than a session.
 *
 * @param {import('../accounts/users.js').User} user
 * @param {import('../second-factor/second-factor-store.js').SecondFactorStore} secondFactors
 */
export function needsSecondFactor(user, secondFactors) {
  return secondFactors.has(user.id) || user.secondFactorRequired;
}

/**
 * Answers a right password of an account with a second factor: 202 and the pending
 * sign-in's cookie, and no session.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {PendingSignInDependencies} deps
 * @param {{ user: import('../accounts/users.js').User, rememberMe: boolean,
 *   firstFactor: import('../sessions/sessions.js').FirstFactorMethod }} signIn
 */
export function startPendingSignIn(req, res, deps, { user, rememberMe, firstFactor }) {
  const { secret, pending } = deps.pendingSignIns.create({
    userId: user.id,
    passwordVersion: user.passwordVersion,
    rememberMe,
    enrol: !deps.secondFactors.has(user.id),
    firstFactor,
  });
  const secure = isSecureRequest(req, deps.cookieSecure);
  sendJson(res, 202, pendingView(pending, user, deps), {
    'Set-Cookie': serializePendingSignInCookie(secret, { secure }),
  });
}
