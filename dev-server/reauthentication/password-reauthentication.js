// @ts-check
import { sendFederationRequired, sendFieldProblems } from '../http/error-answers.js';
import { sendJson } from '../http/json-answers.js';
import { readJsonObject } from '../http/json-body.js';
import { requestBodyCheck } from '../http/request-fields.js';
import { passwordRules } from '../sign-in/login-route.js';
import { takeSignInAttempt } from '../sign-in/login-throttle.js';
import { createPasswordCheck } from '../sign-in/password-check.js';

/**
 * Proving the password again within a session (`reauthenticateWithPassword`): the same check
 * as signing in, the same lock, and the session, its cookie and its device's trust kept.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * @typedef {object} PasswordReauthenticationDependencies
 * @property {import('../accounts/users.js').UserDirectory} users
 * @property {import('../sessions/sessions.js').SessionStore} sessions
 * @property {import('../sign-in/login-throttle.js').LoginLockout} lockout Wrong passwords per
 *   email, shared with `login`.
 * @property {import('../sign-in/login-throttle.js').AttemptRateLimiter} rateLimiter Attempts
 *   per client address, shared with `login`.
 * @property {import('../federation/company-domains.js').CompanyDomains} companyDomains
 * @property {import('../sign-in/recent-proof.js').RecentProof} recentProof
 * @property {(req: IncomingMessage, res: ServerResponse) => { user: import('../accounts/users.js').User,
 *   session: import('../sessions/sessions.js').Session } | undefined} requireSession
 */

/**
 * @param {PasswordReauthenticationDependencies} deps
 * @returns {import('../route-table.js').Route}
 */
export function createPasswordReauthenticationRoute(deps) {
  const request = requestBodyCheck('reauthenticateWithPassword');
  const passwordCheck = createPasswordCheck(deps);

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function reauthenticate(req, res) {
    if (!takeSignInAttempt(req, res, deps.rateLimiter)) return;
    const body = await readJsonObject(req, res);
    if (!body) return;
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return;
    const fields = request.problems(body, passwordRules);
    if (fields.length > 0) {
      sendFieldProblems(res, fields);
      return;
    }
    const { user, session } = signedIn;
    // Such an account signs in with its provider only: its password opens nothing.
    const requiredProvider = deps.companyDomains.requiredProviderOf(user.email);
    if (requiredProvider) {
      sendFederationRequired(res, requiredProvider);
      return;
    }
    const password = /** @type {string} */ (body.password);
    // The session's own email: the password is checked and counted as it is at sign-in.
    if (!(await passwordCheck.check(res, user.email, password))) return;
    deps.sessions.recordProof(session, { first: 'password' });
    sendJson(res, 200, deps.recentProof.authenticationOf(user, session));
  }

  return {
    method: 'POST',
    path: '/api/sso/session/reauthenticate/password',
    handle: reauthenticate,
  };
}
