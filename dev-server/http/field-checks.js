// @ts-check
import { emailProblem } from '../../src/validation/email.js';
import { hasHiddenCharacter } from '../../src/validation/text-characters.js';

/**
 * The email rule for an email given in a query (company discovery, a company sign-in's
 * `login_hint`), as field codes for a 400 answer. Request bodies are checked against their
 * schemas instead (request-fields.js).
 */

/**
 * `required` for a missing or blank value; `invalid` for one of another type, too long,
 * carrying control or bidi-override characters, or not of the portal's email shape
 * (src/validation/email.js).
 *
 * @param {unknown} value
 * @returns {'required' | 'invalid' | undefined}
 */
export function checkEmail(value) {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
    return 'required';
  }
  if (typeof value !== 'string') return 'invalid';
  // The whole value, not only what trimming leaves: a tab or NUL around it is refused too.
  return hasHiddenCharacter(value) || emailProblem(value) ? 'invalid' : undefined;
}
