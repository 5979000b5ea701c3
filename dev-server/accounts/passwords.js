// @ts-check
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { normalizePassword } from '../../src/validation/password-length.js';

/**
 * @typedef {object} ScryptCost
 * @property {number} N CPU and memory cost, a power of two.
 * @property {number} r Block size.
 * @property {number} p Parallelism.
 */

/** OWASP's floor for scrypt (N=2^14, r=8, p=1): about 50 ms and 16 MiB per hash. */
export const defaultScryptCost = Object.freeze({ N: 16384, r: 8, p: 1 });

const saltBytes = 16;
const keyBytes = 32;

/** Longer input buys an attacker nothing and costs the server hashing time. */
export const maxPasswordLength = 1024;

/**
 * @typedef {object} ParsedHash
 * @property {ScryptCost} cost
 * @property {Buffer} salt
 * @property {Buffer} key
 */

/**
 * The same typed password must always give the same bytes: "é" can arrive composed or as "e"
 * plus an accent depending on the keyboard, and a phone may offer full-width or ligature
 * forms (NIST SP 800-63B 3.1.1.2).
 *
 * @param {string} password
 */
function passwordBytes(password) {
  return Buffer.from(normalizePassword(password), 'utf8');
}

/**
 * @param {Buffer} password
 * @param {Buffer} salt
 * @param {number} length
 * @param {ScryptCost} cost
 * @returns {Promise<Buffer>}
 */
function deriveKey(password, salt, length, cost) {
  return new Promise((resolve, reject) => {
    // Node refuses anything above 32 MiB by default; allow what the stated cost needs.
    const maxmem = 256 * cost.N * cost.r + 1024 * 1024;
    scrypt(password, salt, length, { ...cost, maxmem }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/**
 * @param {ScryptCost} cost
 */
function assertSaneCost(cost) {
  const { N, r, p } = cost;
  const powerOfTwo = Number.isInteger(N) && N >= 2 && (N & (N - 1)) === 0;
  // Upper bounds keep a mistyped users file from making every login take minutes.
  if (!powerOfTwo || N > 2 ** 20) throw new Error(`scrypt N must be a power of two up to 2^20`);
  if (!Number.isInteger(r) || r < 1 || r > 32) throw new Error('scrypt r must be 1 to 32');
  if (!Number.isInteger(p) || p < 1 || p > 16) throw new Error('scrypt p must be 1 to 16');
}

/**
 * Hashes a password into `scrypt$N$r$p$saltBase64$keyBase64`, which carries its own cost so the
 * cost can be raised later without invalidating stored hashes.
 *
 * @param {string} password
 * @param {ScryptCost} [cost]
 */
export async function hashPassword(password, cost = defaultScryptCost) {
  assertSaneCost(cost);
  const salt = randomBytes(saltBytes);
  const key = await deriveKey(passwordBytes(password), salt, keyBytes, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

const base64Pattern = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * @param {string} encoded
 * @returns {ParsedHash}
 */
export function parsePasswordHash(encoded) {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    throw new Error('A password hash must look like scrypt$N$r$p$salt$key');
  }
  const [, n, r, p, salt, key] = parts;
  if (![n, r, p].every((part) => /^[1-9][0-9]*$/.test(part ?? ''))) {
    throw new Error('scrypt N, r and p must be positive whole numbers');
  }
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  assertSaneCost(cost);
  if (!base64Pattern.test(salt ?? '') || !base64Pattern.test(key ?? '')) {
    throw new Error('The salt and key of a password hash must be base64');
  }
  const parsed = {
    cost,
    salt: Buffer.from(salt ?? '', 'base64'),
    key: Buffer.from(key ?? '', 'base64'),
  };
  if (parsed.salt.length < 8) throw new Error('A password salt must be at least 8 bytes');
  if (parsed.key.length < 16 || parsed.key.length > 64) {
    throw new Error('A password key must be 16 to 64 bytes');
  }
  return parsed;
}

/**
 * @param {string} password
 * @param {string | ParsedHash} stored
 */
export async function verifyPassword(password, stored) {
  const { cost, salt, key } = typeof stored === 'string' ? parsePasswordHash(stored) : stored;
  const candidate = await deriveKey(passwordBytes(password), salt, key.length, cost);
  return timingSafeEqual(candidate, key);
}
