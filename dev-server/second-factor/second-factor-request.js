// @ts-check
import {
  authenticatorCodeDigits,
  recoveryCodeCharacters,
} from '../../src/validation/second-factor-codes.js';
import { requestBodyCheck } from '../http/request-fields.js';

/** @typedef {import('../http/error-answers.js').FieldProblem} FieldProblem */
/** @typedef {import('./second-factor-store.js').SecondFactorProof} SecondFactorProof */

/**
 * A code as an authenticator app shows it: six digits, however spaced.
 *
 * @param {unknown} code
 */
export const authenticatorCodeProblem = (code) =>
  authenticatorCodeDigits(code) === undefined ? 'invalid' : undefined;

/**
 * The reader of a `SecondFactorRequest` for `operationId`: its schema, then what the schema
 * cannot say, exactly one of `code` and `recoveryCode`, each of its own shape. A value that
 * cannot be a code is a typing mistake, answered 400 and never counted as a wrong code, so it
 * cannot lock the account.
 *
 * @param {'completeSecondFactor' | 'confirmSecondFactor'} operationId
 */
function secondFactorRequestOf(operationId) {
  const request = requestBodyCheck(operationId);

  /**
   * @param {Record<string, unknown>} body
   * @param {{ recoveryCodeAllowed: boolean }} options A sign-in that enrols has no recovery
   *   codes yet.
   * @returns {{ ok: true, proof: SecondFactorProof, trustDevice: boolean }
   *   | { ok: false, fields: FieldProblem[] }}
   */
  return function parseSecondFactorRequest(body, { recoveryCodeAllowed }) {
    const fields = request.problems(body, {
      code: (code, read) => {
        if (read.recoveryCode !== undefined) return undefined;
        return code === undefined ? 'required' : authenticatorCodeProblem(code);
      },
      recoveryCode: (recoveryCode, read) => {
        if (recoveryCode === undefined) return undefined;
        const mayBeOne = recoveryCodeAllowed && read.code === undefined;
        return mayBeOne && recoveryCodeCharacters(recoveryCode) ? undefined : 'invalid';
      },
    });
    if (fields.length > 0) return { ok: false, fields };
    const read = request.read(body);
    const recoveryCharacters = recoveryCodeCharacters(read.recoveryCode);
    const digits = authenticatorCodeDigits(read.code);
    /** @type {SecondFactorProof | undefined} */
    const proof = recoveryCharacters ? { recoveryCharacters } : digits ? { digits } : undefined;
    if (!proof) return { ok: false, fields: [{ field: 'code', code: 'required' }] };
    return { ok: true, proof, trustDevice: read.trustDevice === true };
  };
}

/** The code step of a sign-in. */
export const readSignInSecondFactor = secondFactorRequestOf('completeSecondFactor');
/** A signed-in user confirming their second factor again. */
export const readConfirmedSecondFactor = secondFactorRequestOf('confirmSecondFactor');
