// @ts-check
import { requestBodyCheck } from '../http/request-fields.js';
import { signInChoiceRules } from '../sign-in/sign-in-session.js';

/**
 * The checks of the passkey requests' bodies, as field codes for a 400 answer: their schemas
 * in docs/openapi.yaml, and the one rule a schema cannot say. What the credential proves is the
 * WebAuthn library's to judge; these only make sure it hands the library the fields it reads,
 * as base64url strings of a sane size.
 */

/** @typedef {import('../http/error-answers.js').FieldProblem} FieldProblem */

/** Base64url of at most 1,023 bytes, the longest credential id WebAuthn allows. */
export const credentialIdPattern = /^[A-Za-z0-9_-]{1,1366}$/;

/** @type {import('../http/request-fields.js').FieldRules} */
const credentialRules = {
  // `toJSON()` writes the same bytes twice; a credential whose two differ was not made by it.
  credential: (credential) => (credential.rawId === credential.id ? undefined : 'invalid'),
};

const passkeySignIn = requestBodyCheck('signInWithPasskey');
const passkeyRegistration = requestBodyCheck('finishPasskeyRegistration');
const passkeyRename = requestBodyCheck('renamePasskey');

/**
 * `PasskeySignInRequest`, with the applications this service serves.
 *
 * @param {Record<string, unknown>} body
 * @param {ReadonlySet<number>} allowedApplicationIds
 * @returns {FieldProblem[]}
 */
export function checkPasskeySignIn(body, allowedApplicationIds) {
  return passkeySignIn.problems(body, {
    ...credentialRules,
    ...signInChoiceRules(allowedApplicationIds),
  });
}

/**
 * `PasskeyRegistrationRequest`.
 *
 * @param {Record<string, unknown>} body
 * @returns {FieldProblem[]}
 */
export function checkPasskeyRegistration(body) {
  return passkeyRegistration.problems(body, credentialRules);
}

/**
 * `PasskeyRename`.
 *
 * @param {Record<string, unknown>} body
 * @returns {FieldProblem[]}
 */
export function checkPasskeyRename(body) {
  return passkeyRename.problems(body);
}

const passkeyReauthentication = requestBodyCheck('reauthenticateWithPasskey');

/**
 * `PasskeyReauthenticationRequest`.
 *
 * @param {Record<string, unknown>} body
 * @returns {FieldProblem[]}
 */
export function checkPasskeyReauthentication(body) {
  return passkeyReauthentication.problems(body, credentialRules);
}
