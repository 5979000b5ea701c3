/**
 * The rules for a new password, after NIST SP 800-63B 3.1.1.2 for a password that is the only
 * factor, checked here as the user types so they hear early. The SSO checks the same rules
 * and decides (docs/openapi.yaml, `completePasswordReset`): at least 15 characters, up to
 * 128, any Unicode but control characters, counted in code points after NFKC, no composition
 * rules, and not common, repetitive or built on the account's email.
 */

import { maxPasswordLength, passwordLength } from '../../validation/password-length';
import { hasControlCharacter } from '../../validation/text-characters';

export { maxPasswordLength, passwordLength };

export const minPasswordLength = 15;

export type PasswordProblem =
  | 'required'
  | 'control'
  | 'too_short'
  | 'too_long'
  | 'common'
  | 'repetitive'
  | 'contextual';

// Substitutions people make to dodge a list ("p@ssw0rd"); undone before looking it up.
const substitutions: Readonly<Record<string, string>> = {
  '@': 'a',
  '4': 'a',
  '8': 'b',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  '5': 's',
  $: 's',
  '7': 't',
  '9': 'g',
};

function undoSubstitutions(text: string): string {
  return [...text].map((char) => substitutions[char] ?? char).join('');
}

/** Digits, symbols and spaces around a word ("2024password!!") are padding, not strength. */
function stripPadding(text: string): string {
  return text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

/** The shortest unit the text repeats, in code points ("senhasenha" → "senha"). */
function repeatedUnit(text: string): string {
  const chars = [...text];
  for (let size = 1; size <= chars.length / 2; size++) {
    if (chars.length % size !== 0) continue;
    const unit = chars.slice(0, size).join('');
    if (unit.repeat(chars.length / size) === text) return unit;
  }
  return text;
}

export function isCommonPassword(password: string, list: ReadonlySet<string>): boolean {
  const compact = password
    .normalize('NFKC')
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
// ("aaaaaaaaaaaaaab"); any real phrase uses far more.
const minDistinctCharacters = 5;

/** A repeated unit, very few different characters, or a straight run such as "abcdef…". */
export function isRepetitivePassword(password: string): boolean {
  const lower = password.normalize('NFKC').toLowerCase();
  const points = [...lower];
  if (new Set(points).size < minDistinctCharacters) return true;
  if (repeatedUnit(lower) !== lower) return true;
  const codes = points.map((char) => char.codePointAt(0) ?? 0);
  const isDigit = (code: number) => code >= 48 && code <= 57;
  const step = (index: number) => {
    const previous = codes[index - 1] ?? 0;
    const current = codes[index] ?? 0;
    // Digit runs go on from 9 to 0: "1234567890123…".
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

/** The email's local part ("ana.souza") inside the password, however it is punctuated. */
export function isContextualPassword(password: string, email: string | undefined): boolean {
  const compact = password
    .normalize('NFKC')
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
 * The first rule the password breaks, or `undefined`. Without the list (still loading, or it
 * could not load) the list is not consulted; the service still is.
 */
export function checkNewPassword(
  password: string,
  context: { readonly commonPasswords?: ReadonlySet<string>; readonly email?: string },
): PasswordProblem | undefined {
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

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * The list of common passwords, fetched only by the page that needs it: at tens of kilobytes,
 * it has no place on the sign-in page.
 */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  // Named so the service worker can leave it out of the precache every visitor downloads.
  commonPasswords ??= import(
    /* webpackChunkName: "common-passwords" */ './common-passwords.txt?raw'
  ).then(
    ({ default: text }) => new Set(text.split('\n').filter(Boolean)),
    (error: unknown) => {
      // Let a later visit try again (the chunk may come back once the network does).
      commonPasswords = undefined;
      throw error;
    },
  );
  return commonPasswords;
}
