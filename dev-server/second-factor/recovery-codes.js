// @ts-check
import { randomInt } from 'node:crypto';
import { recoveryCodeCharacters } from '../../src/validation/second-factor-codes.js';
import { hashPassword, parsePasswordHash, verifyPassword } from '../accounts/passwords.js';

/**
 * Recovery codes: ten single-use codes for the day the phone with the authenticator is lost.
 * Ten characters from an alphabet without `i`, `l`, `o`, `0` and `1`, which people misread
 * when they copy a code from paper: about 49.5 bits each. That is too many to guess within
 * the lock of wrong codes, but below the 112 bits under which ASVS 5.0 V6.5.2 asks for a
 * password hash: a copy of the store must not be searchable at the speed of a plain hash. So
 * each is kept as scrypt with a salt of its own, at a cost lighter than a password's, since a
 * typed code is checked against each of the ten (and guessing one of them offline still takes
 * some 2^49 scrypt runs).
 */

const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export const recoveryCodeCount = 10;

/** About 6 ms and 4 MiB a hash: at most ten of them for a typed code. */
export const recoveryCodeCost = Object.freeze({ N: 4096, r: 8, p: 1 });

function newRecoveryCode() {
  let code = '';
  for (let index = 0; index < 10; index += 1) code += alphabet[randomInt(alphabet.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/**
 * What is stored of a code: `scrypt$N$r$p$salt$key` (passwords.js), of its ten characters, so
 * a code matches however it was typed.
 *
 * @param {string} code
 */
export function hashRecoveryCode(code) {
  const characters = recoveryCodeCharacters(code);
  if (!characters) throw new Error('Not a recovery code');
  return hashPassword(characters, recoveryCodeCost);
}

/**
 * A fresh set: the codes, shown to the user once, and what is stored of them.
 *
 * @returns {Promise<{ codes: string[], hashes: string[] }>}
 */
export async function newRecoveryCodeSet() {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  return { codes, hashes: await Promise.all(codes.map(hashRecoveryCode)) };
}

/**
 * Whether a stored hash is one this service takes: scrypt, checked as a password hash is.
 *
 * @param {unknown} hash
 */
export function isRecoveryCodeHash(hash) {
  if (typeof hash !== 'string') return false;
  try {
    parsePasswordHash(hash);
    return true;
  } catch {
    return false;
  }
}

/**
 * The stored hash the typed characters match, if any. Each hash has its own salt, so each is
 * tried in turn.
 *
 * @param {string} characters As `recoveryCodeCharacters` gives them.
 * @param {Iterable<string>} hashes
 */
export async function findRecoveryCode(characters, hashes) {
  for (const hash of [...hashes]) {
    if (await verifyPassword(characters, hash)) return hash;
  }
  return undefined;
}
