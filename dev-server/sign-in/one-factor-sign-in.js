// @ts-check
import { needsSecondFactor, startPendingSignIn } from './pending-sign-in-answer.js';
import { answerWithNewSession, presentedDevice } from './sign-in-session.js';

/**
 * A sign-in that proved one factor: a right password, or a passkey that does not count as a
 * second factor (passkey-store.js). Both are answered alike: a session at once for an account
 * without a second factor, or on a browser the user trusted to skip the code (the second
 * factor then not proven); otherwise a pending sign-in that waits for the code (202).
 */

/**
 * @typedef {import('./sign-in-session.js').SignInSessionDependencies
 *   & import('./pending-sign-in-answer.js').PendingSignInDependencies} OneFactorDependencies
 */

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {OneFactorDependencies} deps
 * @param {{ user: import('../accounts/users.js').User, rememberMe: boolean,
 *   firstFactor: 'password' | 'passkey' }} signIn
 */
export function answerOneFactor(req, res, deps, { user, rememberMe, firstFactor }) {
  if (
    needsSecondFactor(user, deps.secondFactors) &&
    !deps.knownDevices.isTrusted(user.id, presentedDevice(req, deps))
  ) {
    startPendingSignIn(req, res, deps, { user, rememberMe, firstFactor });
    return;
  }
  answerWithNewSession(req, res, deps, { user, rememberMe, proven: { first: firstFactor } });
}
