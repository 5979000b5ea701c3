// @ts-check
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNewPassword as firstBrokenRule } from '../../src/validation/password-rules.js';

/**
 * The service's side of the password rules (src/validation/password-rules.js, which the portal
 * applies as the user types): this service decides, with the full list and for any JSON value.
 */

/**
 * The portal ships the list for its own early check; the local service reads the same file so
 * the two never disagree. A deployed SSO also checks a corpus of breached passwords.
 */
export const defaultCommonPasswordsFile = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../src/validation/common-passwords.txt',
);

/** @typedef {'required' | 'invalid' | 'too_short' | 'too_long' | 'common' | 'repetitive' | 'contextual'} PasswordFieldCode */

/** @param {string} file */
export function loadCommonPasswords(file) {
  return new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
}

/**
 * The field code (docs/openapi.yaml) for the first rule a new password breaks, or `undefined`
 * when it may be used.
 *
 * @param {unknown} password
 * @param {{ commonPasswords: ReadonlySet<string>, email?: string }} context
 * @returns {PasswordFieldCode | undefined}
 */
export function checkNewPassword(password, context) {
  if (password === undefined || password === null) return 'required';
  if (typeof password !== 'string') return 'invalid';
  const problem = firstBrokenRule(password, context);
  // The contract has no code of its own for a control character: it is an invalid value.
  return problem === 'control' ? 'invalid' : problem;
}
