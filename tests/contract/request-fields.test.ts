import { describe, expect, it } from 'vitest';
import { createContractValidators } from '../../dev-server/http/contract-validators.js';
import { requestBodyCheck } from '../../dev-server/http/request-fields.js';

// How a schema's broken rules become the field codes of a 400 answer, on a document small
// enough to read at a glance. The real contract's rules are sent to the service in
// request-rules.test.ts.

const fieldNames = ['name', 'password', 'office', 'office.city', 'office.state', 'remember'];

const document = {
  openapi: '3.1.0',
  info: { title: 'fields', version: '1.0.0' },
  paths: {
    '/apply': {
      post: {
        operationId: 'apply',
        requestBody: {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Apply' } } },
        },
        responses: { '204': { description: 'Taken.' } },
      },
    },
  },
  components: {
    schemas: {
      Apply: {
        type: 'object',
        required: ['name', 'password', 'office'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', maxLength: 5 },
          password: { type: 'string', minLength: 1, maxLength: 8 },
          office: {
            type: 'object',
            required: ['city', 'state'],
            properties: {
              city: { type: 'string', maxLength: 10 },
              state: { type: 'string', pattern: '^[A-Z]{2}$' },
            },
          },
          remember: { type: 'boolean' },
        },
      },
      InvalidRequestError: {
        type: 'object',
        properties: {
          error: {
            type: 'object',
            properties: {
              fields: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { field: { type: 'string', enum: fieldNames } },
                },
              },
            },
          },
        },
      },
    },
  },
};

const check = requestBodyCheck('apply', createContractValidators(document));
const valid = { name: 'Ana', password: 'secret', office: { city: 'Recife', state: 'PE' } };

describe('the field codes of a request body', () => {
  it('finds nothing wrong with a body that keeps every rule', () => {
    expect(check.problems(valid)).toEqual([]);
  });

  it('names every field in the order the schema lists them, an object’s members after it', () => {
    expect(check.problems({ remember: 'yes', office: { state: 'pe' }, name: 'Anabela' })).toEqual([
      { field: 'name', code: 'invalid' },
      { field: 'password', code: 'required' },
      { field: 'office.city', code: 'required' },
      { field: 'office.state', code: 'invalid' },
      { field: 'remember', code: 'invalid' },
    ]);
  });

  it('reads an object left out, or not an object, as an empty one and names its members', () => {
    expect(check.problems({ ...valid, office: undefined })).toEqual([
      { field: 'office.city', code: 'required' },
      { field: 'office.state', code: 'required' },
    ]);
    expect(check.problems({ ...valid, office: 'Recife' })).toEqual([
      { field: 'office', code: 'invalid' },
      { field: 'office.city', code: 'required' },
      { field: 'office.state', code: 'required' },
    ]);
  });

  it('takes null and blank text as left out, but a password of spaces as typed', () => {
    expect(check.problems({ ...valid, name: ' \t ', password: null })).toEqual([
      { field: 'name', code: 'required' },
      { field: 'password', code: 'required' },
    ]);
    expect(check.problems({ ...valid, password: '   ' })).toEqual([]);
  });

  it('measures text once trimmed, and a password as typed', () => {
    expect(check.problems({ ...valid, name: '  Ana B  ' })).toEqual([]);
    expect(check.problems({ ...valid, password: ' secret12 ' })).toEqual([
      { field: 'password', code: 'invalid' },
    ]);
  });

  it('refuses control characters anywhere, and bidi overrides in all but a password', () => {
    expect(check.problems({ ...valid, name: 'A\u0000na' })).toEqual([
      { field: 'name', code: 'invalid' },
    ]);
    expect(check.problems({ ...valid, name: 'A\u202ena', password: 'se\u202ecret' })).toEqual([
      { field: 'name', code: 'invalid' },
    ]);
    expect(check.problems({ ...valid, password: 'se\ncret' })).toEqual([
      { field: 'password', code: 'invalid' },
    ]);
  });

  it('runs a rule by hand only on a field its schema passed, with the value as read', () => {
    const seen: unknown[] = [];
    const rules = {
      name: (name: unknown) => {
        seen.push(name);
        return name === 'Ana' ? undefined : 'invalid';
      },
      'office.state': (state: unknown) => (state === 'XX' ? 'invalid' : undefined),
    };
    expect(check.problems({ ...valid, name: ' Bia ' }, rules)).toEqual([
      { field: 'name', code: 'invalid' },
    ]);
    expect(
      check.problems(
        { ...valid, name: 'Anabela', office: { ...valid.office, state: 'XX' } },
        rules,
      ),
    ).toEqual([
      { field: 'name', code: 'invalid' },
      { field: 'office.state', code: 'invalid' },
    ]);
    expect(seen).toEqual(['Bia']);
  });

  it('names a member the schema does not allow as it was sent', () => {
    expect(check.problems({ ...valid, nickname: 'Aninha' })).toEqual([
      { field: 'nickname', code: 'invalid' },
    ]);
  });
});
