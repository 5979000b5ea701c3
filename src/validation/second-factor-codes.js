// @ts-check
/**
 * What a typed second-factor code must look like, for the portal, which says a typing mistake
 * under the field so it never counts as a wrong code, and the local SSO service, which reads
 * the code the same way before checking it (docs/openapi.yaml). Plain JavaScript so both read
 * one rule.
 *
 * Apps show a code as `123 456`, and a paste may carry a hyphen or stray spaces; a recovery code
 * is copied from paper, in any case. Anything longer than 32 characters is no code at all.
 */

/** @typedef {'totp' | 'recovery_code'} CodeKind */

const separators = /[\s-]/g;
const longestTyped = 32;

/**
 * The six digits of a code from an authenticator app, or `undefined` when `value` cannot be one.
 *
 * @param {unknown} value
 */
export function authenticatorCodeDigits(value) {
  if (typeof value !== 'string' || value.length > longestTyped) return undefined;
  const digits = value.replace(separators, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/**
 * The ten characters of a recovery code, in lower case, or `undefined` when `value` cannot be
 * one. The alphabet leaves out the letters read as digits (i, l, o) and 0 and 1.
 *
 * @param {unknown} value
 */
export function recoveryCodeCharacters(value) {
  if (typeof value !== 'string' || value.length > longestTyped) return undefined;
  const characters = value.replace(separators, '').toLowerCase();
  return /^[a-hjkmnp-z2-9]{10}$/.test(characters) ? characters : undefined;
}

/**
 * Why what was typed cannot be sent as a code of `kind`, or `undefined` if it can.
 *
 * @param {CodeKind} kind
 * @param {string} typed
 * @returns {'required' | 'invalid' | undefined}
 */
export function codeProblem(kind, typed) {
  if (!typed.replace(separators, '')) return 'required';
  const read = kind === 'totp' ? authenticatorCodeDigits(typed) : recoveryCodeCharacters(typed);
  return read === undefined ? 'invalid' : undefined;
}
