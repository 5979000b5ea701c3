// @ts-check
/**
 * What an email must look like, for the portal, which tells the user before sending, and the
 * local SSO service, which refuses it on sign-in, reset and sign-up requests (docs/openapi.yaml).
 * Plain JavaScript so both read one rule.
 */
import { characterCount, hasHiddenCharacter } from './text-characters.js';

// Deliberately loose: the SSO decides what an account is; this only catches typos like a
// missing "@" or a domain without a dot before a round trip on a slow network.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** RFC 5321's limit on a forward path, which bounds any address mail can be sent to. */
export const maxEmailLength = 254;

/** @typedef {'required' | 'hiddenCharacter' | 'tooLong' | 'invalid'} EmailProblemCode */

/**
 * Why an email, once trimmed, cannot be sent as it is, or `undefined` if it can.
 *
 * @param {string} email
 * @returns {EmailProblemCode | undefined}
 */
export function emailProblem(email) {
  const trimmed = email.trim();
  if (!trimmed) return 'required';
  if (hasHiddenCharacter(trimmed)) return 'hiddenCharacter';
  if (characterCount(trimmed) > maxEmailLength) return 'tooLong';
  if (!emailShape.test(trimmed)) return 'invalid';
  return undefined;
}

/** @typedef {`validation.email.${EmailProblemCode}`} EmailProblem */

/**
 * The portal's message key for what is wrong with an email, or `undefined` if nothing is.
 *
 * @param {string} email
 * @returns {EmailProblem | undefined}
 */
export function validateEmail(email) {
  const problem = emailProblem(email);
  return problem && `validation.email.${problem}`;
}
