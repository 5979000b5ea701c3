// @ts-check
import { createHash, randomBytes } from 'node:crypto';

/**
 * @typedef {object} ResetToken
 * @property {string} userId
 * @property {string} email The account's email as written in the users file.
 * @property {number} expiresAt
 * @property {number | undefined} usedAt When it was used, or when a reset with another link
 *   made it void.
 */

// 32 random bytes in base64url, as session secrets: anything else is refused unlooked-at.
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Tokens are kept by their hash only, so the store (a dump, a debug print) never holds a link
 * that works.
 *
 * @param {string} token
 */
function tokenKey(token) {
  return createHash('sha256').update(token).digest('base64url');
}

// Used and expired tokens are remembered this long, so their link can say why it no longer
// works instead of "not valid".
const rememberedMs = 24 * 60 * 60 * 1000;

/**
 * The reset links handed out: made, found again from the link, spent, forgotten a day after
 * they stopped working.
 *
 * @param {{ now: () => number }} deps
 */
export function createResetTokens(deps) {
  /** @type {Map<string, ResetToken>} */
  const tokens = new Map();

  return {
    /**
     * A new token and the key it would be kept under. Made for every request, whether or not
     * it is kept, so a request for an unknown email costs the same work.
     */
    create() {
      const token = randomBytes(32).toString('base64url');
      return { token, key: tokenKey(token) };
    },

    /**
     * @param {string} key From `create`.
     * @param {ResetToken} record
     */
    keep(key, record) {
      tokens.set(key, record);
    },

    /**
     * The record of a token as a link carries it, if it was ever handed out.
     *
     * @param {unknown} token
     * @returns {ResetToken | undefined}
     */
    find(token) {
      return typeof token === 'string' && tokenPattern.test(token)
        ? tokens.get(tokenKey(token))
        : undefined;
    },

    /**
     * Marks every unused token of the user used: a new password voids the other links too.
     *
     * @param {string} userId
     */
    spendAllOf(userId) {
      const now = deps.now();
      for (const record of tokens.values()) {
        if (record.userId === userId && record.usedAt === undefined) record.usedAt = now;
      }
    },

    /** Forgets tokens a day after they stopped working. */
    sweep() {
      const now = deps.now();
      for (const [key, record] of tokens) {
        const endedAt = Math.min(record.expiresAt, record.usedAt ?? Number.POSITIVE_INFINITY);
        if (now - endedAt > rememberedMs) tokens.delete(key);
      }
    },

    /** What the store is keyed by; for tests that look at what is stored. */
    storedKeys() {
      return [...tokens.keys()];
    },
  };
}
