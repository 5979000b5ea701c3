// @ts-check
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePasswordHash, verifyPassword } from '../accounts/passwords.js';
import { isPlainObject } from '../http/json-body.js';

/**
 * The demo company accounts of the stand-in providers (dev-server/README.md, "Company sign-in"):
 * for each provider id, who can sign in at it, with what the provider says of them in its ID
 * token (`sub`, `email`, `email_verified`, `name`, `amr`). The file keeps only password hashes.
 */

export const defaultCompanyAccountsFile = join(
  dirname(fileURLToPath(import.meta.url)),
  '../data/company-accounts.json',
);

/**
 * @typedef {object} CompanyAccount
 * @property {string} sub
 * @property {string} email
 * @property {boolean} emailVerified
 * @property {string} name
 * @property {readonly string[]} amr How the provider says it signed the person in: `mfa` when
 *   it asked for a second factor of its own.
 * @property {import('../accounts/passwords.js').ParsedHash} password
 */

/**
 * @param {string} [file]
 * @returns {ReadonlyMap<string, readonly CompanyAccount[]>} By provider id.
 */
export function loadCompanyAccounts(file = defaultCompanyAccountsFile) {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  /** @param {string} problem */
  const fail = (problem) => new Error(`Company accounts file ${file}: ${problem}`);
  if (!isPlainObject(data)) throw fail('expected an object of provider ids');
  /** @type {Map<string, CompanyAccount[]>} */
  const byProvider = new Map();
  for (const [providerId, entries] of Object.entries(data)) {
    if (!Array.isArray(entries)) throw fail(`${providerId} must list accounts`);
    byProvider.set(
      providerId,
      entries.map((entry, index) => {
        const where = `${providerId}[${index}]`;
        const { sub, email, emailVerified, name, amr, passwordHash } = entry ?? {};
        if (typeof sub !== 'string' || !sub) throw fail(`${where}.sub must be a string`);
        if (typeof email !== 'string' || !email.includes('@')) {
          throw fail(`${where}.email must be an email`);
        }
        if (typeof emailVerified !== 'boolean') throw fail(`${where}.emailVerified: a boolean`);
        if (typeof name !== 'string') throw fail(`${where}.name must be a string`);
        if (!Array.isArray(amr) || !amr.every((item) => typeof item === 'string')) {
          throw fail(`${where}.amr must list strings`);
        }
        return { sub, email, emailVerified, name, amr, password: parsePasswordHash(passwordHash) };
      }),
    );
  }
  return byProvider;
}

/**
 * The account with this email and password, or `undefined`.
 *
 * @param {readonly CompanyAccount[]} accounts
 * @param {string} email
 * @param {string} password
 */
export async function signInCompanyAccount(accounts, email, password) {
  const wanted = email.trim().toLowerCase();
  const account = accounts.find((candidate) => candidate.email.toLowerCase() === wanted);
  if (!account || !(await verifyPassword(password, account.password))) return undefined;
  return account;
}
