import { characterCount, hasHiddenCharacter } from './text-characters';

// Deliberately loose: the SSO decides what an account is; this only catches typos like a
// missing "@" before a round trip on a slow network.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** RFC 5321's limit on a forward path, which bounds any address mail can be sent to. */
export const maxEmailLength = 254;

export type EmailProblem =
  | 'validation.email.required'
  | 'validation.email.invalid'
  | 'validation.email.tooLong'
  | 'validation.email.hiddenCharacter';

/** Why an email cannot be sent as it is, as a message key, or `undefined` if it can. */
export function validateEmail(email: string): EmailProblem | undefined {
  const trimmed = email.trim();
  if (!trimmed) return 'validation.email.required';
  if (hasHiddenCharacter(trimmed)) return 'validation.email.hiddenCharacter';
  if (characterCount(trimmed) > maxEmailLength) return 'validation.email.tooLong';
  if (!emailShape.test(trimmed)) return 'validation.email.invalid';
  return undefined;
}
