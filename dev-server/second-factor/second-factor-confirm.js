// @ts-check

import { normalizeEmail } from '../accounts/users.js';
import { sendCodesBlocked, sendFieldProblems, sendTooManyCodes } from '../http/error-answers.js';
import { sendError, sendJson, sendNoContent } from '../http/json-answers.js';
import { readJsonObject } from '../http/json-body.js';
import { answerWrongCode } from './code-lockout.js';
import { readConfirmedSecondFactor } from './second-factor-request.js';

/**
 * Confirming the second factor within a session, before a change that needs it. Its wrong
 * codes go to the account's count, the one sign-in keeps (by email): a session can be had
 * without the portal's code (a company sign-in whose provider did a second factor of its own),
 * and counted per browser, every such session in a browser without the device cookie started
 * a count of its own, so that twenty sign-ins bought a hundred guesses. A session may now lock
 * its owner's codes at sign-in; it can no longer guess more than the owner could.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('../sessions/sessions.js').Session} Session */
/** @typedef {import('../accounts/users.js').User} User */

/**
 * @typedef {object} SecondFactorConfirmDependencies
 * @property {import('../sessions/sessions.js').SessionStore} sessions
 * @property {import('./second-factor-store.js').SecondFactorStore} secondFactors
 * @property {import('./code-lockout.js').CodeLockout} codeLockout Wrong codes, per account
 *   (by email), shared with sign-in.
 * @property {import('../notices/account-notices.js').AccountNotices} notify
 * @property {(req: IncomingMessage, res: ServerResponse) =>
 *   { user: User, session: Session } | undefined} requireSession
 * @property {import('../sign-in/recent-proof.js').RecentProof} recentProof
 */

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
 * `POST /api/sso/second-factor/confirm` (answers 204) and
 * `POST /api/sso/session/reauthenticate/second-factor` (answers the session's proofs): one
 * check, one count of wrong codes, two answers.
 *
 * @param {SecondFactorConfirmDependencies} deps
 * @returns {import('../route-table.js').Route[]}
 */
export function createConfirmRoutes(deps) {
  const { sessions, secondFactors, codeLockout, notify } = deps;

  /**
   * Proves the second factor in the session, or answers why not.
   *
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @returns {Promise<{ user: User, session: Session } | undefined>} The session, the proof
   *   recorded in it.
   */
  async function prove(req, res) {
    const body = await readJsonObject(req, res);
    if (!body) return undefined;
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return undefined;
    const parsed = readConfirmedSecondFactor(body, { recoveryCodeAllowed: true });
    if (!parsed.ok) {
      sendFieldProblems(res, parsed.fields);
      return undefined;
    }
    const { user, session } = signedIn;
    if (!requireAuthenticator(res, secondFactors, user)) return undefined;
    const key = normalizeEmail(user.email);
    const lockedMs = codeLockout.remainingLockMs(key);
    if (lockedMs > 0) {
      sendTooManyCodes(res, lockedMs);
      return undefined;
    }
    // Past the ceiling a code from the app is not even checked; a recovery code still is.
    if ('digits' in parsed.proof && codeLockout.isBlocked(key)) {
      sendCodesBlocked(res);
      return undefined;
    }
    const proven = await secondFactors.take(user.id, parsed.proof);
    if (!proven) {
      answerWrongCode(res, codeLockout, key);
      return undefined;
    }
    codeLockout.recordSuccess(key);
    if (proven === 'recovery_code') {
      const codesLeft = String(secondFactors.recoveryCodesLeft(user.id));
      notify(req, user, 'recovery-code-used', { codesLeft });
    }
    sessions.recordProof(session, {
      second: proven === 'totp' ? 'authenticator_code' : 'recovery_code',
    });
    return signedIn;
  }

  return [
    {
      method: 'POST',
      path: '/api/sso/second-factor/confirm',
      handle: async (req, res) => {
        if (await prove(req, res)) sendNoContent(res);
      },
    },
    {
      method: 'POST',
      path: '/api/sso/session/reauthenticate/second-factor',
      handle: async (req, res) => {
        const proven = await prove(req, res);
        if (proven) {
          sendJson(res, 200, deps.recentProof.authenticationOf(proven.user, proven.session));
        }
      },
    },
  ];
}
