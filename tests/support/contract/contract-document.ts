import { inject } from 'vitest';

export type JsonObject = { readonly [key: string]: unknown };

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The HTTP methods an OpenAPI path item may hold an operation for. */
export const operationMethods = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;

declare module 'vitest' {
  export interface ProvidedContext {
    /** docs/openapi.yaml parsed once per run (tests/support/contract/provide-contract.ts). */
    contractDocument: JsonObject;
  }
}

let document: JsonObject | undefined;

/**
 * The parsed document. Parsing the YAML costs more than all a test file's checks, and every
 * test file runs in a process of its own, so the run parses it once and hands it to each.
 */
export function contractDocument(): JsonObject {
  document ??= inject('contractDocument');
  if (!document) {
    throw new Error(
      'docs/openapi.yaml was not provided: add tests/support/contract/provide-contract.ts to ' +
        "the test project's globalSetup",
    );
  }
  return document;
}

/** `/paths/~1api~1sso~1login` for the keys `paths`, `/api/sso/login`. */
export function jsonPointer(...keys: readonly string[]): string {
  return keys.map((key) => `/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/** The value a local JSON pointer (`#/components/schemas/User`) names, or `undefined`. */
export function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  const pointer = decodeURIComponent(ref.slice(1));
  if (pointer === '') return root;
  if (!pointer.startsWith('/')) return undefined;
  let node: unknown = root;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isJsonObject(node) && Object.hasOwn(node, key)) node = node[key];
    else return undefined;
  }
  return node;
}

/**
 * An object of the document with any `$ref` followed (responses, headers, parameters and
 * examples may each be a reference), and the pointer it was found at, so schemas inside it
 * can be compiled in place and keep resolving their own references.
 */
export function followRefs(
  root: JsonObject,
  node: unknown,
  pointer: string,
): { readonly node: JsonObject; readonly pointer: string } {
  let current = node;
  let at = pointer;
  for (let hops = 0; isJsonObject(current) && typeof current.$ref === 'string'; hops += 1) {
    if (hops > 20) throw new Error(`References loop at ${at}`);
    at = current.$ref.slice(1);
    current = resolvePointer(root, current.$ref);
  }
  if (!isJsonObject(current)) throw new Error(`Nothing the contract can use at ${at}`);
  return { node: current, pointer: at };
}
