// @ts-check
import { apiResponseHeaders } from '../../deploy/http-headers.js';

/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {Record<string, string | string[]>} HeaderMap A header sent more than once (`Set-Cookie`) is a list. */

// One policy for every answer (deploy/http-headers.js): an API answer is never stored, never
// sniffed into something executable, framed or embedded by another site.
const apiHeaders = apiResponseHeaders();

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
 * Every error has the same envelope, so a client maps `error.code` in one table. The answers
 * the contract shares between operations are in error-answers.js.
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
