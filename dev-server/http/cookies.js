// @ts-check

export const sessionCookieName = 'gofy_session';
export const signedInHintCookieName = 'gofy_signed_in';

/**
 * Every value of the named cookie, in header order. A browser may hold the same name twice
 * (say, from an older Path), so callers try each instead of trusting the first.
 *
 * @param {string | undefined} header
 * @param {string} name
 * @returns {string[]}
 */
export function readCookieValues(header, name) {
  if (!header) return [];
  /** @type {string[]} */
  const values = [];
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    let value = pair.slice(separator + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1);
    }
    if (value) values.push(value);
  }
  return values;
}

/**
 * The session secrets a request presents, in header order.
 *
 * @param {import('node:http').IncomingMessage} req
 */
export function presentedSessionSecrets(req) {
  return readCookieValues(req.headers.cookie, sessionCookieName);
}

/**
 * Whether the request carries the signed-in hint (serializeSessionCookies).
 *
 * @param {import('node:http').IncomingMessage} req
 */
export function carriesSignedInHint(req) {
  return readCookieValues(req.headers.cookie, signedInHintCookieName).length > 0;
}

/**
 * Whether the cookie must be `Secure`: the request came over TLS, or the service was told it
 * sits behind a proxy that terminates it (`cookieSecure`).
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {boolean} cookieSecure
 */
export function isSecureRequest(req, cookieSecure) {
  return cookieSecure || ('encrypted' in req.socket && req.socket.encrypted === true);
}

/**
 * @typedef {object} SessionCookieOptions
 * @property {boolean} secure
 * @property {number} [maxAgeSeconds] Omitted for a cookie that ends with the browser session.
 */

/**
 * The session cookie. HttpOnly keeps it out of reach of any script on the page; SameSite=Lax
 * keeps it off cross-site subresource requests and cross-site POSTs while a link from a suite
 * app still arrives signed in.
 *
 * @param {string} value
 * @param {SessionCookieOptions} options
 */
export function serializeSessionCookie(value, options) {
  const parts = [`${sessionCookieName}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (options.secure) parts.push('Secure');
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  return parts.join('; ');
}

/**
 * The session cookie and, beside it, the signed-in hint: the same lifetime and scope, but
 * readable by the page, which learns from it without a request whether there is a session to
 * ask about, and whether the browser kept the cookies of the sign-in that answered with this
 * session. It holds the session's public id, no secret.
 *
 * @param {{ secret: string, sessionId: string }} session
 * @param {SessionCookieOptions} options
 * @returns {string[]}
 */
export function serializeSessionCookies({ secret, sessionId }, options) {
  const hint = [`${signedInHintCookieName}=${encodeURIComponent(sessionId)}`, 'Path=/'];
  hint.push('SameSite=Lax');
  if (options.secure) hint.push('Secure');
  if (options.maxAgeSeconds !== undefined) hint.push(`Max-Age=${options.maxAgeSeconds}`);
  return [serializeSessionCookie(secret, options), hint.join('; ')];
}

/**
 * Both cookies of serializeSessionCookies, cleared: a hint left behind would send the next
 * page to ask about a session that is gone.
 *
 * @param {{ secure: boolean }} options
 * @returns {string[]}
 */
export function serializeClearedSessionCookies(options) {
  const hint = [`${signedInHintCookieName}=`, 'Path=/', 'SameSite=Lax'];
  if (options.secure) hint.push('Secure');
  hint.push('Max-Age=0');
  return [
    serializeSessionCookie('', { secure: options.secure, maxAgeSeconds: 0 }),
    hint.join('; '),
  ];
}

export const pendingSignInCookieName = 'gofy_pending_sign_in';

/**
 * The device cookie's name. Over HTTPS, `__Host-`: a browser takes such a cookie only from the
 * host itself, `Secure`, with `Path=/` and no `Domain`, so a sibling host can neither set one
 * nor shadow it with a longer path. Browsers refuse the prefix without `Secure`, so plain-HTTP
 * `localhost` keeps a name without it.
 *
 * @param {boolean} secure
 */
export function deviceCookieName(secure) {
  return secure ? '__Host-gofy_device' : 'gofy_device';
}

// Only the sign-in's own requests carry it: nothing else has a use for it.
const pendingSignInPath = '/api/sso/login';

/**
 * The cookie of a sign-in waiting for its second factor. It lasts until the browser closes,
 * longer than the sign-in it names, so the service can tell a sign-in that ran out from a
 * browser that never started one. SameSite=Strict: only this site's pages send it.
 *
 * @param {string} value
 * @param {{ secure: boolean }} options
 */
export function serializePendingSignInCookie(value, options) {
  const parts = [`${pendingSignInCookieName}=${value}`, `Path=${pendingSignInPath}`, 'HttpOnly'];
  parts.push('SameSite=Strict');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** @param {{ secure: boolean }} options */
export function serializeClearedPendingSignInCookie(options) {
  return `${serializePendingSignInCookie('', options)}; Max-Age=0`;
}

/**
 * The device cookie: how the service knows a browser it has seen (to tell the user of a new
 * one) and one the user trusts to skip the code. 400 days, the longest browsers keep a cookie.
 *
 * @param {string} value
 * @param {{ secure: boolean }} options
 */
export function serializeDeviceCookie(value, options) {
  const parts = [`${deviceCookieName(options.secure)}=${value}`, 'Path=/', 'HttpOnly'];
  parts.push('SameSite=Strict');
  if (options.secure) parts.push('Secure');
  parts.push(`Max-Age=${400 * 24 * 60 * 60}`);
  return parts.join('; ');
}

/**
 * The device cookie's values a request presents, in header order: over HTTPS only the
 * `__Host-` name's, which no other host can have set.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {boolean} secure
 */
export function presentedDeviceSecrets(req, secure) {
  return readCookieValues(req.headers.cookie, deviceCookieName(secure));
}
