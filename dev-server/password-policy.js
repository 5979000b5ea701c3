// @ts-check
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasControlCharacter } from './text-characters.js';

/**
 * The rules a new password must meet, after NIST SP 800-63B (section 3.1.1.2) for a password
 * that is the only factor: at least 15 characters, up to 128 allowed, any Unicode but control
 * characters, no composition rules, and not a common, repetitive or account-derived choice.
 * The portal checks the same rules as early feedback
 * (src/features/password-reset/password-rules.ts); this service decides.
 */
export const minPasswordCodePoints = 15;
export const maxPasswordCodePoints = 128;

/**
 * The portal ships the list for its own early check; the local service reads the same file so
 * the two never disagree. A deployed SSO also checks a corpus of breached passwords.
 */
export const defaultCommonPasswordsFile = join(
  dirname(fileURLToPath(import.meta.url)),
  '../src/features/password-reset/common-passwords.txt',
);

/** @typedef {'required' | 'too_short' | 'too_long' | 'common' | 'repetitive' | 'contextual'} PasswordProblem */

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
 * What is hashed and counted: NFKC turns look-alike forms (full-width letters, ligatures) into
 * one, so the same typed password always gives the same bytes, whatever the keyboard.
 *
 * @param {string} password
 */
export function normalizePassword(password) {
  return password.normalize('NFKC');
}

// Substitutions people make to dodge a list ("p@ssw0rd"); undone before looking it up.
/** @type {Readonly<Record<string, string>>} */
const substitutions = {
  '@': 'a',
  4: 'a',
  8: 'b',
  3: 'e',
  1: 'i',
  '!': 'i',
  0: 'o',
  5: 's',
  $: 's',
  7: 't',
  9: 'g',
};

/** @param {string} text */
function undoSubstitutions(text) {
  return [...text].map((char) => substitutions[char] ?? char).join('');
}

/**
 * Digits, symbols and spaces around a word ("2024password!!") are padding, not strength.
 *
 * @param {string} text
 */
function stripPadding(text) {
  return text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

/**
 * The shortest unit the text repeats, as code points ("senhasenha" → "senha").
 *
 * @param {string} text
 */
function repeatedUnit(text) {
  const chars = [...text];
  for (let size = 1; size <= chars.length / 2; size++) {
    if (chars.length % size !== 0) continue;
    const unit = chars.slice(0, size).join('');
    if (unit.repeat(chars.length / size) === text) return unit;
  }
  return text;
}

/**
 * @param {string} password Normalised.
 * @param {ReadonlySet<string>} list
 */
export function isCommonPassword(password, list) {
  const compact = password.toLowerCase().replace(/[\s._-]+/g, '');
  const stripped = stripPadding(compact);
  const candidates = [
    compact,
    stripped,
    undoSubstitutions(stripped),
    stripPadding(undoSubstitutions(compact)),
  ];
  return candidates.some(
    (candidate) => candidate !== '' && (list.has(candidate) || list.has(repeatedUnit(candidate))),
  );
}

// Fewer different characters than this over 15 or more is a repetition with a twist
// ("aaaaaaaaaaaaaab", "1111222233334444"); any real phrase uses far more.
const minDistinctCharacters = 5;

/**
 * A unit repeated ("aaaa…", "abcabc…", "my secret my secret "), very few different characters, or a
 * straight run ("abcdefgh…", "1234567890123…", counting on from 9 to 0) adds length without
 * adding guesses.
 *
 * @param {string} password Normalised.
 */
export function isRepetitivePassword(password) {
  const points = [...password.toLowerCase()];
  if (new Set(points).size < minDistinctCharacters) return true;
  if (repeatedUnit(points.join('')) !== points.join('')) return true;
  const codes = points.map((char) => char.codePointAt(0) ?? 0);
  const isDigit = (/** @type {number} */ code) => code >= 48 && code <= 57;
  /** @param {number} index */
  const step = (index) => {
    const previous = codes[index - 1] ?? 0;
    const current = codes[index] ?? 0;
    if (isDigit(previous) && isDigit(current)) {
      const difference = (current - previous + 10) % 10;
      return difference === 9 ? -1 : difference;
    }
    return current - previous;
  };
  const first = step(1);
  if (first !== 1 && first !== -1) return false;
  return codes.every((_, index) => index === 0 || step(index) === first);
}

/**
 * The account's own name for itself (the email's local part) inside the password.
 *
 * @param {string} password Normalised.
 * @param {string | undefined} email
 */
export function isContextualPassword(password, email) {
  const compact = password.toLowerCase().replace(/[\s._+-]+/g, '');
  const local =
    email
      ?.toLowerCase()
      .split('@')[0]
      ?.replace(/[\s._+-]+/g, '') ?? '';
  return local.length >= 4 && compact.includes(local);
}

/**
 * The first rule the password breaks, or `undefined` when it may be used.
 *
 * @param {unknown} password
 * @param {{ commonPasswords: ReadonlySet<string>, email?: string }} context
 * @returns {PasswordProblem | 'invalid' | undefined}
 */
export function checkNewPassword(password, context) {
  if (password === undefined || password === null || password === '') return 'required';
  // A control character is never typed, only pasted by mistake; it is invisible in the form.
  if (typeof password !== 'string' || hasControlCharacter(password)) return 'invalid';
  const normalized = normalizePassword(password);
  const length = [...normalized].length;
  if (length > maxPasswordCodePoints) return 'too_long';
  if (length < minPasswordCodePoints) return 'too_short';
  if (isCommonPassword(normalized, context.commonPasswords)) return 'common';
  if (isRepetitivePassword(normalized)) return 'repetitive';
  if (isContextualPassword(normalized, context.email)) return 'contextual';
  return undefined;
}
