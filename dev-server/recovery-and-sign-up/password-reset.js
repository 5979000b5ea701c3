// @ts-check
// The three operations of account recovery share one token check and one rate limit, and
// reading them side by side is how their order of checks (limit, body, token, password) is
// kept the same. What a new password does to the rest of the account is old-password.js.

import { checkNewPassword } from '../accounts/password-policy.js';
import { hashPassword, parsePasswordHash } from '../accounts/passwords.js';
import { normalizeEmail } from '../accounts/users.js';
import { presentedSessionSecrets, serializeClearedSessionCookies } from '../http/cookies.js';
import {
  sendFederationRequired,
  sendFieldProblems,
  sendTooManyAttempts,
} from '../http/error-answers.js';
import { sendError, sendJson, sendNoContent } from '../http/json-answers.js';
import { readJsonObject } from '../http/json-body.js';
import { requestBodyCheck } from '../http/request-fields.js';
import { isMessageLocale } from '../notices/hermes-outbox.js';
import { clientAddress } from '../sign-in/login-throttle.js';
import { shutOutTheOldPassword } from './old-password.js';
import { createResetTokens } from './reset-tokens.js';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * @typedef {object} PasswordResetDependencies
 * @property {import('../accounts/users.js').UserDirectory} users
 * @property {import('../sessions/sessions.js').SessionStore} sessions
 * @property {import('../sign-in/login-throttle.js').LoginLockout} lockout
 * @property {import('../second-factor/code-lockout.js').CodeLockout} codeLockout Its lock is lifted, so that
 *   whoever knew the old password cannot keep the owner out; its count is kept.
 * @property {import('../passkeys/passkey-store.js').PasskeyStore} passkeys Removed with the old
 *   password: they may be what an intruder added.
 * @property {import('../sessions/known-devices.js').KnownDevices} knownDevices Their trust to skip the
 *   second factor ends with the old password. The authenticator stays: the mailbox alone
 *   must not take it away.
 * @property {import('../notices/hermes-outbox.js').HermesOutbox} outbox
 * @property {ReadonlySet<string>} commonPasswords
 * @property {number} tokenTtlMs
 * @property {ReturnType<typeof import('../http/portal-links.js').createPortalLinks>} portalLinks
 *   Where the links in messages point, or why none can be built for a request.
 * @property {boolean} cookieSecure
 * @property {import('../sign-in/login-throttle.js').AttemptRateLimiter} requestsPerAddress
 * @property {import('../notices/message-quota.js').MessageQuota} messageQuota
 * @property {import('../sign-in/login-throttle.js').AttemptRateLimiter} attemptsPerAddress Checks and
 *   completions, which present a secret as a login does.
 * @property {import('../federation/company-domains.js').CompanyDomains} companyDomains Domains
 *   whose accounts sign in with their company's provider only: no reset link for them.
 * @property {(line: string) => void} log
 * @property {() => number} now
 * @property {import('../activity/note-activity.js').NoteActivity} noteActivity
 * @property {import('../bot-challenge/challenge-gate.js').BotChallenge} botChallenge On risk.
 */

/**
 * Account recovery: `POST /api/sso/password-reset` sends a link, `.../check` tells whether a
 * link still works, `.../complete` sets the new password.
 *
 * @param {PasswordResetDependencies} deps
 */
export function createPasswordResetRoutes(deps) {
  const tokens = createResetTokens(deps);
  const resetRequest = requestBodyCheck('requestPasswordReset');
  const tokenRequest = requestBodyCheck('checkPasswordResetToken');
  const completeRequest = requestBodyCheck('completePasswordReset');

  /**
   * Counts the request against its address; answers 429 and returns false beyond the limit.
   *
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {import('../sign-in/login-throttle.js').AttemptRateLimiter} limiter
   */
  function withinLimit(req, res, limiter) {
    const waitMs = limiter.take(clientAddress(req));
    if (waitMs > 0) sendTooManyAttempts(res, waitMs);
    return waitMs === 0;
  }

  /**
   * The token's record when it may be used, else `undefined` after answering why not. A token
   * of the wrong shape is answered as one never issued, as the contract says.
   *
   * @param {ServerResponse} res
   * @param {Record<string, unknown>} body
   * @param {import('../http/error-answers.js').FieldProblem[]} fields The body's problems.
   */
  function usableToken(res, body, fields) {
    const problem = fields.find(({ field }) => field === 'token');
    if (problem?.code === 'required') {
      sendFieldProblems(res, [problem]);
      return undefined;
    }
    const record = problem ? undefined : tokens.find(body.token);
    if (!record) {
      sendError(res, 400, 'reset_token_invalid', 'This reset link is not valid.');
      return undefined;
    }
    if (record.usedAt !== undefined) {
      sendError(res, 410, 'reset_token_used', 'This reset link has already been used.');
      return undefined;
    }
    if (record.expiresAt <= deps.now()) {
      sendError(res, 410, 'reset_token_expired', 'This reset link has expired.');
      return undefined;
    }
    return record;
  }

  /**
   * A request that names a reset token, within the address's attempts: its body and the
   * token's record, else `undefined` after answering why not.
   *
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {typeof tokenRequest} check The operation's request body.
   */
  async function readTokenRequest(req, res, check) {
    if (!withinLimit(req, res, deps.attemptsPerAddress)) return undefined;
    const body = await readJsonObject(req, res);
    const record = body && usableToken(res, body, check.problems(body));
    return body && record ? { body, record } : undefined;
  }

  /**
   * One answer whether or not the email has an account, after the same work: a token is
   * made and hashed either way, and the message is handed to hermes only after the answer
   * has gone, so its delivery never shows in the timing.
   *
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function requestReset(req, res) {
    if (!withinLimit(req, res, deps.requestsPerAddress)) return;
    const body = await readJsonObject(req, res);
    if (!body) return;
    const fields = resetRequest.problems(body);
    if (fields.length > 0) {
      sendFieldProblems(res, fields);
      return;
    }
    const email = /** @type {string} */ (body.email);
    if (!deps.botChallenge.admits(req, res, email)) return;
    // By the domain alone, for every email of it: a password would not sign such an account in.
    const requiredProvider = deps.companyDomains.requiredProviderOf(email);
    if (requiredProvider) {
      sendFederationRequired(res, requiredProvider);
      return;
    }

    const key = normalizeEmail(email);
    const locale = isMessageLocale(body.locale) ? body.locale : 'pt-BR';
    const { token, key: tokenKey } = tokens.create();
    const user = deps.users.findByEmail(key);
    // Counted for every email, known or not, so the limit itself reveals nothing.
    const mayMessage = deps.messageQuota.take(clientAddress(req), key);
    const expiresAt = deps.now() + deps.tokenTtlMs;

    const links = deps.portalLinks(req);
    if (user && mayMessage && 'refusal' in links) {
      deps.log(`No password-reset message sent to ${user.email}: ${links.refusal}.`);
    } else if (user && mayMessage && 'base' in links) {
      tokens.keep(tokenKey, { userId: user.id, email: user.email, expiresAt, usedAt: undefined });
      const resetUrl = `${links.base}/reset-password?token=${token}`;
      setImmediate(() => {
        deps.outbox.send({
          to: user.email,
          template: 'password-reset',
          locale,
          variables: {
            name: user.name,
            resetUrl,
            expiresAt: new Date(expiresAt).toISOString(),
          },
        });
      });
    }
    sendJson(res, 202, { linkLifetimeSeconds: Math.floor(deps.tokenTtlMs / 1000) });
  }

  /**
   * Lets the reset page say at once that a link expired or was used, before anyone types a
   * new password into it.
   *
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function checkToken(req, res) {
    const record = (await readTokenRequest(req, res, tokenRequest))?.record;
    if (!record) return;
    sendJson(res, 200, {
      email: record.email,
      expiresAt: new Date(record.expiresAt).toISOString(),
    });
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function completeReset(req, res) {
    const read = await readTokenRequest(req, res, completeRequest);
    if (!read) return;
    const { body, record } = read;
    const context = { commonPasswords: deps.commonPasswords, email: record.email };
    const fields = completeRequest
      .problems(body, { password: (password) => checkNewPassword(password, context) })
      .filter(({ field }) => field !== 'token');
    if (fields.length > 0) {
      sendFieldProblems(res, fields);
      return;
    }
    const user = deps.users.findById(record.userId);
    if (!user) {
      sendError(res, 400, 'reset_token_invalid', 'This reset link is not valid.');
      return;
    }

    // Spent before the slow hashing starts: a second request with the same link, even one
    // already on its way, finds it used.
    tokens.spendAllOf(user.id);
    const hash = await hashPassword(/** @type {string} */ (body.password), user.password.cost);
    deps.users.replacePassword(user.id, parsePasswordHash(hash));
    shutOutTheOldPassword(req, deps, user, isMessageLocale(body.locale) ? body.locale : 'pt-BR');
    deps.noteActivity(req, user, { kind: 'password_reset' });

    /** @type {Record<string, string[]>} */
    const headers = {};
    if (presentedSessionSecrets(req).length > 0) {
      headers['Set-Cookie'] = serializeClearedSessionCookies({ secure: deps.cookieSecure });
    }
    sendNoContent(res, headers);
  }

  return {
    /** @type {import('../route-table.js').Route[]} */
    routes: [
      { method: 'POST', path: '/api/sso/password-reset', handle: requestReset },
      { method: 'POST', path: '/api/sso/password-reset/check', handle: checkToken },
      { method: 'POST', path: '/api/sso/password-reset/complete', handle: completeReset },
    ],
    sweep: tokens.sweep,
    storedTokenKeys: tokens.storedKeys,
  };
}
