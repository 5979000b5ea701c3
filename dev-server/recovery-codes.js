// @ts-check
import { createHash, randomInt } from 'node:crypto';

/**
 * Recovery codes: ten single-use codes for the day the phone with the authenticator is lost.
 * Ten characters from an alphabet without `i`, `l`, `o`, `0` and `1`, which people misread
 * when they copy a code from paper, so about 49 bits each: too many to guess within the
 * lock of wrong codes, so a plain hash is enough to store them (a slow one protects weak
 * passwords, and these are not).
 */

const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export const recoveryCodeCount = 10;

function newRecoveryCode() {
  let code = '';
  for (let index = 0; index < 10; index += 1) code += alphabet[randomInt(alphabet.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A fresh set, as the user is shown it once. */
export function newRecoveryCodes() {
  return Array.from({ length: recoveryCodeCount }, newRecoveryCode);
}

/**
 * The ten characters of a typed code, or `undefined` when it cannot be one. Case, spaces and
 * the hyphen do not matter: people type what they read from paper.
 *
 * @param {unknown} value
 */
export function recoveryCodeCharacters(value) {
  if (typeof value !== 'string' || value.length > 32) return undefined;
  const characters = value.replace(/[\s-]/g, '').toLowerCase();
  return /^[a-hjkmnp-z2-9]{10}$/.test(characters) ? characters : undefined;
}

/**
 * What is stored of a code. Hashed from its ten characters, so a code matches however it
 * was typed.
 *
 * @param {string} code
 */
export function hashRecoveryCode(code) {
  const characters = recoveryCodeCharacters(code);
  if (!characters) throw new Error('Not a recovery code');
  return createHash('sha256').update(characters).digest('base64url');
}
