// @ts-check

import { emailProblem, maxEmailLength } from '../src/validation/email.js';
import { characterCount, hasHiddenCharacter } from '../src/validation/text-characters.js';
import { isPlainObject, RequestBodyError, readJsonBody, sendError } from './http-json.js';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {{ field: string, code: string }} FieldProblem */

/**
 * @param {ServerResponse} res
 * @param {readonly FieldProblem[]} fields
 * @param {string} [message]
 */
export function sendFieldProblems(res, fields, message = 'Some fields are missing or invalid.') {
  sendError(res, 400, 'invalid_request', message, { extra: { fields } });
}

/** @param {ServerResponse} res */
export function sendForbiddenOrigin(res) {
  sendError(res, 403, 'forbidden_origin', 'Requests from another site are not accepted.');
}

/**
 * @param {ServerResponse} res
 * @param {number} retryAfter Whole seconds.
 * @param {string} message
 */
export function sendTooManyAttempts(res, retryAfter, message) {
  sendError(res, 429, 'too_many_attempts', message, {
    extra: { retryAfter },
    headers: { 'Retry-After': String(retryAfter) },
  });
}

/**
 * The request's JSON object body (an empty one when there is no body), or `undefined` after
 * answering 400 or 413 as the contract says for a body that cannot be read.
 *
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @returns {Promise<Record<string, unknown> | undefined>}
 */
export async function readObjectBody(req, res) {
  /** @type {unknown} */
  let body;
  try {
    body = await readJsonBody(req);
  } catch (error) {
    if (!(error instanceof RequestBodyError)) throw error;
    if (error.reason === 'too_large') {
      sendError(res, 413, 'payload_too_large', 'The request body is too large.', {
        headers: { Connection: 'close' },
      });
      return undefined;
    }
    sendFieldProblems(
      res,
      [],
      error.reason === 'not_json'
        ? 'The request body must be JSON (Content-Type: application/json).'
        : 'The request body is not valid JSON.',
    );
    return undefined;
  }
  if (body === undefined) return {};
  if (!isPlainObject(body)) {
    sendFieldProblems(res, [], 'The request body must be a JSON object.');
    return undefined;
  }
  return body;
}

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
