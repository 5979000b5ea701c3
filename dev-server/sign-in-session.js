// @ts-check
import { isSecureRequest, presentedSessionSecrets, serializeSessionCookie } from './cookies.js';
import { sendJson } from './json-answers.js';
import { signedInBody } from './session-routes.js';

/**
 * What every way of signing in (a password, a passkey) shares: the choices the request makes
 * beside the credential, and the session it ends in, so both answer alike.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./error-answers.js').FieldProblem} FieldProblem */

/**
 * @typedef {object} SignInSessionDependencies
 * @property {import('./sessions.js').SessionStore} sessions
 * @property {boolean} cookieSecure Send the cookie with `Secure` even over plain HTTP (the
 *   service sits behind a TLS-terminating proxy).
 * @property {{ browserSessionMs: number, rememberedMs: number }} lifetimes
 */

/**
 * The problems with `rememberMe` and `applicationId`, as field codes for a 400 answer.
 *
 * @param {Record<string, unknown>} body
 * @param {ReadonlySet<number>} allowedApplicationIds
 * @returns {FieldProblem[]}
 */
export function checkSignInChoices(body, allowedApplicationIds) {
  /** @type {FieldProblem[]} */
  const fields = [];
  const { rememberMe, applicationId } = body;
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
  return fields;
}

/**
 * Starts the user's session and answers `SignedIn` with its cookie.
 *
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {SignInSessionDependencies} deps
 * @param {{ user: import('./users.js').User, rememberMe: boolean }} signIn
 */
export function answerWithNewSession(req, res, deps, { user, rememberMe }) {
  // A fresh secret at every sign-in: a session id planted in the browser beforehand (session
  // fixation) is ended, never promoted to a signed-in session.
  deps.sessions.end(presentedSessionSecrets(req));
  const lifetimeMs = rememberMe ? deps.lifetimes.rememberedMs : deps.lifetimes.browserSessionMs;
  const { secret, session } = deps.sessions.create({
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
