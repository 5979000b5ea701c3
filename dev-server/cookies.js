// @ts-check

export const sessionCookieName = 'gofy_session';

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

/** @param {{ secure: boolean }} options */
export function serializeClearedSessionCookie(options) {
  return serializeSessionCookie('', { secure: options.secure, maxAgeSeconds: 0 });
}
