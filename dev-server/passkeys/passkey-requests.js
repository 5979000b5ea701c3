// @ts-check
import { maxPasskeyNameLength } from '../../src/validation/passkey-name.js';
import { checkText } from '../http/field-checks.js';
import { isPlainObject } from '../http/json-body.js';

/**
 * The shape checks of the passkey requests' bodies, as field codes for a 400 answer. What the
 * credential proves is the WebAuthn library's to judge; these only make sure it hands the
 * library the fields it reads, as strings of a sane size.
 */

/** @typedef {import('../http/error-answers.js').FieldProblem} FieldProblem */

/** Base64url of at most 1,023 bytes, the longest credential id WebAuthn allows. */
export const credentialIdPattern = /^[A-Za-z0-9_-]{1,1366}$/;
const base64url = /^[A-Za-z0-9_-]*$/;

/**
 * @param {unknown} value
 * @param {readonly string[]} required Members of `response` that must be base64url strings.
 * @param {readonly string[]} optional Members that may be missing, or else must be.
 * @returns {boolean}
 */
function isCredential(value, required, optional) {
  if (!isPlainObject(value)) return false;
  const { id, rawId, type, response } = value;
  if (typeof id !== 'string' || !credentialIdPattern.test(id)) return false;
  if (rawId !== id || type !== 'public-key' || !isPlainObject(response)) return false;
  const isEncoded = (/** @type {unknown} */ member) =>
    typeof member === 'string' && base64url.test(member);
  return (
    required.every((name) => isEncoded(response[name])) &&
    optional.every((name) => response[name] === undefined || isEncoded(response[name]))
  );
}

/**
 * @param {unknown} value
 * @returns {boolean}
 */
function isTransportList(value) {
  return (
    value === undefined ||
    (Array.isArray(value) &&
      value.length <= 10 &&
      value.every((item) => typeof item === 'string' && item.length <= 32))
  );
}

/**
 * `PasskeySignInRequest` but for `rememberMe` and `applicationId`, which every sign-in checks
 * alike (sign-in-session.js).
 *
 * @param {Record<string, unknown>} body
 * @returns {FieldProblem[]}
 */
export function checkPasskeySignIn(body) {
  /** @type {FieldProblem[]} */
  const fields = [];
  const { attemptId, credential } = body;
  if (attemptId === undefined || attemptId === null) {
    fields.push({ field: 'attemptId', code: 'required' });
  } else if (typeof attemptId !== 'string' || attemptId.length > 64) {
    fields.push({ field: 'attemptId', code: 'invalid' });
  }
  if (credential === undefined || credential === null) {
    fields.push({ field: 'credential', code: 'required' });
  } else if (
    !isCredential(credential, ['clientDataJSON', 'authenticatorData', 'signature'], ['userHandle'])
  ) {
    fields.push({ field: 'credential', code: 'invalid' });
  }
  return fields;
}

/**
 * `PasskeyRegistrationRequest`.
 *
 * @param {Record<string, unknown>} body
 * @returns {FieldProblem[]}
 */
export function checkPasskeyRegistration(body) {
  /** @type {FieldProblem[]} */
  const fields = [];
  const { credential, name } = body;
  if (credential === undefined || credential === null) {
    fields.push({ field: 'credential', code: 'required' });
  } else if (
    !isCredential(credential, ['clientDataJSON', 'attestationObject'], []) ||
    !isTransportList(
      /** @type {{ response: Record<string, unknown> }} */ (credential).response.transports,
    )
  ) {
    fields.push({ field: 'credential', code: 'invalid' });
  }
  const nameCode = checkText(name, { maxLength: maxPasskeyNameLength, optional: true });
  if (nameCode) fields.push({ field: 'name', code: nameCode });
  return fields;
}

/**
 * `PasskeyRename`.
 *
 * @param {Record<string, unknown>} body
 * @returns {FieldProblem[]}
 */
export function checkPasskeyRename(body) {
  const code = checkText(body.name, { maxLength: maxPasskeyNameLength });
  return code ? [{ field: 'name', code }] : [];
}
