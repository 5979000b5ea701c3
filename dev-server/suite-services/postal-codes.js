// @ts-check
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { sendNotFound } from '../http/error-answers.js';
import { sendError, sendJson } from '../http/json-answers.js';
import { isPlainObject } from '../http/json-body.js';

export const defaultPostalCodesFile = join(
  dirname(fileURLToPath(import.meta.url)),
  '../data/postal-codes.json',
);

/**
 * One address in the format of Brazil's public CEP services (ViaCEP's field names), which is
 * what the portal's address forms already read.
 *
 * @typedef {object} PostalAddress
 * @property {string} cep Always written `00000-000`.
 * @property {string} logradouro
 * @property {string} complemento
 * @property {string} bairro
 * @property {string} localidade
 * @property {string} uf
 * @property {string} ibge
 */

const addressFields = /** @type {const} */ ([
  'cep',
  'logradouro',
  'complemento',
  'bairro',
  'localidade',
  'uf',
  'ibge',
]);

/**
 * The eight digits of a CEP typed with or without its hyphen, else `undefined`.
 *
 * @param {string} input
 */
export function parsePostalCode(input) {
  const match = /^(\d{5})-?(\d{3})$/.exec(input);
  return match ? `${match[1]}${match[2]}` : undefined;
}

/**
 * @param {string} file
 * @returns {Map<string, PostalAddress>} Addresses by their eight digits.
 */
export function loadPostalCodes(file) {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(data)) throw new Error(`Postal codes file ${file}: expected an array`);
  /** @type {Map<string, PostalAddress>} */
  const byDigits = new Map();
  data.forEach((entry, index) => {
    const where = `Postal codes file ${file}: entry ${index}`;
    if (!isPlainObject(entry)) throw new Error(`${where} must be an object`);
    for (const field of addressFields) {
      if (typeof entry[field] !== 'string') throw new Error(`${where} lacks "${field}"`);
    }
    const address = /** @type {PostalAddress} */ (
      Object.fromEntries(addressFields.map((field) => [field, entry[field]]))
    );
    const digits = parsePostalCode(address.cep);
    if (!digits || !/^\d{5}-\d{3}$/.test(address.cep)) {
      throw new Error(`${where} has a CEP not written 00000-000`);
    }
    if (byDigits.has(digits)) throw new Error(`${where} repeats CEP ${address.cep}`);
    byDigits.set(digits, address);
  });
  return byDigits;
}

/**
 * `GET /api/postal-code/{code}`: the address of a CEP, from the data set in `file`.
 *
 * @param {{ file: string, delayMs: number }} options
 */
export function createPostalCodeRoutes(options) {
  const addresses = loadPostalCodes(options.file);

  /**
   * @param {import('node:http').IncomingMessage} _req
   * @param {import('node:http').ServerResponse} res
   * @param {Readonly<Record<string, string>>} params `code`, still percent-encoded.
   */
  async function lookUpPostalCode(_req, res, params) {
    // Lets the portal's loading and timeout states be seen against a slow upstream.
    if (options.delayMs > 0) await delay(options.delayMs);

    const rawCode = params.code ?? '';
    let code = rawCode;
    try {
      code = decodeURIComponent(rawCode);
    } catch {
      // Left encoded: it cannot match the pattern and is reported as malformed below.
    }
    const digits = parsePostalCode(code);
    if (!digits) {
      sendError(
        res,
        400,
        'malformed_postal_code',
        'A postal code (CEP) has eight digits, as in 01310-100 or 01310100.',
      );
      return;
    }
    const address = addresses.get(digits);
    if (!address) {
      sendNotFound(res, 'No address is known for this postal code.');
      return;
    }
    sendJson(res, 200, address);
  }

  /** @type {import('../route-table.js').Route[]} */
  const routes = [{ method: 'GET', path: '/api/postal-code/{code}', handle: lookUpPostalCode }];
  return { routes };
}
