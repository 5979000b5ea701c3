// @ts-check
import { sendFieldProblems, sendPayloadTooLarge } from './error-answers.js';

/**
 * The one way a handler reads a request body: bounded, JSON of the media type the route
 * takes, strictly UTF-8. A body that cannot be read is answered here, as the contract says
 * (413 too large, 400 not JSON, malformed, or not an object where one is expected), so every
 * route refuses the same body the same way.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** Bodies this service accepts are a few hundred bytes; anything far larger is not a client. */
export const maxBodyBytes = 16 * 1024;

/**
 * @typedef {object} BodyRules
 * @property {number} [limit] Bytes; `maxBodyBytes` unless a route expects less.
 * @property {readonly string[]} [mediaTypes] What `Content-Type` may be, lower-case without
 *   parameters; `application/json` unless the route takes another (a CSP report).
 */

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
export function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The request's media type, lower-case, without parameters such as `charset`.
 *
 * @param {IncomingMessage} req
 */
export function mediaTypeOf(req) {
  return (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * The whole body, or `undefined` once it passes `limit`, so a slow or huge upload cannot hold
 * memory. A declared length over the limit is refused before anything is read.
 *
 * @param {IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer | undefined>}
 */
async function readBounded(req, limit) {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return undefined;
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = /** @type {Buffer} */ (chunk);
    size += buffer.length;
    if (size > limit) return undefined;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The parsed body (`value` is `undefined` when the request has none), or `undefined` after
 * answering why it could not be read. Form posts and other content types are refused rather
 * than guessed at: a cross-site form can send `text/plain`.
 *
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {BodyRules} [rules]
 * @returns {Promise<{ value: unknown } | undefined>}
 */
export async function readJson(req, res, rules = {}) {
  const raw = await readBounded(req, rules.limit ?? maxBodyBytes);
  if (!raw) {
    sendPayloadTooLarge(res);
    return undefined;
  }
  if (raw.length === 0) return { value: undefined };
  if (!(rules.mediaTypes ?? ['application/json']).includes(mediaTypeOf(req))) {
    sendFieldProblems(res, [], 'The request body must be JSON (Content-Type: application/json).');
    return undefined;
  }
  try {
    return { value: JSON.parse(strictUtf8.decode(raw)) };
  } catch {
    sendFieldProblems(res, [], 'The request body is not valid JSON.');
    return undefined;
  }
}

/**
 * The body as an object of fields (an empty one when there is no body), or `undefined` after
 * answering 400 or 413.
 *
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @returns {Promise<Record<string, unknown> | undefined>}
 */
export async function readJsonObject(req, res) {
  const body = await readJson(req, res);
  if (!body) return undefined;
  if (body.value === undefined) return {};
  if (!isPlainObject(body.value)) {
    sendFieldProblems(res, [], 'The request body must be a JSON object.');
    return undefined;
  }
  return body.value;
}
