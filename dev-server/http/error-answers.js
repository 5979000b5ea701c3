// @ts-check
import { sendError } from './json-answers.js';

/**
 * The error answers the contract (docs/openapi.yaml) shares between operations, each written
 * once: its status, code and the headers that go with it (`Allow`, `Retry-After`). Answers that
 * belong to one operation (a postal code that is malformed, a reset link that expired) are
 * written where that operation is.
 */

/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {{ field: string, code: string }} FieldProblem */

/**
 * 400 `invalid_request`: what is wrong with the body, field by field (`fields` is empty when
 * the body as a whole could not be read).
 *
 * @param {ServerResponse} res
 * @param {readonly FieldProblem[]} fields
 * @param {string} [message]
 */
export function sendFieldProblems(res, fields, message = 'Some fields are missing or invalid.') {
  sendError(res, 400, 'invalid_request', message, { extra: { fields } });
}

/**
 * 400 for a request target that is not a path (absolute-form, `*`): no operation to name.
 *
 * @param {ServerResponse} res
 */
export function sendTargetNotAPath(res) {
  sendError(res, 400, 'invalid_request', 'The request target must be a path.');
}

/**
 * 401 `unauthenticated`.
 *
 * @param {ServerResponse} res
 * @param {import('./json-answers.js').HeaderMap} [headers] Such as the `Set-Cookie`s that clear a stale
 *   session.
 */
export function sendUnauthenticated(res, headers = {}) {
  sendError(res, 401, 'unauthenticated', 'Not signed in.', { headers });
}

/** @param {ServerResponse} res */
export function sendForbiddenOrigin(res) {
  sendError(res, 403, 'forbidden_origin', 'Requests from another site are not accepted.');
}

/**
 * @param {ServerResponse} res
 * @param {string} [message]
 */
export function sendNotFound(res, message = 'Nothing is served at this path.') {
  sendError(res, 404, 'not_found', message);
}

/**
 * @param {ServerResponse} res
 * @param {readonly string[]} allowed
 */
export function sendMethodNotAllowed(res, allowed) {
  sendError(res, 405, 'method_not_allowed', 'This method is not supported here.', {
    headers: { Allow: allowed.join(', ') },
  });
}

/** @param {ServerResponse} res */
export function sendPayloadTooLarge(res) {
  // The rest of the upload is not worth reading; closing ends it.
  sendError(res, 413, 'payload_too_large', 'The request body is too large.', {
    headers: { Connection: 'close' },
  });
}

/**
 * @param {ServerResponse} res
 * @param {string} message Which media types are taken.
 */
export function sendUnsupportedMediaType(res, message) {
  sendError(res, 415, 'unsupported_media_type', message);
}

/**
 * Seconds for a `Retry-After` header: rounded up, so a client that waits exactly that long is
 * never turned away again for a few leftover milliseconds.
 *
 * @param {number} milliseconds
 */
export function retryAfterSeconds(milliseconds) {
  return Math.max(1, Math.ceil(milliseconds / 1000));
}

/**
 * An answer a client must wait out: `Retry-After` and `retryAfter`, the same whole seconds.
 *
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} code
 * @param {number} waitMs
 * @param {string} message
 * @param {import('./json-answers.js').HeaderMap} [headers]
 */
function sendWait(res, status, code, waitMs, message, headers = {}) {
  const retryAfter = retryAfterSeconds(waitMs);
  sendError(res, status, code, message, {
    extra: { retryAfter },
    headers: { ...headers, 'Retry-After': String(retryAfter) },
  });
}

/**
 * 423 `account_locked`: too many wrong passwords for one email.
 *
 * @param {ServerResponse} res
 * @param {number} remainingMs
 */
export function sendAccountLocked(res, remainingMs) {
  sendWait(
    res,
    423,
    'account_locked',
    remainingMs,
    'Too many wrong passwords for this account. Try again later.',
  );
}

/**
 * 423 `codes_locked`: the password was right, but the account's second factor is locked after
 * wrong codes; said only after the password was checked (contract: `login`, "Second factor").
 *
 * @param {ServerResponse} res
 * @param {number} remainingMs
 */
export function sendCodesLocked(res, remainingMs) {
  sendWait(
    res,
    423,
    'codes_locked',
    remainingMs,
    'The password is right, but codes are locked after wrong ones. Try again later.',
  );
}

/**
 * 423 `password_blocked`: 100 wrong passwords in a row; only a password reset opens the account
 * again, so no `Retry-After`.
 *
 * @param {ServerResponse} res
 */
export function sendPasswordBlocked(res) {
  sendError(
    res,
    423,
    'password_blocked',
    'Too many wrong passwords in a row. Choose a new password.',
  );
}

/**
 * 429 `too_many_attempts`: too many requests from one client address.
 *
 * @param {ServerResponse} res
 * @param {number} waitMs
 * @param {string} [message]
 */
export function sendTooManyAttempts(res, waitMs, message = 'Too many requests. Try again later.') {
  sendWait(res, 429, 'too_many_attempts', waitMs, message);
}

/**
 * 429 `too_many_codes`: too many wrong second-factor codes, for one account or one browser.
 *
 * @param {ServerResponse} res
 * @param {number} waitMs
 * @param {import('./json-answers.js').HeaderMap} [headers]
 */
export function sendTooManyCodes(res, waitMs, headers) {
  sendWait(res, 429, 'too_many_codes', waitMs, 'Too many wrong codes. Try again later.', headers);
}

/**
 * 423 `codes_blocked`: so many wrong codes in a row that codes from the authenticator are no
 * longer checked; only a recovery code is. No `Retry-After`: waiting does not end it.
 *
 * @param {ServerResponse} res
 */
export function sendCodesBlocked(res) {
  sendError(res, 423, 'codes_blocked', 'Too many wrong codes in a row. Use a recovery code.');
}

/**
 * 403 `federation_required`: the email's domain signs in with its company's provider only.
 *
 * @param {ServerResponse} res
 * @param {string} provider The provider's id.
 */
export function sendFederationRequired(res, provider) {
  sendError(
    res,
    403,
    'federation_required',
    "This email's company signs in with its own provider.",
    {
      extra: { provider },
    },
  );
}

/**
 * 503 `unavailable`.
 *
 * @param {ServerResponse} res
 * @param {string} service For the message.
 */
export function sendUnavailable(res, service) {
  sendError(res, 503, 'unavailable', `The ${service} service is not available.`);
}

/** @param {ServerResponse} res */
export function sendInternalError(res) {
  sendError(res, 500, 'internal_error', 'The service failed to answer.');
}
