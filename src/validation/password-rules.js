// @ts-check
/**
 * The rules for a password, after NIST SP 800-63B (section 3.1.1.2) for a password that is the
 * only factor: at least 15 characters for a new one, up to 128, any Unicode but control
 * characters, counted in code points after NFKC, no composition rules, and not a common,
 * repetitive or account-derived choice. Plain JavaScript so the portal (which tells the user as
 * they type) and the local SSO service (which decides, as docs/openapi.yaml says) apply one set.
 */
import { maxPasswordLength, normalizePassword, passwordLength } from './password-length.js';
import { hasControlCharacter } from './text-characters.js';

export const minPasswordLength = 15;

/** @typedef {'required' | 'control' | 'too_short' | 'too_long' | 'common' | 'repetitive' | 'contextual'} PasswordProblem */

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
 * The shortest unit the text repeats, in code points ("senhasenha" → "senha").
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
 * @param {string} password
 * @param {ReadonlySet<string>} list
 */
export function isCommonPassword(password, list) {
  const compact = normalizePassword(password)
    .toLowerCase()
    .replace(/[\s._-]+/g, '');
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
 * A unit repeated ("aaaa…", "abcabc…", "my secret my secret "), very few different characters,
 * or a straight run ("abcdefgh…", "1234567890123…", counting on from 9 to 0) adds length
 * without adding guesses.
 *
 * @param {string} password
 */
export function isRepetitivePassword(password) {
  const lower = normalizePassword(password).toLowerCase();
  const points = [...lower];
  if (new Set(points).size < minDistinctCharacters) return true;
  if (repeatedUnit(lower) !== lower) return true;
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
 * The account's own name for itself (the email's local part, "ana.souza") inside the password,
 * however it is punctuated.
 *
 * @param {string} password
 * @param {string | undefined} email
 */
export function isContextualPassword(password, email) {
  const compact = normalizePassword(password)
    .toLowerCase()
    .replace(/[\s._+-]+/g, '');
  const local =
    email
      ?.toLowerCase()
      .split('@')[0]
      ?.replace(/[\s._+-]+/g, '') ?? '';
  return local.length >= 4 && compact.includes(local);
}

/**
 * The first rule a new password breaks, or `undefined` when it may be used. Without the list
 * (the page still loading it, or unable to) the list is not consulted; the service still is.
 *
 * @param {string} password
 * @param {{ readonly commonPasswords?: ReadonlySet<string> | undefined, readonly email?: string | undefined }} context
 * @returns {PasswordProblem | undefined}
 */
export function checkNewPassword(password, context) {
  if (password === '') return 'required';
  // Said first: the character cannot be seen, so advice about length would only puzzle.
  if (hasControlCharacter(password)) return 'control';
  const length = passwordLength(password);
  if (length > maxPasswordLength) return 'too_long';
  if (length < minPasswordLength) return 'too_short';
  if (context.commonPasswords && isCommonPassword(password, context.commonPasswords)) {
    return 'common';
  }
  if (isRepetitivePassword(password)) return 'repetitive';
  if (isContextualPassword(password, context.email)) return 'contextual';
  return undefined;
}
