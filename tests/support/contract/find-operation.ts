import { isJsonObject, type JsonObject, jsonPointer, operationMethods } from './contract-document';

export type OperationMatch =
  | {
      readonly kind: 'operation';
      /** The path as the document writes it, such as `/api/tourist/tours/{name}`. */
      readonly template: string;
      readonly operation: JsonObject;
      readonly pathItem: JsonObject;
      /** Where the operation is in the document, for compiling its schemas in place. */
      readonly pointer: string;
      /** Path parameters by name, percent-decoded. */
      readonly pathParameters: Readonly<Record<string, string>>;
    }
  /** The path is in the contract, the method is not. */
  | { readonly kind: 'method-not-allowed'; readonly template: string; readonly methods: string[] }
  | { readonly kind: 'unknown-path' };

interface CompiledPath {
  readonly template: string;
  readonly pattern: RegExp;
  readonly names: readonly string[];
  /** Literal characters: a concrete path wins over a templated one, as OpenAPI says. */
  readonly literalLength: number;
}

const compiledPaths = new WeakMap<JsonObject, CompiledPath[]>();

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compilePaths(document: JsonObject): CompiledPath[] {
  let compiled = compiledPaths.get(document);
  if (compiled) return compiled;
  const paths = isJsonObject(document.paths) ? Object.keys(document.paths) : [];
  compiled = paths
    .map((template) => {
      const names: string[] = [];
      const parts = template.split(/(\{[^}]+\})/);
      const source = parts
        .map((part) => {
          const name = /^\{([^}]+)\}$/.exec(part)?.[1];
          if (name === undefined) return escapeRegExp(part);
          names.push(name);
          // A parameter is one whole segment: it never takes a slash.
          return '([^/]+)';
        })
        .join('');
      const literalLength = parts.filter((part) => !part.startsWith('{')).join('').length;
      return { template, pattern: new RegExp(`^${source}$`), names, literalLength };
    })
    .sort((a, b) => b.literalLength - a.literalLength);
  compiledPaths.set(document, compiled);
  return compiled;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The methods a path item of the document holds operations for, upper-case. */
export function documentedMethods(pathItem: JsonObject): string[] {
  return operationMethods
    .filter((method) => isJsonObject(pathItem[method]))
    .map((method) => method.toUpperCase());
}

/**
 * The operation of the document that a request is for. `pathname` is the path as sent, still
 * percent-encoded and without the query. HEAD is answered as GET (HTTP asks every GET to take
 * HEAD too), so it finds the GET operation.
 */
export function findOperation(
  document: JsonObject,
  method: string,
  pathname: string,
): OperationMatch {
  const paths = isJsonObject(document.paths) ? document.paths : {};
  for (const { template, pattern, names } of compilePaths(document)) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const pathItem = paths[template];
    if (!isJsonObject(pathItem)) continue;
    const key = method.toUpperCase() === 'HEAD' ? 'get' : method.toLowerCase();
    const operation = (operationMethods as readonly string[]).includes(key)
      ? pathItem[key]
      : undefined;
    if (!isJsonObject(operation)) {
      return { kind: 'method-not-allowed', template, methods: documentedMethods(pathItem) };
    }
    const pathParameters = Object.fromEntries(
      names.map((name, index) => [name, decoded(match[index + 1] ?? '')]),
    );
    return {
      kind: 'operation',
      template,
      operation,
      pathItem,
      pointer: jsonPointer('paths', template, key),
      pathParameters,
    };
  }
  return { kind: 'unknown-path' };
}
