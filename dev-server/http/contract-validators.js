// @ts-check
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

/**
 * The one place docs/openapi.yaml becomes validators: the service checks request bodies with
 * them, and the tests hold every exchange to the same compiled schemas, so the contract's
 * rules are never written a second time.
 */

/** @typedef {import('ajv').ValidateFunction} ValidateFunction */
/** @typedef {{ readonly [key: string]: unknown }} ContractDocument */

/**
 * The SSO contract the portal and this service are both held to. Resolved as a path, not with
 * `new URL`: component tests import this module under jsdom, whose `URL` Node's
 * `fileURLToPath` does not take.
 */
export const contractFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../docs/openapi.yaml',
);

// The document is added to Ajv whole, under this id, so a schema compiled in place (say the
// 200 answer of login) resolves `#/components/schemas/...` as the document means it.
const contractId = 'https://contract.gofy.invalid/openapi.yaml';

const openApiFields = [
  'openapi',
  'info',
  'jsonSchemaDialect',
  'servers',
  'paths',
  'webhooks',
  'components',
  'security',
  'tags',
];

/**
 * @param {unknown} value
 * @returns {value is ContractDocument}
 */
function isMapping(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parsing the YAML takes the better part of a second, longer than starting the rest of the
 * service; its JSON, kept under the text's hash, reads in milliseconds and cannot go stale.
 */
const parsedCopies = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../node_modules/.cache/gofy-contract',
);

/**
 * docs/openapi.yaml parsed.
 *
 * @param {string} [file]
 * @returns {ContractDocument}
 */
export function readContractDocument(file = contractFile) {
  const text = readFileSync(file, 'utf8');
  const copyName = `${createHash('sha256').update(text).digest('hex')}.json`;
  const copy = path.join(parsedCopies, copyName);
  try {
    return JSON.parse(readFileSync(copy, 'utf8'));
  } catch {
    // Not parsed yet (or the copy is unreadable): parse it now.
  }
  const parsed = parse(text);
  if (!isMapping(parsed)) throw new Error(`${file} is not a YAML mapping`);
  keepParsedCopy(copy, parsed);
  return parsed;
}

/**
 * Written whole under a temporary name and renamed, so a process starting meanwhile reads
 * either no copy or a complete one; copies of earlier versions are removed.
 *
 * @param {string} copy
 * @param {ContractDocument} parsed
 */
function keepParsedCopy(copy, parsed) {
  try {
    mkdirSync(parsedCopies, { recursive: true });
    for (const name of readdirSync(parsedCopies)) {
      if (name.endsWith('.json')) rmSync(path.join(parsedCopies, name), { force: true });
    }
    const partial = `${copy}.${process.pid}.partial`;
    writeFileSync(partial, JSON.stringify(parsed));
    renameSync(partial, copy);
  } catch {
    // A read-only checkout parses the YAML at every start instead.
  }
}

/**
 * @typedef {object} ContractValidators
 * @property {ContractDocument} document
 * @property {(pointer: string) => ValidateFunction} schemaAt The validator of the schema at a
 *   JSON pointer into the document (`/components/schemas/User`), compiled on first use and kept.
 */

/**
 * Validators for the schemas of `document`; tests of the contract checks pass a small one.
 *
 * @param {ContractDocument} document
 * @returns {ContractValidators}
 */
export function createContractValidators(document) {
  const ajv = new Ajv2020({
    // Unknown keywords and dubious schemas are errors: a typo in the contract must not pass
    // as an annotation that checks nothing.
    strict: true,
    allErrors: true,
    // Date-times, emails and uuids are checked, not waved through.
    validateFormats: true,
  });
  addFormats(ajv);
  // OpenAPI's own annotations inside Schema Objects.
  ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs']);
  // Ajv compiles the root of a schema before a fragment of it. The document's top-level
  // fields are taken as annotations there, so only the fragments asked for are checked.
  ajv.addVocabulary(openApiFields);
  ajv.addSchema(document, contractId, undefined, false);

  /** @type {Map<string, ValidateFunction>} */
  const compiled = new Map();
  return {
    document,
    schemaAt(pointer) {
      let validate = compiled.get(pointer);
      if (!validate) {
        validate = ajv.getSchema(`${contractId}#${pointer}`);
        if (!validate) throw new Error(`No schema at ${pointer} in the contract`);
        compiled.set(pointer, validate);
      }
      return validate;
    },
  };
}

/** @type {ContractValidators | undefined} */
let fromContractFile;

/** The validators of docs/openapi.yaml, read and compiled once per process. */
export function contractValidators() {
  fromContractFile ??= createContractValidators(readContractDocument());
  return fromContractFile;
}
