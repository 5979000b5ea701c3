// @ts-check
import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets the service hands a browser in cookies (a session, a sign-in waiting for its
 * second factor, a device): 32 random bytes in base64url. Stores keep them by hash, so the
 * store itself (a heap dump, a debug print) never holds a value that could be replayed as a
 * cookie.
 */

const secretPattern = /^[A-Za-z0-9_-]{43}$/;

export function newCookieSecret() {
  return randomBytes(32).toString('base64url');
}

/**
 * Whether a presented value can be a secret at all; anything else is refused before it
 * costs a hash.
 *
 * @param {string} value
 */
export function isCookieSecret(value) {
  return secretPattern.test(value);
}

/** @param {string} secret */
export function storeKeyOf(secret) {
  return createHash('sha256').update(secret).digest('base64url');
}
