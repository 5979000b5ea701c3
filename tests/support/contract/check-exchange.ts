import { followRefs, isJsonObject, type JsonObject, jsonPointer } from './contract-document';
import { splitTarget } from './contract-scope';
import { findOperation, type OperationMatch } from './find-operation';
import type { RecordedRequest, RecordedResponse } from './recorded-traffic';
import type { SchemaValidator } from './schema-validator';

export interface Contract {
  readonly document: JsonObject;
  readonly schemas: SchemaValidator;
}

function mediaType(contentType: string | readonly string[] | undefined): string | undefined {
  const value = Array.isArray(contentType) ? contentType[0] : contentType;
  return typeof value === 'string' ? value.split(';')[0]?.trim().toLowerCase() : undefined;
}

function isJsonMediaType(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json');
}

/** The declared media type a sent one falls under: exact, then `type/*`, then `*\/*`. */
function declaredMediaType(content: JsonObject, sent: string): string | undefined {
  const declared = Object.keys(content);
  const exact = declared.find((type) => type.toLowerCase() === sent);
  if (exact) return exact;
  const [major] = sent.split('/');
  return declared.find((type) => type === `${major}/*` || type === '*/*');
}

/**
 * The problems of a body sent with `contentType` against the `content` map at `pointer`
 * (a request body's, or a response's).
 */
function bodyProblems(
  contract: Contract,
  content: JsonObject,
  pointer: string,
  contentType: string | readonly string[] | undefined,
  body: Buffer,
): string[] {
  const sent = mediaType(contentType);
  if (!sent) return ['a body without a Content-Type'];
  const declared = declaredMediaType(content, sent);
  if (!declared) {
    return [`Content-Type ${sent}, where the contract has ${Object.keys(content).join(', ')}`];
  }
  const media = content[declared];
  if (!isJsonObject(media) || !('schema' in media) || !isJsonMediaType(sent)) return [];
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return [`a body that is not JSON: ${JSON.stringify(body.toString('utf8').slice(0, 80))}`];
  }
  return contract.schemas
    .problems(`${pointer}/${jsonPointer(declared).slice(1)}/schema`, value)
    .map((problem) => `body ${problem}`);
}

/** A header or parameter value as its schema's type reads it: headers and queries are text. */
function typedValue(value: string, schema: unknown): unknown {
  const type = isJsonObject(schema) ? schema.type : undefined;
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(value.trim())) {
    return Number(value);
  }
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

function parameterProblems(
  contract: Contract,
  match: Extract<OperationMatch, { kind: 'operation' }>,
  query: URLSearchParams,
): string[] {
  const problems: string[] = [];
  const declared: { node: JsonObject; pointer: string }[] = [];
  const lists: [unknown, string][] = [
    [match.pathItem.parameters, `${jsonPointer('paths', match.template)}/parameters`],
    [match.operation.parameters, `${match.pointer}/parameters`],
  ];
  for (const [list, pointer] of lists) {
    if (!Array.isArray(list)) continue;
    list.forEach((entry, index) => {
      declared.push(followRefs(contract.document, entry, `${pointer}/${index}`));
    });
  }

  const check = (parameter: { node: JsonObject; pointer: string }, value: string) => {
    const where = `${String(parameter.node.in)} parameter ${String(parameter.node.name)}`;
    for (const problem of contract.schemas.problems(
      `${parameter.pointer}/schema`,
      typedValue(value, parameter.node.schema),
    )) {
      problems.push(`${where} ${JSON.stringify(value)}: ${problem}`);
    }
  };

  for (const parameter of declared) {
    const { name, in: location, required } = parameter.node;
    if (typeof name !== 'string') continue;
    if (location === 'path') {
      const value = match.pathParameters[name];
      if (value !== undefined) check(parameter, value);
    } else if (location === 'query') {
      const values = query.getAll(name);
      if (values.length === 0 && required === true) problems.push(`no query parameter ${name}`);
      for (const value of values) check(parameter, value);
    }
  }
  const known = new Set(
    declared.filter(({ node }) => node.in === 'query').map(({ node }) => node.name),
  );
  for (const name of new Set(query.keys())) {
    if (!known.has(name))
      problems.push(`query parameter ${name}, which the contract does not have`);
  }
  return problems;
}

/** What a request sent to a path of the contract breaks of it; nothing when it conforms. */
export function requestProblems(contract: Contract, request: RecordedRequest): string[] {
  const { pathname, query } = splitTarget(request.target);
  const match = findOperation(contract.document, request.method, pathname);
  if (match.kind === 'unknown-path') return ['the contract has no such path'];
  if (match.kind === 'method-not-allowed') {
    return [`the contract has only ${match.methods.join(', ')} for ${match.template}`];
  }

  const problems = parameterProblems(contract, match, query);
  const body = request.body();
  const requestBody = isJsonObject(match.operation.requestBody)
    ? followRefs(contract.document, match.operation.requestBody, `${match.pointer}/requestBody`)
    : undefined;
  if (body.length === 0) {
    if (requestBody?.node.required === true) problems.push('no body, which the contract requires');
    return problems;
  }
  if (!requestBody) return [...problems, 'a body, where the contract takes none'];
  // A body still arriving when the test ended cannot be judged whole.
  if (!request.complete) return problems;
  const content = isJsonObject(requestBody.node.content) ? requestBody.node.content : {};
  problems.push(
    ...bodyProblems(
      contract,
      content,
      `${requestBody.pointer}/content`,
      request.headers['content-type'],
      body,
    ),
  );
  return problems;
}

/** The Response Object for `status`, or the operation's `default`, with its pointer. */
function responseFor(contract: Contract, operation: JsonObject, pointer: string, status: number) {
  const responses = isJsonObject(operation.responses) ? operation.responses : {};
  for (const key of [String(status), `${String(status)[0]}XX`, 'default']) {
    if (key in responses) {
      return followRefs(contract.document, responses[key], `${pointer}/responses/${key}`);
    }
  }
  return undefined;
}

function namedResponse(contract: Contract, name: string) {
  const pointer = jsonPointer('components', 'responses', name);
  return followRefs(contract.document, { $ref: `#${pointer}` }, pointer);
}

/** The problems of an answer against the Response Object `definition`. */
function responseShapeProblems(
  contract: Contract,
  definition: { node: JsonObject; pointer: string },
  method: string,
  response: RecordedResponse,
): string[] {
  const problems: string[] = [];
  const headers = isJsonObject(definition.node.headers) ? definition.node.headers : {};
  for (const [name, entry] of Object.entries(headers)) {
    // The contract may not constrain Content-Type through headers: `content` says it.
    if (name.toLowerCase() === 'content-type') continue;
    const header = followRefs(
      contract.document,
      entry,
      `${definition.pointer}/headers/${jsonPointer(name).slice(1)}`,
    );
    const sent = response.headers[name.toLowerCase()];
    if (sent === undefined) {
      if (header.node.required === true) problems.push(`no ${name} header`);
      continue;
    }
    for (const value of Array.isArray(sent) ? sent : [sent]) {
      for (const problem of contract.schemas.problems(
        `${header.pointer}/schema`,
        typedValue(value, header.node.schema),
      )) {
        problems.push(`${name}: ${JSON.stringify(value)} ${problem}`);
      }
    }
  }

  const content = isJsonObject(definition.node.content) ? definition.node.content : undefined;
  // A HEAD answer has the headers of the GET one and never a body.
  if (response.body.length === 0) {
    if (content && method !== 'HEAD') problems.push('no body, where the contract has one');
    return problems;
  }
  if (!content) return [...problems, 'a body, where the contract has none'];
  problems.push(
    ...bodyProblems(
      contract,
      content,
      `${definition.pointer}/content`,
      response.headers['content-type'],
      response.body,
    ),
  );
  return problems;
}

/**
 * What an answer to `request` breaks of the contract: its status must be one the operation
 * describes, its required headers present and valid, its body of the declared type and schema.
 * A path or method outside the contract must be answered as its "Errors" section says:
 * 404 (`NotFound`) or 405 (`MethodNotAllowed`, with `Allow` naming the documented methods).
 */
export function responseProblems(
  contract: Contract,
  request: Pick<RecordedRequest, 'method' | 'target'>,
  response: RecordedResponse,
): string[] {
  const { pathname } = splitTarget(request.target);
  const match = findOperation(contract.document, request.method, pathname);
  if (match.kind === 'unknown-path') {
    if (response.status !== 404)
      return [`status ${response.status} for a path not in the contract`];
    return responseShapeProblems(
      contract,
      namedResponse(contract, 'NotFound'),
      request.method,
      response,
    );
  }
  if (match.kind === 'method-not-allowed') {
    if (response.status !== 405) {
      return [`status ${response.status} for a method the contract does not have here`];
    }
    const problems = responseShapeProblems(
      contract,
      namedResponse(contract, 'MethodNotAllowed'),
      request.method,
      response,
    );
    const allow = response.headers.allow;
    const allowed = new Set(
      (typeof allow === 'string' ? allow : '').split(',').map((method) => method.trim()),
    );
    const missing = match.methods.filter((method) => !allowed.has(method));
    if (missing.length > 0) problems.push(`Allow leaves out ${missing.join(', ')}`);
    return problems;
  }
  const definition = responseFor(contract, match.operation, match.pointer, response.status);
  if (!definition) {
    return [`status ${response.status}, which the contract does not describe here`];
  }
  return responseShapeProblems(contract, definition, request.method, response);
}
