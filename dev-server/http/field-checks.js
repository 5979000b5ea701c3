// @ts-check
import { emailProblem, maxEmailLength } from '../../src/validation/email.js';
import { characterCount, hasHiddenCharacter } from '../../src/validation/text-characters.js';

/**
 * The rules every text field of a request follows, as field codes for a 400 answer: the
 * contract's "Text fields" (lengths in code points, no control characters or bidi overrides),
 * and the email rule the portal applies as the user types.
 */

/**
 * `required` for a missing or blank value; `invalid` for one of another type, too long, or
 * carrying control or bidi-override characters.
 *
 * @param {unknown} value
 * @param {{ maxLength: number, optional?: boolean }} limits
 * @returns {'required' | 'invalid' | undefined}
 */
export function checkText(value, limits) {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
    return limits.optional ? undefined : 'required';
  }
  if (typeof value !== 'string') return 'invalid';
  if (characterCount(value.trim()) > limits.maxLength || hasHiddenCharacter(value)) {
    return 'invalid';
  }
  return undefined;
}

/**
 * The portal's rule (src/validation/email.js), after the checks every text field has.
 *
 * @param {unknown} value
 * @returns {'required' | 'invalid' | undefined}
 */
export function checkEmail(value) {
  const problem = checkText(value, { maxLength: maxEmailLength });
  if (problem) return problem;
  return emailProblem(/** @type {string} */ (value)) ? 'invalid' : undefined;
}
