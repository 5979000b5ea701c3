// @ts-check
import { answerWrongCode } from './code-lockout.js';
import { sendCodesBlocked, sendFieldProblems, sendTooManyCodes } from './error-answers.js';
import { sendError, sendNoContent } from './json-answers.js';
import { readJsonObject } from './json-body.js';
import { parseSecondFactorRequest } from './second-factor-request.js';

/**
 * Confirming the second factor within a session, before a change that needs it. A session
 * needs no password, so its wrong codes are counted for its browser (the device cookie's key,
 * which a new sign-in on a trusted device keeps), never for the account: they may keep that
 * browser from confirming, never the owner from signing in.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./sessions.js').Session} Session */
/** @typedef {import('./users.js').User} User */

/**
 * @typedef {object} SecondFactorConfirmDependencies
 * @property {import('./sessions.js').SessionStore} sessions
 * @property {import('./second-factor-store.js').SecondFactorStore} secondFactors
 * @property {import('./code-lockout.js').CodeLockout} confirmLockout Per browser.
 * @property {import('./account-notices.js').AccountNotices} notify
 * @property {(req: IncomingMessage, res: ServerResponse) =>
 *   { user: User, session: Session } | undefined} requireSession
 */

/**
 * What a session's wrong codes are counted by: its user and its browser, or the session
 * itself if it has no device cookie.
 *
 * @param {User} user
 * @param {Session} session
 */
export function browserKeyOf(user, session) {
  return `${user.id} ${session.deviceKey ?? `session ${session.id}`}`;
}

/**
 * The account has an authenticator; otherwise answers 409 `no_authenticator`.
 *
 * @param {ServerResponse} res
 * @param {import('./second-factor-store.js').SecondFactorStore} secondFactors
 * @param {User} user
 */
export function requireAuthenticator(res, secondFactors, user) {
  if (secondFactors.has(user.id)) return true;
  sendError(res, 409, 'no_authenticator', 'The account has no authenticator.');
  return false;
}

/**
 * `POST /api/sso/second-factor/confirm`.
 *
 * @param {SecondFactorConfirmDependencies} deps
 * @returns {import('./route-table.js').Route}
 */
export function createConfirmRoute(deps) {
  const { sessions, secondFactors, confirmLockout, notify } = deps;

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function confirm(req, res) {
    const body = await readJsonObject(req, res);
    if (!body) return;
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return;
    const parsed = parseSecondFactorRequest(body, { recoveryCodeAllowed: true });
    if (!parsed.ok) {
      sendFieldProblems(res, parsed.fields);
      return;
    }
    const { user, session } = signedIn;
    if (!requireAuthenticator(res, secondFactors, user)) return;
    const key = browserKeyOf(user, session);
    const lockedMs = confirmLockout.remainingLockMs(key);
    if (lockedMs > 0) {
      sendTooManyCodes(res, lockedMs);
      return;
    }
    if ('digits' in parsed.proof && confirmLockout.isBlocked(key)) {
      sendCodesBlocked(res);
      return;
    }
    const proven = await secondFactors.take(user.id, parsed.proof);
    if (!proven) {
      answerWrongCode(res, confirmLockout, key);
      return;
    }
    confirmLockout.recordSuccess(key);
    if (proven === 'recovery_code') {
      const codesLeft = String(secondFactors.recoveryCodesLeft(user.id));
      notify(req, user, 'recovery-code-used', { codesLeft });
    }
    sessions.confirmSecondFactor(session);
    sendNoContent(res);
  }

  return { method: 'POST', path: '/api/sso/second-factor/confirm', handle: confirm };
}
