// @ts-check
import { maxPasswordLength, passwordLength } from '../../src/validation/password-length.js';
import { normalizeEmail } from '../accounts/users.js';
import {
  sendCodesLocked,
  sendFederationRequired,
  sendFieldProblems,
} from '../http/error-answers.js';
import { readJsonObject } from '../http/json-body.js';
import { requestBodyCheck } from '../http/request-fields.js';
import { takeSignInAttempt } from './login-throttle.js';
import { answerOneFactor } from './one-factor-sign-in.js';
import { createPasswordCheck } from './password-check.js';
import { rememberLocale, signInChoiceRules } from './sign-in-session.js';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * @typedef {object} LoginDependencies
 * @property {import('../accounts/users.js').UserDirectory} users
 * @property {import('../sessions/sessions.js').SessionStore} sessions
 * @property {import('./login-throttle.js').LoginLockout} lockout
 * @property {import('../second-factor/code-lockout.js').CodeLockout} codeLockout Wrong second-factor codes:
 *   while a lock holds, the right password is told so, and starts no pending sign-in.
 * @property {import('./pending-sign-ins.js').PendingSignIns} pendingSignIns
 * @property {import('../second-factor/second-factor-store.js').SecondFactorStore} secondFactors
 * @property {import('../sessions/known-devices.js').KnownDevices} knownDevices
 * @property {import('../notices/account-notices.js').AccountNotices} notify
 * @property {import('../activity/note-activity.js').NoteActivity} noteActivity
 * @property {() => number} now
 * @property {import('./recent-proof.js').RecentProof} recentProof
 * @property {import('../federation/company-domains.js').CompanyDomains} companyDomains Domains
 *   whose accounts sign in with their company's provider only.
 * @property {import('./login-throttle.js').AttemptRateLimiter} rateLimiter
 * @property {import('../bot-challenge/challenge-gate.js').BotChallenge} botChallenge Asked before
 *   the domain, the lock or the password is looked at; told of every failed sign-in.
 * @property {typeof import('../accounts/passwords.js').verifyPassword | undefined} [verifyPassword]
 * @property {boolean} cookieSecure
 * @property {{ browserSessionMs: number, rememberedMs: number }} lifetimes
 */

/**
 * No password longer than a new one may be was ever set, counted as the policy counts it
 * (after NFKC normalisation), so it is refused before scrypt spends time and memory on it.
 *
 * @type {import('../http/request-fields.js').FieldRules}
 */
export const passwordRules = {
  password: (password) => (passwordLength(password) > maxPasswordLength ? 'invalid' : undefined),
};

/**
 * `POST /api/sso/login`, checked in the contract's order: attempts per address (429), the
 * request (400), the bot challenge on risk (403 `challenge_required`, `challenge_invalid`), the
 * email's domain (403 `federation_required`), the email's lock (423), the
 * credentials (401), the lock of the second factor (423 `codes_locked`). The cross-site check
 * (403) comes first, in the route table. A right
 * password of an account with a second factor starts a pending sign-in (202) unless the
 * browser is one the user trusts.
 *
 * @param {LoginDependencies} deps
 */
export function createLoginRoute(deps) {
  const { users, codeLockout, rateLimiter } = deps;
  const loginRequest = requestBodyCheck('login');
  const loginRules = { ...passwordRules, ...signInChoiceRules(users.allowedApplicationIds) };
  const passwordCheck = createPasswordCheck(deps);

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function login(req, res) {
    if (!takeSignInAttempt(req, res, rateLimiter)) return;
    const body = await readJsonObject(req, res);
    if (!body) return;
    const fields = loginRequest.problems(body, loginRules);
    if (fields.length > 0) {
      sendFieldProblems(res, fields);
      return;
    }

    const email = /** @type {string} */ (body.email);
    const password = /** @type {string} */ (body.password);
    const rememberMe = /** @type {boolean} */ (body.rememberMe);
    // On risk, a solved challenge first: without one nothing of the email is looked at.
    if (!deps.botChallenge.admits(req, res, email)) return;
    // Decided by the domain alone, before any account or password is looked at.
    const requiredProvider = deps.companyDomains.requiredProviderOf(email);
    if (requiredProvider) {
      sendFederationRequired(res, requiredProvider);
      return;
    }
    // An account's owner sees every attempt on it; an email without one leaves no trace.
    const user = await passwordCheck.check(res, email, password, (owner, result) =>
      deps.noteActivity(req, owner, { kind: 'sign_in', result, method: 'password' }),
    );
    if (!user) {
      deps.botChallenge.recordFailedSignIn(req, email);
      return;
    }
    deps.botChallenge.recordRightPassword(email);
    const key = normalizeEmail(email);
    // Only now, to whoever knows the password: no code would be taken before the lock ends.
    const codesLockedMs = codeLockout.remainingLockMs(key);
    if (codesLockedMs > 0) {
      deps.noteActivity(req, user, {
        kind: 'sign_in',
        result: 'locked',
        method: 'password_and_code',
      });
      sendCodesLocked(res, codesLockedMs);
      return;
    }
    rememberLocale(user, body);
    answerOneFactor(req, res, deps, { user, rememberMe, firstFactor: 'password' });
  }

  /** @type {import('../route-table.js').Route[]} */
  const routes = [{ method: 'POST', path: '/api/sso/login', handle: login }];
  return { routes };
}
