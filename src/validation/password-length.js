// @ts-check
/**
 * How a password is measured, shared by signing in and choosing one, by the portal and the
 * local SSO service. Apart from the rules for a new password (password-rules.js) so the sign-in
 * page, which needs only the limit, does not carry them.
 */

/**
 * No password longer than a new one may be was ever set, so signing in with one is a mistake
 * (usually a paste), refused before any hashing.
 */
export const maxPasswordLength = 128;

/**
 * What is hashed and counted: NFKC turns look-alike forms (full-width letters, ligatures) into
 * one, so the same typed password always gives the same bytes, whatever the keyboard.
 *
 * @param {string} password
 */
export function normalizePassword(password) {
  return password.normalize('NFKC');
}

/**
 * Characters as the rules count them: code points of the NFKC form, so an emoji is one.
 *
 * @param {string} password
 */
export function passwordLength(password) {
  return [...normalizePassword(password)].length;
}
