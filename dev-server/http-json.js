// @ts-check
import { apiResponseHeaders } from '../deploy/http-headers.js';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {Record<string, string>} HeaderMap */

// One policy for every answer (deploy/http-headers.js): an API answer is never stored, never
// sniffed into something executable, framed or embedded by another site.
const apiHeaders = apiResponseHeaders();

/** Bodies this service accepts are a few hundred bytes; anything far larger is not a client. */
export const maxBodyBytes = 16 * 1024;

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {HeaderMap} [headers]
 */
export function sendJson(res, status, body, headers = {}) {
  const payload = Buffer.from(JSON.stringify(body), 'utf8');
  res.writeHead(status, {
    ...apiHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(payload.length),
    ...headers,
  });
  res.end(payload);
}

/**
 * Every error has the same envelope, so a client maps `error.code` in one table.
 *
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} code
 * @param {string} message
 * @param {{ extra?: Record<string, unknown>, headers?: HeaderMap }} [more]
 */
export function sendError(res, status, code, message, more = {}) {
  sendJson(res, status, { error: { code, message, ...more.extra } }, more.headers);
}

/**
 * @param {ServerResponse} res
 * @param {HeaderMap} [headers]
 */
export function sendNoContent(res, headers = {}) {
  res.writeHead(204, { ...apiHeaders, ...headers });
  res.end();
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
export function sendNotFound(res) {
  sendError(res, 404, 'not_found', 'Nothing is served at this path.');
}

/** Why a request body could not be read as JSON. */
export class RequestBodyError extends Error {
  /** @param {'not_json' | 'malformed' | 'too_large'} reason */
  constructor(reason) {
    super(`Request body rejected: ${reason}`);
    this.name = 'RequestBodyError';
    this.reason = reason;
  }
}

/** @param {IncomingMessage} req */
function isJsonContentType(req) {
  const mediaType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/**
 * Reads the whole body, stopping at `limit` bytes so a slow or huge upload cannot hold memory.
 *
 * @param {IncomingMessage} req
 * @param {number} [limit] `maxBodyBytes` unless a route expects less.
 * @returns {Promise<Buffer>}
 */
export async function readRawBody(req, limit = maxBodyBytes) {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    throw new RequestBodyError('too_large');
  }
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = /** @type {Buffer} */ (chunk);
    size += buffer.length;
    if (size > limit) throw new RequestBodyError('too_large');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The parsed JSON body, or `undefined` when the request has no body at all. Form posts and other
 * content types are refused rather than guessed at: a cross-site form can send `text/plain`.
 *
 * @param {IncomingMessage} req
 * @returns {Promise<unknown>}
 */
export async function readJsonBody(req) {
  const raw = await readRawBody(req);
  if (raw.length === 0) return undefined;
  if (!isJsonContentType(req)) throw new RequestBodyError('not_json');
  try {
    return JSON.parse(strictUtf8.decode(raw));
  } catch {
    throw new RequestBodyError('malformed');
  }
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
export function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
