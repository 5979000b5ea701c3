// @ts-check

/**
 * The bot challenge's rows of the service's setting table (settings/setting-table.js): when
 * risk asks for a challenge, and the challenge itself (contract, tag `bot-challenge`). What
 * the service runs with is `ResolvedBotChallenge` (settings/service-options.js).
 */

/**
 * @typedef {object} BotChallengeOptions
 * @property {{ emailFailures?: number, emailWindowSeconds?: number, addressFailures?: number,
 *   addressWindowSeconds?: number, stuffingRate?: number, stuffingAddresses?: number,
 *   stuffingHoldSeconds?: number, ttlSeconds?: number, maxNumber?: number,
 *   issuePerAddress?: number }} [botChallenge] When a sign-in, a reset or account request, or a
 *   company start needs a solved challenge: 3 failed sign-ins for its email within 15
 *   minutes, 10 from its address within 15 minutes, or a stuffing run (30 failures within a
 *   minute from 5 addresses or more, held 15 minutes after) on a device that never signed in;
 *   a challenge lasts 5 minutes, its number is at most 50,000, and one address is issued at
 *   most 30 a minute by `issueChallenge`. Fractions of seconds are allowed, for tests.
 * @property {string} [challengeSecret] The HMAC key challenges are signed with; every instance
 *   behind one portal needs the same. A random one per start when not given.
 */

/**
 * @typedef {object} ResolvedBotChallenge
 * @property {number} emailFailures
 * @property {number} emailWindowMs
 * @property {number} addressFailures
 * @property {number} addressWindowMs
 * @property {number} stuffingRate
 * @property {number} stuffingAddresses
 * @property {number} stuffingHoldMs
 * @property {number} ttlMs
 * @property {number} maxNumber
 * @property {number} issuePerAddress
 * @property {string | undefined} secret
 */

/**
 * @param {string} name
 * @param {number} value
 * @param {string} about
 * @param {number} [max]
 * @returns {import('../settings/setting-table.js').Setting}
 */
const row = (name, value, about, max) => ({
  path: `botChallenge.${name}`,
  env: `SSO_CHALLENGE_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`,
  type: 'number',
  default: value,
  ...(max === undefined ? {} : { range: { max } }),
  about,
});

const day = 24 * 60 * 60;

/** @type {readonly import('../settings/setting-table.js').Setting[]} */
export const botChallengeSettings = [
  row('emailFailures', 3, 'failed sign-ins for an email that bring the bot challenge'),
  row('emailWindowSeconds', 15 * 60, 'within this long', day),
  row('addressFailures', 10, 'failed sign-ins from a client address that bring it', 10_000),
  row('addressWindowSeconds', 15 * 60, 'within this long', day),
  row('stuffingRate', 30, 'failed sign-ins a minute, across the service, of a stuffing run'),
  row('stuffingAddresses', 5, 'from at least this many addresses: then unknown devices get it'),
  row('stuffingHoldSeconds', 15 * 60, 'how long a run lasts after that rate was last seen', day),
  row('ttlSeconds', 5 * 60, 'how long a challenge may be solved and sent', 60 * 60),
  // ALTCHA's own advice for a quick challenge: 50,000 SHA-256 runs at most, a fraction of a
  // second in a phone's Web Worker; tests set it low.
  row('maxNumber', 50_000, "the highest secret number: a challenge's most SHA-256 runs", 1e7),
  {
    ...row(
      'issuePerAddress',
      30,
      'challenges one address may ask for each minute (issueChallenge)',
    ),
    env: 'SSO_CHALLENGE_ISSUE_LIMIT',
  },
  {
    path: 'challengeSecret',
    env: 'SSO_CHALLENGE_SECRET',
    type: 'text',
    about: 'the secret challenges are signed with, the same on every instance (random per start)',
  },
];
