import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ana,
  applicationId,
  bruno,
  noRequestLimits,
  type RunningService,
  signUpApplication,
  startService,
} from '../dev-server/support';
import {
  contractDocument,
  isJsonObject,
  type JsonObject,
  resolvePointer,
} from '../support/contract/contract-document';

// The service's answers to requests that break a rule of their schema, with every limit and
// every required field read from docs/openapi.yaml: a rule changed there is a rule tested here.

let service: RunningService;
beforeAll(async () => {
  service = await startService(noRequestLimits);
});
afterAll(() => service.close());

/** A body each operation takes, every field valid. */
const validBodies: Record<string, JsonObject> = {
  login: { ...ana, rememberMe: false, applicationId },
  requestAccount: signUpApplication,
  requestPasswordReset: { email: bruno.email },
  signInWithPasskey: {
    attemptId: 'an-attempt',
    credential: {
      id: 'bmV3',
      rawId: 'bmV3',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
    },
    rememberMe: false,
    applicationId,
  },
};

function schemaAt(node: unknown): JsonObject {
  let current = node;
  while (isJsonObject(current) && typeof current.$ref === 'string') {
    current = resolvePointer(contractDocument(), current.$ref);
  }
  if (!isJsonObject(current)) throw new Error('The contract has no schema here');
  return current;
}

function operationOf(operationId: string) {
  const paths = schemaAt(contractDocument().paths);
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(schemaAt(item))) {
      if (!isJsonObject(operation) || operation.operationId !== operationId) continue;
      const content = schemaAt(schemaAt(operation.requestBody).content);
      return { path, method, schema: schemaAt(schemaAt(content['application/json']).schema) };
    }
  }
  throw new Error(`No operation ${operationId} in the contract`);
}

/** The names a 400 answer may give a field. */
function namedFields(): Set<string> {
  const pointer = '#/components/schemas/InvalidRequestError/properties/error/properties/fields';
  const field = resolvePointer(contractDocument(), `${pointer}/items/properties/field`);
  return new Set(isJsonObject(field) && Array.isArray(field.enum) ? field.enum.map(String) : []);
}

interface FieldRule {
  readonly operationId: string;
  readonly field: string;
  readonly schema: JsonObject;
  readonly required: boolean;
  /** The named fields of an object, when the field is one. */
  readonly members: readonly FieldRule[];
}

function fieldRules(operationId: string, schema: JsonObject, prefix = ''): FieldRule[] {
  const named = namedFields();
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.entries(schemaAt(schema.properties ?? {})).flatMap(([key, member]) => {
    const field = `${prefix}${key}`;
    if (!named.has(field)) return [];
    const memberSchema = schemaAt(member);
    const grouped = [...named].some((name) => name.startsWith(`${field}.`));
    const members = grouped ? fieldRules(operationId, memberSchema, `${field}.`) : [];
    const rule = {
      operationId,
      field,
      schema: memberSchema,
      required: required.includes(key),
      members,
    };
    return [rule, ...members];
  });
}

const rules = Object.keys(validBodies).flatMap((operationId) =>
  fieldRules(operationId, operationOf(operationId).schema),
);

function withField(body: JsonObject, field: string, value: unknown): JsonObject {
  const [key = '', ...rest] = field.split('.');
  if (rest.length === 0) {
    const { [key]: _left, ...others } = body;
    return value === undefined ? others : { ...others, [key]: value };
  }
  return { ...body, [key]: withField(schemaAt(body[key]), rest.join('.'), value) };
}

async function send(operationId: string, body: JsonObject) {
  const { path, method } = operationOf(operationId);
  const response = await fetch(`${service.url}${path}`, {
    method: method.toUpperCase(),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, error: ((await response.json()) as JsonObject).error };
}

describe('a request breaking a rule of its schema', () => {
  const tooLong = rules
    .filter((rule) => typeof rule.schema.maxLength === 'number')
    .map((rule) => [rule.operationId, rule.field, rule.schema.maxLength as number, rule] as const);

  it.each(tooLong)(
    '%s: %s over its maxLength of %i is answered 400, field invalid',
    async (operationId, field, maxLength) => {
      const body = withField(validBodies[operationId] ?? {}, field, 'a'.repeat(maxLength + 1));
      expect(await send(operationId, body)).toEqual({
        status: 400,
        error: expect.objectContaining({
          code: 'invalid_request',
          fields: [{ field, code: 'invalid' }],
        }),
      });
    },
  );

  const required = rules
    .filter((rule) => rule.required)
    .map((rule) => [rule.operationId, rule.field, rule] as const);

  it.each(required)(
    '%s: %s left out is answered 400, field required',
    async (operationId, field, rule) => {
      const body = withField(validBodies[operationId] ?? {}, field, undefined);
      // An object left out is read as an empty one: each of its required members is named.
      const named =
        rule.members.length > 0 ? rule.members.filter((member) => member.required) : [rule];
      expect(await send(operationId, body)).toEqual({
        status: 400,
        error: expect.objectContaining({
          code: 'invalid_request',
          fields: named.map((member) => ({ field: member.field, code: 'required' })),
        }),
      });
    },
  );

  // A value of another type than the schema's, or outside its enum.
  const wrongValues = rules.flatMap((rule) => {
    if (rule.members.length > 0) return [];
    const wrongType = rule.schema.type === 'string' ? 42 : 'not of its type';
    const cases = [
      [rule.operationId, rule.field, `${JSON.stringify(wrongType)}`, wrongType] as const,
    ];
    if (!Array.isArray(rule.schema.enum)) return cases;
    return [...cases, [rule.operationId, rule.field, '"xx" (outside its enum)', 'xx'] as const];
  });

  it.each(wrongValues)(
    '%s: %s given %s is answered 400, field invalid',
    async (operationId, field, _label, value) => {
      const body = withField(validBodies[operationId] ?? {}, field, value);
      expect(await send(operationId, body)).toEqual({
        status: 400,
        error: expect.objectContaining({
          code: 'invalid_request',
          fields: [{ field, code: 'invalid' }],
        }),
      });
    },
  );

  it('finds rules to test in every operation it sends', () => {
    for (const operationId of Object.keys(validBodies)) {
      expect(tooLong.some(([id]) => id === operationId)).toBe(true);
      expect(required.some(([id]) => id === operationId)).toBe(true);
    }
  });

  it.each(Object.keys(validBodies))(
    '%s: the valid body it starts from is not refused',
    async (operationId) => {
      expect((await send(operationId, validBodies[operationId] ?? {})).status).not.toBe(400);
    },
  );
});
