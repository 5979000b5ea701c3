// @ts-check
import { authenticatorCodeDigits } from '../../src/validation/second-factor-codes.js';
import { normalizeEmail } from '../accounts/users.js';
import { sendFieldProblems, sendTooManyCodes } from '../http/error-answers.js';
import { sendError, sendJson, sendNoContent } from '../http/json-answers.js';
import { readJson, readJsonObject } from '../http/json-body.js';
import { requestBodyCheck } from '../http/request-fields.js';
import {
  authenticatorUri,
  matchingTimeStep,
  newAuthenticatorSecret,
} from './authenticator-codes.js';
import { answerWrongCode, browserKeyOf } from './code-lockout.js';
import { newRecoveryCodeSet } from './recovery-codes.js';
import { createConfirmRoutes, requireAuthenticator } from './second-factor-confirm.js';
import { authenticatorCodeProblem } from './second-factor-request.js';

/**
 * The signed-in user's second factor on the security page: its state, setting up an
 * authenticator, confirming the factor before a change that needs it (second-factor-confirm.js),
 * turning it off, new recovery codes, and forgetting the devices that skip the code.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('../sessions/sessions.js').Session} Session */
/** @typedef {import('../accounts/users.js').User} User */

/**
 * @typedef {object} SecondFactorManagementDependencies
 * @property {import('../sessions/sessions.js').SessionStore} sessions
 * @property {import('./second-factor-store.js').SecondFactorStore} secondFactors
 * @property {import('./code-lockout.js').CodeLockout} codeLockout Wrong codes, per account, at
 *   sign-in and confirming in a session: a new authenticator starts them again.
 * @property {import('./code-lockout.js').CodeLockout} setupCodeLockout Wrong first codes of an
 *   authenticator being set up, per browser.
 * @property {import('../sessions/known-devices.js').KnownDevices} knownDevices
 * @property {import('../notices/account-notices.js').AccountNotices} notify
 * @property {import('../activity/note-activity.js').NoteActivity} noteActivity
 * @property {(req: IncomingMessage, res: ServerResponse) =>
 *   { user: User, session: Session } | undefined} requireSession
 * @property {import('../sign-in/recent-proof.js').RecentProof} recentProof What a change asks
 *   of the session.
 * @property {() => number} now
 */

/** How long a secret being set up waits for its first code. */
const setupTtlMs = 10 * 60 * 1000;

/** @param {SecondFactorManagementDependencies} deps */
export function createSecondFactorManagementRoutes(deps) {
  const { sessions, secondFactors, codeLockout, setupCodeLockout, knownDevices, notify } = deps;
  const authenticatorRequest = requestBodyCheck('addAuthenticator');
  /** @type {Map<string, { secret: string, expiresAt: number }>} By session id. */
  const setups = new Map();

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function status(req, res) {
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return;
    const { user, session } = signedIn;
    const addedAt = secondFactors.addedAt(user.id);
    const confirmedUntil = deps.recentProof.secondFactorRecentUntil(session);
    sendJson(res, 200, {
      required: user.secondFactorRequired,
      authenticator: addedAt === undefined ? null : { addedAt: new Date(addedAt).toISOString() },
      recoveryCodesLeft: secondFactors.recoveryCodesLeft(user.id),
      trustedDevices: knownDevices.trustedCount(user.id),
      confirmedUntil:
        confirmedUntil === null || addedAt === undefined
          ? null
          : new Date(confirmedUntil).toISOString(),
    });
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function startSetup(req, res) {
    if (!(await readJson(req, res))) return;
    const signedIn = deps.requireSession(req, res);
    if (!signedIn || !deps.recentProof.require(res, signedIn, 'add-second-factor')) return;
    const { user, session } = signedIn;
    if (secondFactors.has(user.id)) {
      sendError(res, 409, 'authenticator_exists', 'The account has an authenticator already.');
      return;
    }
    const secret = newAuthenticatorSecret();
    setups.set(session.id, { secret, expiresAt: deps.now() + setupTtlMs });
    sendJson(res, 200, { secret, otpauthUri: authenticatorUri(user.email, secret) });
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function add(req, res) {
    const body = await readJsonObject(req, res);
    if (!body) return;
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return;
    const fields = authenticatorRequest.problems(body, { code: authenticatorCodeProblem });
    const digits = authenticatorCodeDigits(authenticatorRequest.read(body).code);
    if (fields.length > 0 || digits === undefined) {
      sendFieldProblems(res, fields);
      return;
    }
    const { user, session } = signedIn;
    if (!deps.recentProof.require(res, signedIn, 'add-second-factor')) return;
    if (secondFactors.has(user.id)) {
      sendError(res, 409, 'authenticator_exists', 'The account has an authenticator already.');
      return;
    }
    const setup = setups.get(session.id);
    if (!setup || setup.expiresAt <= deps.now()) {
      setups.delete(session.id);
      sendError(
        res,
        409,
        'authenticator_setup_expired',
        'No authenticator is being set up in this session. Start again.',
      );
      return;
    }
    // The code comes from a secret the session was just shown: nothing to guess, so no
    // ceiling, and no reason for a session to lock the account's codes; counted for the
    // browser.
    const key = browserKeyOf(user, session);
    const lockedMs = setupCodeLockout.remainingLockMs(key);
    if (lockedMs > 0) {
      sendTooManyCodes(res, lockedMs);
      return;
    }
    const timeStep = await matchingTimeStep({
      secret: setup.secret,
      digits,
      nowMs: deps.now(),
    });
    if (timeStep === undefined) {
      answerWrongCode(res, setupCodeLockout, key, { ceiling: false });
      return;
    }
    const recoveryCodes = await newRecoveryCodeSet();
    // Two confirmations of one setup may both have matched; the first turns it on.
    if (setups.get(session.id) !== setup || secondFactors.has(user.id)) {
      sendError(res, 409, 'authenticator_exists', 'The account has an authenticator already.');
      return;
    }
    setups.delete(session.id);
    setupCodeLockout.recordSuccess(key);
    // A new secret: wrong codes for the old one no longer count at sign-in.
    codeLockout.recordSuccess(normalizeEmail(user.email));
    secondFactors.add(user.id, { secret: setup.secret, timeStep }, recoveryCodes.hashes);
    sessions.recordProof(session, { second: 'authenticator_code' });
    notify(req, user, 'second-factor-added');
    deps.noteActivity(req, user, { kind: 'second_factor_on', sessionId: session.id });
    sendJson(res, 201, { recoveryCodes: recoveryCodes.codes });
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function remove(req, res) {
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return;
    const { user } = signedIn;
    if (!deps.recentProof.require(res, signedIn, 'remove-second-factor')) return;
    if (!requireAuthenticator(res, secondFactors, user)) return;
    if (user.secondFactorRequired) {
      sendError(res, 409, 'second_factor_required', 'This account must keep a second factor.');
      return;
    }
    secondFactors.remove(user.id);
    knownDevices.forgetTrust(user.id);
    notify(req, user, 'second-factor-removed');
    deps.noteActivity(req, user, { kind: 'second_factor_off', sessionId: signedIn.session.id });
    sendNoContent(res);
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function regenerate(req, res) {
    if (!(await readJson(req, res))) return;
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return;
    const { user } = signedIn;
    if (!deps.recentProof.require(res, signedIn, 'new-recovery-codes')) return;
    if (!requireAuthenticator(res, secondFactors, user)) return;
    const { codes, hashes } = await newRecoveryCodeSet();
    // Hashing takes a while: the authenticator may have been turned off meanwhile.
    if (!requireAuthenticator(res, secondFactors, user)) return;
    secondFactors.replaceRecoveryCodes(user.id, hashes);
    notify(req, user, 'recovery-codes-regenerated');
    deps.noteActivity(req, user, { kind: 'recovery_codes_new', sessionId: signedIn.session.id });
    sendJson(res, 200, { recoveryCodes: codes });
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function forgetTrustedDevices(req, res) {
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return;
    knownDevices.forgetTrust(signedIn.user.id);
    sendNoContent(res);
  }

  return {
    /** @type {import('../route-table.js').Route[]} */
    routes: [
      { method: 'GET', path: '/api/sso/second-factor', handle: status },
      ...createConfirmRoutes(deps),
      {
        method: 'POST',
        path: '/api/sso/second-factor/authenticator/setup',
        handle: startSetup,
      },
      { method: 'POST', path: '/api/sso/second-factor/authenticator', handle: add },
      { method: 'DELETE', path: '/api/sso/second-factor/authenticator', handle: remove },
      { method: 'POST', path: '/api/sso/second-factor/recovery-codes', handle: regenerate },
      {
        method: 'DELETE',
        path: '/api/sso/second-factor/trusted-devices',
        handle: forgetTrustedDevices,
      },
    ],
    sweep() {
      const now = deps.now();
      for (const [id, setup] of setups) if (setup.expiresAt <= now) setups.delete(id);
    },
  };
}
