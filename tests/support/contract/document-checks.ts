import {
  followRefs,
  isJsonObject,
  type JsonObject,
  jsonPointer,
  operationMethods,
  resolvePointer,
} from './contract-document';
import type { SchemaValidator } from './schema-validator';

interface Visit {
  readonly node: JsonObject;
  readonly pointer: string;
  readonly keys: readonly string[];
}

/** Every object in the document, with where it is. */
function* objectsIn(node: unknown, keys: readonly string[] = []): Generator<Visit> {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* objectsIn(item, [...keys, String(index)]);
    return;
  }
  if (!isJsonObject(node)) return;
  yield { node, pointer: jsonPointer(...keys), keys };
  for (const [key, value] of Object.entries(node)) yield* objectsIn(value, [...keys, key]);
}

/** References that lead nowhere, or outside the document. */
export function unresolvedRefs(document: JsonObject): string[] {
  const problems: string[] = [];
  for (const { node, pointer } of objectsIn(document)) {
    if (!('$ref' in node)) continue;
    const ref = node.$ref;
    if (typeof ref !== 'string' || resolvePointer(document, ref) === undefined) {
      problems.push(`${pointer}: $ref ${JSON.stringify(ref)} does not resolve`);
    }
  }
  return problems;
}

/** Operation ids used more than once, or operations without one. */
export function operationIdProblems(document: JsonObject): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const paths = isJsonObject(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isJsonObject(item)) continue;
    for (const method of operationMethods) {
      const operation = item[method];
      if (!isJsonObject(operation)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const id = operation.operationId;
      if (typeof id !== 'string') {
        problems.push(`${where} has no operationId`);
      } else if (seen.has(id)) {
        problems.push(`${where} repeats the operationId "${id}" of ${seen.get(id)}`);
      } else {
        seen.set(id, where);
      }
    }
  }
  return problems;
}

// A Schema Object sits under one of these keys, or anywhere below `components/schemas`.
function isInsideSchema(keys: readonly string[]): boolean {
  return (keys[0] === 'components' && keys[1] === 'schemas') || keys.includes('schema');
}

/**
 * Examples that their own schema refuses: the `example` and `examples` of media types,
 * parameters and headers, and the `examples` list of any Schema Object.
 */
export function invalidExamples(document: JsonObject, schemas: SchemaValidator): string[] {
  const problems: string[] = [];
  const check = (where: string, schemaPointer: string, value: unknown) => {
    for (const problem of schemas.problems(schemaPointer, value)) {
      problems.push(`${where}: ${problem}`);
    }
  };

  for (const { node, pointer, keys } of objectsIn(document)) {
    if (isInsideSchema(keys)) {
      if (Array.isArray(node.examples) && keys.at(-1) !== 'properties') {
        for (const [index, value] of node.examples.entries()) {
          check(`${pointer}/examples/${index}`, pointer, value);
        }
      }
      continue;
    }
    // A media type, parameter or header: its examples against its `schema`.
    if (!('schema' in node)) continue;
    const schemaPointer = `${pointer}/schema`;
    if ('example' in node) check(`${pointer}/example`, schemaPointer, node.example);
    if (!isJsonObject(node.examples)) continue;
    for (const [name, entry] of Object.entries(node.examples)) {
      const where = `${pointer}/examples/${name}`;
      const example = followRefs(document, entry, where);
      if (!('value' in example.node)) {
        if (!('externalValue' in example.node)) problems.push(`${where} has no value`);
        continue;
      }
      check(where, schemaPointer, example.node.value);
    }
  }
  return problems;
}
