// @ts-check
import { isPlainObject } from './json-body.js';

/**
 * What docs/openapi.yaml says about a request's fields beyond its schema's rules: which schema
 * an operation's body has, the names a 400 answer may give a field (`InvalidRequestError`),
 * and the order a schema lists them in.
 */

/** @typedef {import('./contract-validators.js').ContractDocument} ContractDocument */

/**
 * @param {unknown} node
 * @param {ContractDocument} document
 * @returns {Record<string, unknown>}
 */
export function followRef(node, document) {
  let current = node;
  for (let hops = 0; isPlainObject(current) && typeof current.$ref === 'string'; hops += 1) {
    if (hops > 20 || !current.$ref.startsWith('#/'))
      throw new Error(`Cannot follow ${current.$ref}`);
    /** @type {unknown} */
    let target = document;
    for (const key of current.$ref.slice(2).split('/')) {
      const name = key.replaceAll('~1', '/').replaceAll('~0', '~');
      target = isPlainObject(target) ? target[name] : undefined;
    }
    current = target;
  }
  return isPlainObject(current) ? current : {};
}

/**
 * @param {ContractDocument} document
 * @param {string} operationId
 */
export function requestSchemaOf(document, operationId) {
  for (const [route, item] of Object.entries(followRef(document.paths, document))) {
    for (const [method, operation] of Object.entries(followRef(item, document))) {
      if (!isPlainObject(operation) || operation.operationId !== operationId) continue;
      const content = followRef(followRef(operation.requestBody, document).content, document);
      const schema = followRef(content['application/json'], document).schema;
      if (isPlainObject(schema) && typeof schema.$ref === 'string') {
        return { pointer: schema.$ref.slice(1), schema: followRef(schema, document) };
      }
      const escaped = route.replaceAll('~', '~0').replaceAll('/', '~1');
      const pointer = `/paths/${escaped}/${method}/requestBody/content/application~1json/schema`;
      return { pointer, schema: followRef(schema, document) };
    }
  }
  throw new Error(`No JSON request body for ${operationId} in the contract`);
}

/**
 * The names a 400 answer may give a field, as `InvalidRequestError` lists them.
 *
 * @param {ContractDocument} document
 * @returns {ReadonlySet<string>}
 */
export function namedFields(document) {
  const error = followRef({ $ref: '#/components/schemas/InvalidRequestError' }, document);
  const fields = followRef(followRef(error.properties, document).error, document);
  const items = followRef(followRef(fields.properties, document).fields, document).items;
  const field = followRef(
    followRef(followRef(items, document).properties, document).field,
    document,
  );
  return new Set(Array.isArray(field.enum) ? field.enum.map(String) : []);
}

/**
 * The named fields of a schema in the order it lists them (an object's members right after
 * it), and which of them are objects whose own members are named fields.
 *
 * @param {Record<string, unknown>} schema
 * @param {ContractDocument} document
 * @param {ReadonlySet<string>} named
 */
export function fieldLayout(schema, document, named) {
  /** @type {string[]} */
  const order = [];
  /** @type {Map<string, boolean>} The groups, each with whether it is required. */
  const groups = new Map();
  /**
   * @param {Record<string, unknown>} node
   * @param {string} prefix
   */
  const walk = (node, prefix) => {
    const required = Array.isArray(node.required) ? node.required : [];
    for (const [key, member] of Object.entries(followRef(node.properties, document))) {
      const field = `${prefix}${key}`;
      if (!named.has(field)) continue;
      order.push(field);
      if ([...named].some((name) => name.startsWith(`${field}.`))) {
        groups.set(field, required.includes(key));
        walk(followRef(member, document), `${field}.`);
      }
    }
  };
  walk(schema, '');
  return { order, groups };
}

/**
 * The operations whose request body is JSON.
 *
 * @param {ContractDocument} document
 * @returns {string[]}
 */
export function jsonRequestOperations(document) {
  /** @type {string[]} */
  const operations = [];
  for (const item of Object.values(followRef(document.paths, document))) {
    for (const operation of Object.values(followRef(item, document))) {
      if (!isPlainObject(operation) || typeof operation.operationId !== 'string') continue;
      const content = followRef(followRef(operation.requestBody, document).content, document);
      if (content['application/json']) operations.push(operation.operationId);
    }
  }
  return operations;
}
