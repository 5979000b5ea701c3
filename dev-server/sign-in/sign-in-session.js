// @ts-check

import { signInMethod } from '../activity/note-activity.js';
import {
  isSecureRequest,
  presentedDeviceSecrets,
  presentedSessionSecrets,
  serializeClearedPendingSignInCookie,
  serializeDeviceCookie,
  serializeSessionCookies,
} from '../http/cookies.js';
import { sendJson } from '../http/json-answers.js';
import { deviceName } from '../notices/account-notices.js';
import { isMessageLocale } from '../notices/hermes-outbox.js';
import { signedInBody } from '../sessions/session-routes.js';

/**
 * What every way of signing in (a password, a passkey) shares: the choices the request makes
 * beside the credential, and the session it ends in, so both answer alike.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('../http/error-answers.js').FieldProblem} FieldProblem */

/**
 * @typedef {object} SignInSessionDependencies
 * @property {import('../sessions/sessions.js').SessionStore} sessions
 * @property {boolean} cookieSecure Send the cookie with `Secure` even over plain HTTP (the
 *   service sits behind a TLS-terminating proxy).
 * @property {{ browserSessionMs: number, rememberedMs: number }} lifetimes
 * @property {import('../sessions/known-devices.js').KnownDevices} knownDevices
 * @property {import('../notices/account-notices.js').AccountNotices} notify
 * @property {import('../activity/note-activity.js').NoteActivity} noteActivity
 * @property {import('../federation/company-domains.js').CompanyDomains} companyDomains
 * @property {import('./recent-proof.js').RecentProof} recentProof
 * @property {() => number} now
 */

// A user agent is kept to name the device to its user; no real one is longer.
const keptUserAgentLength = 512;

/**
 * What the schema of a sign-in request cannot say: the application is one this service serves.
 *
 * @param {ReadonlySet<number>} allowedApplicationIds
 * @returns {import('../http/request-fields.js').FieldRules}
 */
export function signInChoiceRules(allowedApplicationIds) {
  return { applicationId: (id) => (allowedApplicationIds.has(id) ? undefined : 'invalid') };
}

/**
 * The language a sign-in request says the user reads the portal in becomes the one their
 * account's messages go out in.
 *
 * @param {import('../accounts/users.js').User} user
 * @param {Record<string, unknown>} body A request its schema and `signInChoiceRules` found no
 *   problem in.
 */
export function rememberLocale(user, body) {
  if (isMessageLocale(body.locale)) user.locale = body.locale;
}

/**
 * The device the request's device cookie names (known-devices.js `identify`): `undefined`
 * for no cookie, a value the service did not issue or has replaced, or two it did.
 *
 * @param {IncomingMessage} req
 * @param {{ knownDevices: import('../sessions/known-devices.js').KnownDevices, cookieSecure: boolean }} deps
 */
export function presentedDevice(req, deps) {
  const secure = isSecureRequest(req, deps.cookieSecure);
  return deps.knownDevices.identify(presentedDeviceSecrets(req, secure));
}

/**
 * @typedef {object} NewSession
 * @property {import('../accounts/users.js').User} user
 * @property {boolean} rememberMe
 * @property {import('../sessions/sessions.js').ProvenAtSignIn} proven How the sign-in proved
 *   each factor it proved.
 * @property {string | undefined} [provider] The company provider of a company sign-in, for the
 *   activity.
 * @property {boolean} [trustDevice] Skip the code on this browser from now on.
 * @property {boolean} [endsPendingSignIn] Clear the pending sign-in's cookie.
 * @property {string} [deviceId] The device the sign-in began on, for a request that cannot
 *   name it itself: a company provider's return is a navigation from another site, which the
 *   device's `SameSite=Strict` cookie does not follow (presentedDevice).
 * @property {Record<string, unknown>} [extraBody] Members beside `SignedIn`'s.
 */

/**
 * Starts the user's session and answers `SignedIn` with its cookie (startSession).
 *
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {SignInSessionDependencies} deps
 * @param {NewSession} signIn
 */
export function answerWithNewSession(req, res, deps, signIn) {
  const { session, cookies } = startSession(req, deps, signIn);
  sendJson(
    res,
    200,
    { ...signedInBody(signIn.user, session, deps), ...signIn.extraBody },
    {
      'Set-Cookie': cookies,
    },
  );
}

/**
 * Starts the user's session: the session and the `Set-Cookie` lines its answer carries, for
 * a sign-in answered with JSON (answerWithNewSession) or with a redirect (a company sign-in).
 * A browser without a device cookie the service issued gets one, and a device the user now
 * trusts gets a new value, so the value trusted is never one anybody knew before; a device new
 * to a user who signed in elsewhere before is told to the user.
 *
 * @param {IncomingMessage} req
 * @param {SignInSessionDependencies} deps
 * @param {NewSession} signIn
 * @returns {{ session: import('../sessions/sessions.js').Session, cookies: string[] }}
 */
export function startSession(req, deps, signIn) {
  const { user, rememberMe } = signIn;
  const secure = isSecureRequest(req, deps.cookieSecure);
  // A fresh secret at every sign-in: a session id planted in the browser beforehand (session
  // fixation) is ended, never promoted to a signed-in session.
  deps.sessions.end(presentedSessionSecrets(req));
  const cookies = [];
  let deviceId = presentedDevice(req, deps) ?? signIn.deviceId;
  if (deviceId === undefined) {
    const device = deps.knownDevices.issue();
    deviceId = device.id;
    cookies.push(serializeDeviceCookie(device.secret, { secure }));
  } else if (signIn.trustDevice) {
    // The value the browser presented may have been planted there by whoever hopes to see it
    // trusted: the trust goes to a value made now, which only this answer carries.
    cookies.push(serializeDeviceCookie(deps.knownDevices.rotate(deviceId), { secure }));
  }
  const userAgent = (req.headers['user-agent'] ?? '').slice(0, keptUserAgentLength);
  if (deps.knownDevices.recordSignIn(user.id, deviceId).isNew) {
    deps.notify(req, user, 'new-device-sign-in', {
      device: deviceName(userAgent),
      signedInAt: new Date(deps.now()).toISOString(),
    });
  }
  if (signIn.trustDevice) deps.knownDevices.trust(user.id, deviceId);

  const lifetimeMs = rememberMe ? deps.lifetimes.rememberedMs : deps.lifetimes.browserSessionMs;
  const { secret, session } = deps.sessions.create({
    userId: user.id,
    passwordVersion: user.passwordVersion,
    lifetimeMs,
    remembered: rememberMe,
    proven: signIn.proven,
    userAgent,
    // The device's id (known-devices.js), which outlives the value of its cookie.
    deviceKey: deviceId,
  });
  deps.noteActivity(req, user, {
    kind: 'sign_in',
    result: 'signed_in',
    method: signInMethod(signIn.proven),
    ...(signIn.provider ? { provider: signIn.provider } : {}),
    sessionId: session.id,
  });
  cookies.unshift(
    ...serializeSessionCookies(
      { secret, sessionId: session.id },
      {
        secure,
        ...(rememberMe
          ? { maxAgeSeconds: Math.ceil((session.expiresAt - deps.now()) / 1000) }
          : {}),
      },
    ),
  );
  if (signIn.endsPendingSignIn) cookies.push(serializeClearedPendingSignInCookie({ secure }));
  return { session, cookies };
}
