// @ts-check
import { createHash, randomBytes } from 'node:crypto';
import { readCookieValues, serializeClearedSessionCookie, sessionCookieName } from './cookies.js';
import { isMessageLocale } from './hermes-outbox.js';
import { retryAfterSeconds, sendError, sendJson, sendNoContent } from './http-json.js';
import {
  checkEmail,
  readObjectBody,
  sendFieldProblems,
  sendForbiddenOrigin,
  sendTooManyAttempts,
} from './json-request.js';
import { checkNewPassword } from './password-policy.js';
import { hashPassword, parsePasswordHash } from './passwords.js';
import { normalizeEmail } from './users.js';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * @typedef {object} ResetToken
 * @property {string} userId
 * @property {string} email The account's email as written in the users file.
 * @property {number} expiresAt
 * @property {number | undefined} usedAt When it was used, or when a reset with another link
 *   made it void.
 */

/**
 * @typedef {object} PasswordResetDependencies
 * @property {import('./users.js').UserDirectory} users
 * @property {import('./sessions.js').SessionStore} sessions
 * @property {import('./login-throttle.js').LoginLockout} lockout
 * @property {{ isAllowed(req: IncomingMessage): boolean }} originCheck
 * @property {import('./hermes-outbox.js').HermesOutbox} outbox
 * @property {ReadonlySet<string>} commonPasswords
 * @property {number} tokenTtlMs
 * @property {ReturnType<typeof import('./portal-links.js').createPortalLinks>} portalLinks
 *   Where the links in messages point, or why none can be built for a request.
 * @property {boolean} cookieSecure
 * @property {import('./login-throttle.js').AttemptRateLimiter} requestsPerAddress
 * @property {import('./message-quota.js').MessageQuota} messageQuota
 * @property {import('./login-throttle.js').AttemptRateLimiter} attemptsPerAddress Checks and
 *   completions, which present a secret as a login does.
 * @property {(line: string) => void} log
 * @property {() => number} now
 */

// 32 random bytes in base64url, as session secrets: anything else is refused unlooked-at.
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Tokens are kept by their hash only, so the store (a dump, a debug print) never holds a link
 * that works.
 *
 * @param {string} token
 */
function tokenKey(token) {
  return createHash('sha256').update(token).digest('base64url');
}

// Used and expired tokens are remembered this long, so their link can say why it no longer
// works instead of "not valid".
const rememberedMs = 24 * 60 * 60 * 1000;

/**
 * Account recovery: `POST /api/sso/password-reset` sends a link, `.../check` tells whether a
 * link still works, `.../complete` sets the new password.
 *
 * @param {PasswordResetDependencies} deps
 */
export function createPasswordResetRoutes(deps) {
  /** @type {Map<string, ResetToken>} */
  const tokens = new Map();

  /**
   * Answers 403 or 429 and returns false when the request may not go on.
   *
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {import('./login-throttle.js').AttemptRateLimiter} limiter
   */
  function admit(req, res, limiter) {
    if (!deps.originCheck.isAllowed(req)) {
      sendForbiddenOrigin(res);
      return false;
    }
    const waitMs = limiter.take(req.socket.remoteAddress ?? 'unknown');
    if (waitMs > 0) {
      sendTooManyAttempts(res, retryAfterSeconds(waitMs), 'Too many requests. Try again later.');
      return false;
    }
    return true;
  }

  /**
   * The token's record when it may be used, else `undefined` after answering why not.
   *
   * @param {ServerResponse} res
   * @param {unknown} token
   */
  function usableToken(res, token) {
    if (token === undefined || token === null || token === '') {
      sendFieldProblems(res, [{ field: 'token', code: 'required' }]);
      return undefined;
    }
    const record =
      typeof token === 'string' && tokenPattern.test(token)
        ? tokens.get(tokenKey(token))
        : undefined;
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
   * One answer whether or not the email has an account, after the same work: a token is
   * made and hashed either way, and the message is handed to hermes only after the answer
   * has gone, so its delivery never shows in the timing.
   *
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function requestReset(req, res) {
    if (!admit(req, res, deps.requestsPerAddress)) return;
    const body = await readObjectBody(req, res);
    if (!body) return;
    const emailProblem = checkEmail(body.email);
    /** @type {{ field: string, code: string }[]} */
    const fields = emailProblem ? [{ field: 'email', code: emailProblem }] : [];
    if (body.locale !== undefined && !isMessageLocale(body.locale)) {
      fields.push({ field: 'locale', code: 'invalid' });
    }
    if (fields.length > 0) {
      sendFieldProblems(res, fields);
      return;
    }

    const key = normalizeEmail(/** @type {string} */ (body.email));
    const locale = isMessageLocale(body.locale) ? body.locale : 'pt-BR';
    const token = randomBytes(32).toString('base64url');
    const hashed = tokenKey(token);
    const user = deps.users.findByEmail(key);
    // Counted for every email, known or not, so the limit itself reveals nothing.
    const withinLimit = deps.messageQuota.take(req.socket.remoteAddress ?? 'unknown', key);
    const expiresAt = deps.now() + deps.tokenTtlMs;

    const links = deps.portalLinks(req);
    if (user && withinLimit && 'refusal' in links) {
      deps.log(`No password-reset message sent to ${user.email}: ${links.refusal}.`);
    } else if (user && withinLimit && 'base' in links) {
      tokens.set(hashed, { userId: user.id, email: user.email, expiresAt, usedAt: undefined });
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
    if (!admit(req, res, deps.attemptsPerAddress)) return;
    const body = await readObjectBody(req, res);
    if (!body) return;
    const record = usableToken(res, body.token);
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
    if (!admit(req, res, deps.attemptsPerAddress)) return;
    const body = await readObjectBody(req, res);
    if (!body) return;
    const record = usableToken(res, body.token);
    if (!record) return;
    const problem = checkNewPassword(body.password, {
      commonPasswords: deps.commonPasswords,
      email: record.email,
    });
    if (problem) {
      sendFieldProblems(res, [{ field: 'password', code: problem }]);
      return;
    }
    const user = deps.users.findById(record.userId);
    if (!user) {
      sendError(res, 400, 'reset_token_invalid', 'This reset link is not valid.');
      return;
    }

    // Spent before the slow hashing starts: a second request with the same link, even one
    // already on its way, finds it used.
    const now = deps.now();
    for (const other of tokens.values()) {
      if (other.userId === user.id && other.usedAt === undefined) other.usedAt = now;
    }
    const hash = await hashPassword(/** @type {string} */ (body.password), user.password.cost);
    deps.users.replacePassword(user.id, parsePasswordHash(hash));
    deps.sessions.endAllOf(user.id);
    // Whoever holds the mailbox has proved it: the old password's failures no longer count.
    deps.lockout.recordSuccess(normalizeEmail(user.email));

    const locale = isMessageLocale(body.locale) ? body.locale : 'pt-BR';
    const links = deps.portalLinks(req);
    if ('refusal' in links) {
      deps.log(`No password-changed message sent to ${user.email}: ${links.refusal}.`);
    } else {
      setImmediate(() => {
        deps.outbox.send({
          to: user.email,
          template: 'password-changed',
          locale,
          variables: { name: user.name, forgotPasswordUrl: `${links.base}/forgot-password` },
        });
      });
    }

    /** @type {Record<string, string>} */
    const headers = {};
    if (readCookieValues(req.headers.cookie, sessionCookieName).length > 0) {
      headers['Set-Cookie'] = serializeClearedSessionCookie({ secure: deps.cookieSecure });
    }
    sendNoContent(res, headers);
  }

  return {
    routes: {
      '/api/sso/password-reset': { POST: requestReset },
      '/api/sso/password-reset/check': { POST: checkToken },
      '/api/sso/password-reset/complete': { POST: completeReset },
    },
    /** Forgets tokens a day after they stopped working. */
    sweep() {
      const now = deps.now();
      for (const [key, record] of tokens) {
        const endedAt = Math.min(record.expiresAt, record.usedAt ?? Number.POSITIVE_INFINITY);
        if (now - endedAt > rememberedMs) tokens.delete(key);
      }
    },
    /** How many tokens are kept; for tests that look at what is stored. */
    storedTokenKeys() {
      return [...tokens.keys()];
    },
  };
}
