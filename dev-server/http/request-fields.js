// @ts-check
import { hasControlCharacter, hasHiddenCharacter } from '../../src/validation/text-characters.js';
import {
  fieldLayout,
  jsonRequestOperations,
  namedFields,
  requestSchemaOf,
} from './contract-fields.js';
import { contractValidators } from './contract-validators.js';
import { isPlainObject } from './json-body.js';

/**
 * A request body checked against the schema docs/openapi.yaml gives its operation, answered as
 * the contract's `InvalidRequestError` says: one code per field it names, `required` for a
 * field left out and `invalid` for any other rule broken, in the order the schema lists them.
 * What a schema cannot say stays by hand, in the route's own rules (`FieldRules`).
 */

/** @typedef {import('./error-answers.js').FieldProblem} FieldProblem */
/** @typedef {import('./contract-validators.js').ContractValidators} ContractValidators */

/**
 * A rule a schema cannot state, for one field (a dotted name, `address.state`): given the
 * field's value as read (trimmed; `undefined` when left out) and the whole body as read, a
 * code, or `undefined` when it holds. It runs only when the schema found nothing wrong with
 * the field, so it may take the schema's types for granted.
 *
 * @typedef {Readonly<Record<string, (value: any, body: Record<string, unknown>) => string | undefined>>} FieldRules
 */

/**
 * @typedef {object} RequestBodyCheck
 * @property {(body: Record<string, unknown>, rules?: FieldRules) => FieldProblem[]} problems
 * @property {(body: Record<string, unknown>) => Record<string, unknown>} read The body as its
 *   fields are judged: text trimmed, blank text and `null` left out.
 */

/** Passwords are taken as typed: spaces may be part of one, and bidi marks too. */
const untrimmedFields = new Set(['password', 'currentPassword', 'newPassword']);

/**
 * The check of `operationId`'s request body. Its schema is compiled on first use, or when the
 * service starts (`compileRequestChecks`), and kept for the process.
 *
 * @param {string} operationId
 * @param {ContractValidators} [validators] docs/openapi.yaml's unless a test passes its own.
 * @returns {RequestBodyCheck}
 */
export function requestBodyCheck(operationId, validators) {
  const compiled = () => compiledCheck(operationId, validators ?? contractValidators());
  return {
    problems: (body, rules) => compiled().problems(body, rules),
    read: (body) => compiled().read(body),
  };
}

/** @type {WeakMap<ContractValidators, Map<string, RequestBodyCheck>>} */
const compiledChecks = new WeakMap();

/**
 * Every JSON request body's check of the contract, compiled now: reading and compiling the
 * document takes the better part of a second, which no request should wait for.
 *
 * @param {ContractValidators} [validators]
 */
export function compileRequestChecks(validators = contractValidators()) {
  for (const operationId of jsonRequestOperations(validators.document)) {
    compiledCheck(operationId, validators);
  }
}

/**
 * @param {string} operationId
 * @param {ContractValidators} validators
 * @returns {RequestBodyCheck}
 */
function compiledCheck(operationId, validators) {
  let checks = compiledChecks.get(validators);
  if (!checks) {
    checks = new Map();
    compiledChecks.set(validators, checks);
  }
  let check = checks.get(operationId);
  if (!check) {
    check = compileCheck(operationId, validators);
    checks.set(operationId, check);
  }
  return check;
}

/**
 * @param {string} operationId
 * @param {ContractValidators} validators
 * @returns {RequestBodyCheck}
 */
function compileCheck(operationId, validators) {
  const { document } = validators;
  const { pointer, schema } = requestSchemaOf(document, operationId);
  const validate = validators.schemaAt(pointer);
  const named = namedFields(document);
  const { order, groups } = fieldLayout(schema, document, named);

  /**
   * Text as the contract reads it, and the characters no text field takes ("Text fields").
   *
   * @param {Record<string, unknown>} body
   * @param {string} prefix
   * @param {Map<string, string>} found
   * @returns {Record<string, unknown>}
   */
  function readFields(body, prefix, found) {
    /** @type {Record<string, unknown>} */
    const read = {};
    for (const [key, value] of Object.entries(body)) {
      const field = `${prefix}${key}`;
      if (value === null || value === undefined) continue;
      if (groups.has(field)) {
        if (isPlainObject(value)) read[key] = readFields(value, `${field}.`, found);
        else found.set(field, 'invalid');
      } else if (typeof value === 'string' && named.has(field)) {
        const password = untrimmedFields.has(key);
        const text = password ? value : value.trim();
        if (text === '') continue;
        if (password ? hasControlCharacter(value) : hasHiddenCharacter(value)) {
          found.set(field, 'invalid');
        }
        read[key] = text;
      } else {
        read[key] = value;
      }
    }
    // A group left out, or not an object, is read as an empty one, so each of its required
    // members is named rather than the group alone.
    for (const [group, required] of groups) {
      const [parent, key = ''] = splitLast(group);
      if (parent === prefix && read[key] === undefined && (required || found.has(group))) {
        read[key] = {};
      }
    }
    return read;
  }

  /** @param {Record<string, unknown>} body */
  const read = (body) => readFields(body, '', new Map());

  return {
    read,
    problems(body, rules = {}) {
      /** @type {Map<string, string>} */
      const found = new Map();
      const readBody = readFields(body, '', found);
      if (!validate(readBody)) {
        for (const error of validate.errors ?? []) {
          const path = error.instancePath.split('/').slice(1);
          const missing = error.keyword === 'required' ? error.params.missingProperty : undefined;
          if (typeof missing === 'string') path.push(missing);
          // A member the schema does not allow is named as sent; the contract must list it.
          const extra = error.params.additionalProperty;
          if (error.keyword === 'additionalProperties' && typeof extra === 'string')
            path.push(extra);
          const segments = path.map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
          const exact = segments.join('.');
          while (segments.length > 1 && !named.has(segments.join('.'))) segments.pop();
          const field = segments.join('.');
          if (!found.has(field))
            found.set(field, missing && field === exact ? 'required' : 'invalid');
        }
      }
      for (const [field, rule] of Object.entries(rules)) {
        if (found.has(field)) continue;
        const code = rule(valueAt(readBody, field), readBody);
        if (code) found.set(field, code);
      }
      const rank = (/** @type {string} */ field) => {
        const at = order.indexOf(field);
        return at === -1 ? order.length : at;
      };
      return [...found]
        .sort(([a], [b]) => rank(a) - rank(b))
        .map(([field, code]) => ({ field, code }));
    },
  };
}

/**
 * `['address.', 'state']` for `address.state`, `['', 'name']` for `name`.
 *
 * @param {string} field
 * @returns {[string, string]}
 */
function splitLast(field) {
  const at = field.lastIndexOf('.');
  return [field.slice(0, at + 1), field.slice(at + 1)];
}

/**
 * @param {Record<string, unknown>} body
 * @param {string} field
 * @returns {unknown}
 */
function valueAt(body, field) {
  /** @type {unknown} */
  let value = body;
  for (const key of field.split('.')) value = isPlainObject(value) ? value[key] : undefined;
  return value;
}
