// @ts-check
import { randomBytes } from 'node:crypto';
import { maxPasswordLength, passwordLength } from '../src/validation/password-length.js';
import { hasControlCharacter } from '../src/validation/text-characters.js';
import {
  readCookieValues,
  serializeClearedSessionCookie,
  serializeSessionCookie,
  sessionCookieName,
} from './cookies.js';
import {
  isPlainObject,
  RequestBodyError,
  readJsonBody,
  retryAfterSeconds,
  sendError,
  sendJson,
  sendNoContent,
} from './http-json.js';
import { checkEmail } from './json-request.js';
import { hashPassword, parsePasswordHash, verifyPassword } from './passwords.js';
import { normalizeEmail } from './users.js';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {{ field: string, code: 'required' | 'invalid' }} FieldProblem */

/**
 * @typedef {object} SsoRouteDependencies
 * @property {import('./users.js').UserDirectory} users
 * @property {import('./sessions.js').SessionStore} sessions
 * @property {import('./login-throttle.js').LoginLockout} lockout
 * @property {import('./login-throttle.js').AttemptRateLimiter} rateLimiter
 * @property {{ isAllowed(req: IncomingMessage): boolean }} originCheck
 * @property {boolean} cookieSecure Send the cookie with `Secure` even over plain HTTP (the
 *   service sits behind a TLS-terminating proxy).
 * @property {{ browserSessionMs: number, rememberedMs: number }} lifetimes
 */

/**
 * @param {IncomingMessage} req
 * @param {boolean} cookieSecure
 */
function isSecureRequest(req, cookieSecure) {
  return cookieSecure || ('encrypted' in req.socket && req.socket.encrypted === true);
}

/** @param {IncomingMessage} req */
function presentedSecrets(req) {
  return readCookieValues(req.headers.cookie, sessionCookieName);
}

/**
 * @param {import('./users.js').User} user
 * @param {import('./sessions.js').Session} session
 */
function signedInBody(user, session) {
  return {
    user: { id: user.id, email: user.email, name: user.name, apps: user.apps },
    session: { id: session.id, expiresAt: new Date(session.expiresAt).toISOString() },
  };
}

/** @param {ServerResponse} res */
function sendForbiddenOrigin(res) {
  sendError(res, 403, 'forbidden_origin', 'Requests from another site are not accepted.');
}

/**
 * @param {ServerResponse} res
 * @param {FieldProblem[]} fields
 * @param {string} message
 */
function sendInvalidRequest(res, fields, message) {
  sendError(res, 400, 'invalid_request', message, { extra: { fields } });
}

/**
 * Maps a body that could not be read onto the contract's errors.
 *
 * @param {ServerResponse} res
 * @param {unknown} error
 */
function sendBodyError(res, error) {
  if (!(error instanceof RequestBodyError)) throw error;
  if (error.reason === 'too_large') {
    // The rest of the upload is not worth reading; closing ends it.
    sendError(res, 413, 'payload_too_large', 'The request body is too large.', {
      headers: { Connection: 'close' },
    });
    return;
  }
  const message =
    error.reason === 'not_json'
      ? 'The request body must be JSON (Content-Type: application/json).'
      : 'The request body is not valid JSON.';
  sendInvalidRequest(res, [], message);
}

/**
 * @param {Record<string, unknown>} body
 * @param {ReadonlySet<number>} allowedApplicationIds
 * @returns {{ ok: true, value: { email: string, password: string, rememberMe: boolean } }
 *   | { ok: false, fields: FieldProblem[] }}
 */
function parseLoginRequest(body, allowedApplicationIds) {
  /** @type {FieldProblem[]} */
  const fields = [];
  const { email, password, rememberMe, applicationId } = body;

  const emailCode = checkEmail(email);
  if (emailCode) fields.push({ field: 'email', code: emailCode });

  // No password longer than a new one may be (or with a control character in it) was ever
  // set, so it is refused before scrypt spends time and memory on it.
  if (password === undefined || password === null || password === '') {
    fields.push({ field: 'password', code: 'required' });
  } else if (
    typeof password !== 'string' ||
    passwordLength(password) > maxPasswordLength ||
    hasControlCharacter(password)
  ) {
    fields.push({ field: 'password', code: 'invalid' });
  }

  if (rememberMe === undefined || rememberMe === null) {
    fields.push({ field: 'rememberMe', code: 'required' });
  } else if (typeof rememberMe !== 'boolean') {
    fields.push({ field: 'rememberMe', code: 'invalid' });
  }

  if (applicationId === undefined || applicationId === null) {
    fields.push({ field: 'applicationId', code: 'required' });
  } else if (
    typeof applicationId !== 'number' ||
    !Number.isSafeInteger(applicationId) ||
    !allowedApplicationIds.has(applicationId)
  ) {
    fields.push({ field: 'applicationId', code: 'invalid' });
  }

  if (fields.length > 0) return { ok: false, fields };
  return {
    ok: true,
    value: {
      email: /** @type {string} */ (email),
      password: /** @type {string} */ (password),
      rememberMe: /** @type {boolean} */ (rememberMe),
    },
  };
}

/**
 * The handlers of `/api/sso/*`, keyed by path and method.
 *
 * @param {SsoRouteDependencies} deps
 */
export function createSsoRoutes(deps) {
  const { users, sessions, lockout, rateLimiter, originCheck } = deps;

  // An unknown email is checked against this hash so that it costs the same scrypt run as a
  // wrong password: a fast refusal would tell an attacker which emails have accounts.
  const dummyHash = hashPassword(randomBytes(16).toString('hex'), users.typicalCost).then(
    parsePasswordHash,
  );

  /**
   * @param {ServerResponse} res
   * @param {number} remainingMs
   */
  function sendLocked(res, remainingMs) {
    const retryAfter = retryAfterSeconds(remainingMs);
    sendError(
      res,
      423,
      'account_locked',
      'Too many wrong passwords for this account. Try again later.',
      { extra: { retryAfter }, headers: { 'Retry-After': String(retryAfter) } },
    );
  }

  /**
   * The signed-in user and live session of the request, or `undefined` after answering 401
   * (clearing a stale cookie so the browser stops sending it).
   *
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  function requireSession(req, res) {
    const presented = presentedSecrets(req);
    const live = sessions.findLive(presented);
    const user = live && users.findById(live.session.userId);
    if (live && user) return { user, secret: live.secret, session: live.session };
    /** @type {Record<string, string>} */
    const headers = {};
    if (presented.length > 0) {
      const secure = isSecureRequest(req, deps.cookieSecure);
      headers['Set-Cookie'] = serializeClearedSessionCookie({ secure });
    }
    sendError(res, 401, 'unauthenticated', 'Not signed in.', { headers });
    return undefined;
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function whoami(req, res) {
    const signedIn = requireSession(req, res);
    if (signedIn) sendJson(res, 200, signedInBody(signedIn.user, signedIn.session));
  }

  /**
   * "Stay signed in": a live session gets a full lifetime again. A remembered session's
   * cookie is sent again with the new `Max-Age`, or the browser would drop it first.
   *
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function refreshSession(req, res) {
    if (!originCheck.isAllowed(req)) {
      sendForbiddenOrigin(res);
      return;
    }
    // A body is not expected; reading it still enforces the size limit.
    try {
      await readJsonBody(req);
    } catch (error) {
      sendBodyError(res, error);
      return;
    }
    const signedIn = requireSession(req, res);
    if (!signedIn) return;
    const session = sessions.renew(signedIn.session);
    /** @type {Record<string, string>} */
    const headers = {};
    if (session.remembered) {
      headers['Set-Cookie'] = serializeSessionCookie(signedIn.secret, {
        secure: isSecureRequest(req, deps.cookieSecure),
        maxAgeSeconds: Math.ceil(session.lifetimeMs / 1000),
      });
    }
    sendJson(res, 200, signedInBody(signedIn.user, session), headers);
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function login(req, res) {
    if (!originCheck.isAllowed(req)) {
      sendForbiddenOrigin(res);
      return;
    }
    const waitMs = rateLimiter.take(req.socket.remoteAddress ?? 'unknown');
    if (waitMs > 0) {
      const retryAfter = retryAfterSeconds(waitMs);
      sendError(res, 429, 'too_many_attempts', 'Too many sign-in attempts. Try again later.', {
        extra: { retryAfter },
        headers: { 'Retry-After': String(retryAfter) },
      });
      return;
    }

    /** @type {unknown} */
    let body;
    try {
      body = await readJsonBody(req);
    } catch (error) {
      sendBodyError(res, error);
      return;
    }
    if (body !== undefined && !isPlainObject(body)) {
      sendInvalidRequest(res, [], 'The request body must be a JSON object.');
      return;
    }
    const parsed = parseLoginRequest(body ?? {}, users.allowedApplicationIds);
    if (!parsed.ok) {
      sendInvalidRequest(res, parsed.fields, 'Some fields are missing or invalid.');
      return;
    }

    const { email, password, rememberMe } = parsed.value;
    const key = normalizeEmail(email);
    const lockedMs = lockout.remainingLockMs(key);
    if (lockedMs > 0) {
      sendLocked(res, lockedMs);
      return;
    }

    const user = users.findByEmail(key);
    // scrypt takes a while, and a password reset may replace the password and end every
    // session meanwhile: a match against the replaced password is a wrong password.
    const checkedVersion = user?.passwordVersion;
    const matches = await verifyPassword(password, user ? user.password : await dummyHash);
    if (!user || !matches || user.passwordVersion !== checkedVersion) {
      const startedLockMs = lockout.recordFailure(key);
      if (startedLockMs > 0) {
        sendLocked(res, startedLockMs);
        return;
      }
      sendError(res, 401, 'invalid_credentials', 'The email or password is incorrect.');
      return;
    }
    // Other attempts may have locked the email while this one was hashing.
    const lockedMeanwhileMs = lockout.remainingLockMs(key);
    if (lockedMeanwhileMs > 0) {
      sendLocked(res, lockedMeanwhileMs);
      return;
    }
    lockout.recordSuccess(key);

    // A fresh secret at every sign-in: a session id planted in the browser beforehand (session
    // fixation) is ended, never promoted to a signed-in session.
    sessions.end(presentedSecrets(req));
    const lifetimeMs = rememberMe ? deps.lifetimes.rememberedMs : deps.lifetimes.browserSessionMs;
    const { secret, session } = sessions.create({
      userId: user.id,
      passwordVersion: user.passwordVersion,
      lifetimeMs,
      remembered: rememberMe,
    });
    const cookie = serializeSessionCookie(secret, {
      secure: isSecureRequest(req, deps.cookieSecure),
      ...(rememberMe ? { maxAgeSeconds: Math.ceil(lifetimeMs / 1000) } : {}),
    });
    sendJson(res, 200, signedInBody(user, session), { 'Set-Cookie': cookie });
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function logout(req, res) {
    if (!originCheck.isAllowed(req)) {
      sendForbiddenOrigin(res);
      return;
    }
    /** @type {unknown} */
    let body;
    try {
      body = await readJsonBody(req);
    } catch (error) {
      sendBodyError(res, error);
      return;
    }
    /** @type {string | undefined} */
    let targetId;
    if (body !== undefined) {
      const sessionId = isPlainObject(body) ? body.sessionId : null;
      if (sessionId !== undefined && typeof sessionId !== 'string') {
        sendInvalidRequest(
          res,
          [{ field: 'sessionId', code: 'invalid' }],
          'sessionId must be a string.',
        );
        return;
      }
      targetId = sessionId;
    }

    const presented = presentedSecrets(req);
    const live = sessions.findLive(presented);
    // A logout queued while offline names the session it was meant for; if the cookie now
    // belongs to a newer sign-in, that sign-in is left alone.
    if (live && targetId !== undefined && live.session.id !== targetId) {
      sendNoContent(res);
      return;
    }
    sessions.end(presented);
    sendNoContent(res, {
      'Set-Cookie': serializeClearedSessionCookie({
        secure: isSecureRequest(req, deps.cookieSecure),
      }),
      // On a shared office computer nothing of the user may stay behind: the browser drops
      // the origin's HTTP cache, storage and service worker caches as well.
      'Clear-Site-Data': '"cache", "storage"',
    });
  }

  /** @type {Record<string, Record<string, (req: IncomingMessage, res: ServerResponse) => Promise<void>>>} */
  const routes = {
    '/api/sso/whoami': { GET: whoami, HEAD: whoami },
    '/api/sso/login': { POST: login },
    '/api/sso/logout': { POST: logout },
    '/api/sso/session/refresh': { POST: refreshSession },
  };
  return routes;
}
