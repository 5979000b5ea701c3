// @ts-check
import {
  authenticatorCodeDigits,
  recoveryCodeCharacters,
} from '../../src/validation/second-factor-codes.js';

/** @typedef {import('../http/error-answers.js').FieldProblem} FieldProblem */

/**
 * A `SecondFactorRequest`: exactly one of `code` and `recoveryCode`, and `trustDevice`. A
 * value that cannot be a code is a typing mistake, answered 400 and never counted as a wrong
 * code, so it cannot lock the account.
 *
 * @param {Record<string, unknown>} body
 * @param {{ recoveryCodeAllowed: boolean }} rules A sign-in that enrols has no recovery
 *   codes yet.
 * @returns {{ ok: true, proof: import('./second-factor-store.js').SecondFactorProof,
 *   trustDevice: boolean } | { ok: false, fields: FieldProblem[] }}
 */
export function parseSecondFactorRequest(body, rules) {
  /** @type {FieldProblem[]} */
  const fields = [];
  const { code, recoveryCode, trustDevice } = body;
  if (trustDevice !== undefined && typeof trustDevice !== 'boolean') {
    fields.push({ field: 'trustDevice', code: 'invalid' });
  }
  /** @type {import('./second-factor-store.js').SecondFactorProof | undefined} */
  let proof;
  if (code !== undefined && recoveryCode !== undefined) {
    fields.push({ field: 'recoveryCode', code: 'invalid' });
  } else if (recoveryCode !== undefined) {
    const recoveryCharacters = recoveryCodeCharacters(recoveryCode);
    if (!rules.recoveryCodeAllowed || recoveryCharacters === undefined) {
      fields.push({ field: 'recoveryCode', code: 'invalid' });
    } else {
      proof = { recoveryCharacters };
    }
  } else if (code === undefined || code === null || code === '') {
    fields.push({ field: 'code', code: 'required' });
  } else {
    const digits = authenticatorCodeDigits(code);
    if (digits === undefined) fields.push({ field: 'code', code: 'invalid' });
    else proof = { digits };
  }
  if (fields.length > 0 || proof === undefined) return { ok: false, fields };
  return { ok: true, proof, trustDevice: trustDevice === true };
}
