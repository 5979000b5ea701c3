// @ts-check
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * ALTCHA's proof of work (SHA-256), written against the contract (tag `bot-challenge`): the
 * client finds the `number` whose hex(SHA-256(salt + number)) is `challenge`, and the SSO knows
 * the challenge is its own by `signature`, an HMAC of it under the SSO's secret. The salt
 * carries the challenge's single-use id and its end, so both are covered by the hash and the
 * signature: neither can be changed without solving again, under a signature only the SSO makes.
 */

/**
 * @typedef {object} Challenge As the contract's `Challenge`.
 * @property {'SHA-256'} algorithm
 * @property {string} challenge
 * @property {string} salt
 * @property {string} signature
 * @property {number} maxnumber
 *
 * @typedef {{ ok: true, id: string, expiresAt: number } | { ok: false }} CheckedSolution
 *   A solution that holds names its challenge's id and end (milliseconds since the epoch).
 */

const saltPattern = /^([0-9a-f]{32})\?expires=([0-9]{1,12})$/;
const hexPattern = /^[0-9a-f]{64}$/;
/** A header the contract bounds at 2,048 characters; nothing longer is decoded. */
const maxSolutionLength = 2048;

/** @param {string} text */
const sha256Hex = (text) => createHash('sha256').update(text).digest('hex');

/**
 * @param {string} secret
 * @param {string} challenge
 */
const signatureOf = (secret, challenge) =>
  createHmac('sha256', secret).update(challenge).digest('hex');

/**
 * A new challenge: a random id, an end `ttlMs` from now (in whole seconds, as the salt writes
 * it), and a secret number from 0 to `maxNumber`.
 *
 * @param {{ secret: string, now: number, ttlMs: number, maxNumber: number }} options
 * @returns {Challenge}
 */
export function createChallenge({ secret, now, ttlMs, maxNumber }) {
  const id = randomBytes(16).toString('hex');
  const salt = `${id}?expires=${Math.ceil((now + ttlMs) / 1000)}`;
  const challenge = sha256Hex(`${salt}${randomInt(0, maxNumber + 1)}`);
  return {
    algorithm: 'SHA-256',
    challenge,
    salt,
    signature: signatureOf(secret, challenge),
    maxnumber: maxNumber,
  };
}

/**
 * The JSON a client sent as base64 (or base64url), or `undefined` when it is not an object.
 *
 * @param {string} encoded
 * @returns {Record<string, unknown> | undefined}
 */
function decodeSolution(encoded) {
  if (encoded.length > maxSolutionLength || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded)) {
    return undefined;
  }
  try {
    const value = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a solution holds: well formed, the number hashes to the challenge, the challenge is
 * signed by this secret, and its end is still ahead. Whether it was used before is the
 * caller's to ask (used-challenges.js).
 *
 * @param {string} encoded The `Gofy-Challenge` header, or a start's `challenge`.
 * @param {{ secret: string, now: number }} options
 * @returns {CheckedSolution}
 */
export function checkSolution(encoded, { secret, now }) {
  const solution = decodeSolution(encoded);
  if (!solution) return { ok: false };
  const { algorithm, challenge, number, salt, signature } = solution;
  if (
    algorithm !== 'SHA-256' ||
    typeof challenge !== 'string' ||
    typeof signature !== 'string' ||
    typeof salt !== 'string' ||
    typeof number !== 'number' ||
    !Number.isSafeInteger(number) ||
    number < 0 ||
    !hexPattern.test(challenge) ||
    !hexPattern.test(signature)
  ) {
    return { ok: false };
  }
  const parts = saltPattern.exec(salt);
  if (!parts) return { ok: false };
  const expected = Buffer.from(signatureOf(secret, challenge), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { ok: false };
  if (sha256Hex(`${salt}${number}`) !== challenge) return { ok: false };
  const expiresAt = Number(parts[2]) * 1000;
  if (expiresAt <= now) return { ok: false };
  return { ok: true, id: /** @type {string} */ (parts[1]), expiresAt };
}
