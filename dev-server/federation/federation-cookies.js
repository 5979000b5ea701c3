// @ts-check
import { readCookieValues } from '../http/cookies.js';

/**
 * The two cookies of a company sign-in (docs/openapi.yaml, "Company sign-in"). Each holds a
 * random secret naming a record the SSO keeps (secret-records.js); neither holds anything else.
 */

const transactionCookieName = 'gofy_federation';
const pendingCookieName = 'gofy_federation_pending';
const pendingPath = '/api/sso/federation';

/** How long a transaction and a pending company account last, in seconds (ten minutes). */
export const federationRecordSeconds = 600;

/** @param {string} provider */
const transactionPath = (provider) => `/api/sso/federation/${provider}/callback`;

/**
 * The transaction's cookie: only this provider's callback gets it. `Lax`: the provider's
 * redirect back is a navigation from another site, which a `Strict` cookie would not follow.
 *
 * @param {string} provider
 * @param {string} value Empty to clear it.
 * @param {{ secure: boolean }} options
 */
export function serializeTransactionCookie(provider, value, options) {
  const parts = [`${transactionCookieName}=${value}`, `Path=${transactionPath(provider)}`];
  parts.push('HttpOnly', 'SameSite=Lax');
  if (options.secure) parts.push('Secure');
  parts.push(`Max-Age=${value ? federationRecordSeconds : 0}`);
  return parts.join('; ');
}

/**
 * The pending company account's cookie: set by the callback, read only by the portal's own
 * requests (`Strict`) to the federation's paths.
 *
 * @param {string} value Empty to clear it.
 * @param {{ secure: boolean }} options
 */
export function serializePendingCookie(value, options) {
  const parts = [`${pendingCookieName}=${value}`, `Path=${pendingPath}`, 'HttpOnly'];
  parts.push('SameSite=Strict');
  if (options.secure) parts.push('Secure');
  parts.push(`Max-Age=${value ? federationRecordSeconds : 0}`);
  return parts.join('; ');
}

/** @param {import('node:http').IncomingMessage} req */
export function presentedTransactionSecrets(req) {
  return readCookieValues(req.headers.cookie, transactionCookieName);
}

/** @param {import('node:http').IncomingMessage} req */
export function presentedPendingSecrets(req) {
  return readCookieValues(req.headers.cookie, pendingCookieName);
}
