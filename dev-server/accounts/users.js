// @ts-check
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSuiteApplication, suiteApplications } from '../../src/config/suite-applications.js';
import { isPlainObject } from '../http/json-body.js';
import { isMessageLocale } from '../notices/hermes-outbox.js';
import { isRecoveryCodeHash } from '../second-factor/recovery-codes.js';
import { parsePasswordHash } from './passwords.js';

/** The demo accounts (dev-server/README.md). */
// Joined as a path, not `new URL(..., import.meta.url)`: bundlers rewrite that pattern into an
// asset URL when the service runs inside a jsdom component test.
export const defaultUsersFile = join(
  dirname(fileURLToPath(import.meta.url)),
  '../data/demo-users.json',
);

/**
 * An entry's `apps`: a list of suite application keys, or `"all"` for every one, in the
 * suite's order, so an account meant to see everything still does when an application is added.
 *
 * @param {unknown} apps
 * @returns {readonly string[] | undefined} `undefined` when the value is neither.
 */
function grantedApplications(apps) {
  if (apps === 'all') return suiteApplications;
  if (Array.isArray(apps) && apps.every(isSuiteApplication)) return apps;
  return undefined;
}

/**
 * @typedef {object} User
 * @property {string} id
 * @property {string} email As written in the users file, shown back to the user.
 * @property {string} name
 * @property {readonly string[]} apps
 * @property {import('./passwords.js').ParsedHash} password
 * @property {number} passwordVersion Goes up each time the password is replaced, so a sign-in
 *   that checked the old one, and a session started with it, can tell they are out of date.
 * @property {import('../notices/hermes-outbox.js').MessageLocale} locale The language messages about
 *   the account go out in: the file's, then the one the user last signed in with.
 * @property {boolean} secondFactorRequired The SSO requires a second factor of this account:
 *   it enrols at sign-in if it has none, and cannot turn it off.
 */

/**
 * @typedef {object} UserDirectory
 * @property {(email: string) => User | undefined} findByEmail Looks up a normalised email.
 * @property {(id: string) => User | undefined} findById
 * @property {readonly string[]} emails
 * @property {ReadonlySet<number>} allowedApplicationIds
 * @property {import('./passwords.js').ScryptCost} typicalCost The cost a dummy hash should
 *   have so that an unknown email takes as long to refuse as a known one.
 * @property {(id: string, password: import('./passwords.js').ParsedHash) => void}
 *   replacePassword Sets a user's new password hash (in memory: the file is left as it is) and
 *   moves its `passwordVersion` on.
 * @property {readonly import('../second-factor/second-factor-store.js').AuthenticatorSeed[]}
 *   authenticatorSeeds The authenticators the file gives accounts.
 */

/**
 * People type their address with stray spaces and capitals; both must find the same account
 * and count against the same lockout.
 *
 * @param {string} email
 */
export function normalizeEmail(email) {
  return email.normalize('NFC').trim().toLowerCase();
}

/**
 * @param {unknown} value
 * @returns {value is string}
 */
function isNonEmptyString(value) {
  return typeof value === 'string' && value.trim().length > 0;
}

/**
 * An entry's `authenticator`: its base32 secret and the hashes of its unused recovery codes
 * (recovery-codes.js), for a demo account that signs in with a code from the start.
 *
 * @param {unknown} value
 * @param {string} userId
 * @param {string} where
 * @param {(problem: string) => Error} fail
 * @returns {import('../second-factor/second-factor-store.js').AuthenticatorSeed}
 */
function checkAuthenticator(value, userId, where, fail) {
  if (!isPlainObject(value)) throw fail(`${where} must be an object`);
  const { secret, recoveryCodeHashes } = value;
  if (typeof secret !== 'string' || !/^[A-Z2-7]{32}$/.test(secret)) {
    throw fail(`${where}.secret must be 32 base32 characters (A-Z, 2-7)`);
  }
  const hashes = recoveryCodeHashes ?? [];
  // A plain hash of a code that short could be searched through: not taken, even from a file.
  if (!Array.isArray(hashes) || !hashes.every(isRecoveryCodeHash)) {
    throw fail(
      `${where}.recoveryCodeHashes must list scrypt hashes of the codes (hashRecoveryCode in dev-server/second-factor/recovery-codes.js)`,
    );
  }
  return { userId, secret, recoveryCodeHashes: hashes };
}

/**
 * Reads and checks a users file (format in dev-server/README.md), failing with the file name
 * and the entry at fault so a hand edit is easy to correct.
 *
 * @param {string} file
 * @returns {UserDirectory}
 */
export function loadUserDirectory(file) {
  /** @type {unknown} */
  let data;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the users file ${file}: ${/** @type {Error} */ (error).message}`);
  }
  /** @param {string} problem */
  const fail = (problem) => new Error(`Users file ${file}: ${problem}`);

  if (!isPlainObject(data)) throw fail('expected a JSON object');
  const { allowedApplicationIds, users } = data;
  if (
    !Array.isArray(allowedApplicationIds) ||
    allowedApplicationIds.length === 0 ||
    !allowedApplicationIds.every((id) => Number.isSafeInteger(id) && id > 0)
  ) {
    throw fail('"allowedApplicationIds" must be a non-empty array of positive whole numbers');
  }
  if (!Array.isArray(users)) throw fail('"users" must be an array');

  /** @type {Map<string, User>} */
  const byEmail = new Map();
  /** @type {Map<string, User>} */
  const byId = new Map();
  /** @type {import('../second-factor/second-factor-store.js').AuthenticatorSeed[]} */
  const authenticatorSeeds = [];
  users.forEach((entry, index) => {
    const where = `users[${index}]`;
    if (!isPlainObject(entry)) throw fail(`${where} must be an object`);
    const { id, email, name, apps, passwordHash, locale, secondFactor, authenticator } = entry;
    if (!isNonEmptyString(id)) throw fail(`${where}.id must be a non-empty string`);
    if (byId.has(id)) throw fail(`${where}.id "${id}" is used twice`);
    if (!isNonEmptyString(email) || !email.includes('@')) {
      throw fail(`${where}.email must be an email address`);
    }
    if (!isNonEmptyString(name)) throw fail(`${where}.name must be a non-empty string`);
    const granted = grantedApplications(apps);
    if (!granted) {
      throw fail(`${where}.apps must be "all" or list keys from: ${suiteApplications.join(', ')}`);
    }
    if (typeof passwordHash !== 'string') throw fail(`${where}.passwordHash must be a string`);
    /** @type {import('./passwords.js').ParsedHash} */
    let password;
    try {
      password = parsePasswordHash(passwordHash);
    } catch (error) {
      throw fail(`${where}.passwordHash: ${/** @type {Error} */ (error).message}`);
    }
    if (locale !== undefined && !isMessageLocale(locale)) {
      throw fail(`${where}.locale must be "pt-BR" or "en"`);
    }
    if (secondFactor !== undefined && secondFactor !== 'required') {
      throw fail(`${where}.secondFactor must be "required" when given`);
    }
    if (authenticator !== undefined) {
      authenticatorSeeds.push(
        checkAuthenticator(authenticator, id, `${where}.authenticator`, fail),
      );
    }
    const key = normalizeEmail(email);
    if (byEmail.has(key)) throw fail(`${where}.email "${email}" is used twice`);
    const user = {
      id,
      email: email.trim(),
      name: name.trim(),
      apps: [...granted],
      password,
      passwordVersion: 1,
      locale: locale ?? 'pt-BR',
      secondFactorRequired: secondFactor === 'required',
    };
    byId.set(id, user);
    byEmail.set(key, user);
  });

  const first = byEmail.values().next().value;
  return {
    findByEmail: (email) => byEmail.get(email),
    findById: (id) => byId.get(id),
    emails: [...byEmail.values()].map((user) => user.email),
    allowedApplicationIds: new Set(allowedApplicationIds),
    typicalCost: first ? first.password.cost : { N: 16384, r: 8, p: 1 },
    authenticatorSeeds,
    replacePassword(id, password) {
      const user = byId.get(id);
      if (!user) throw new Error(`No user has the id ${id}`);
      user.password = password;
      user.passwordVersion += 1;
    },
  };
}
