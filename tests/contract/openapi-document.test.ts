import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { contractFile } from '../../dev-server/http/contract-validators.js';
import { contractDocument } from '../support/contract/contract-document';
import {
  invalidExamples,
  operationIdProblems,
  unresolvedRefs,
} from '../support/contract/document-checks';
import { contractSchemas, createSchemaValidator } from '../support/contract/schema-validator';

describe('docs/openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(contractFile);
    expect(result.errors ?? []).toEqual([]);
    expect(validator.version).toBe('3.1');
  });

  it('has a target for every $ref', () => {
    expect(unresolvedRefs(contractDocument())).toEqual([]);
  });

  it('names every operation with an operationId of its own', () => {
    expect(operationIdProblems(contractDocument())).toEqual([]);
  });

  it('gives only examples that its schemas accept', () => {
    expect(invalidExamples(contractDocument(), contractSchemas())).toEqual([]);
  });
});

// The same checks over small documents with one mistake each, so a pass above means something.
const brokenDocument = {
  openapi: '3.1.0',
  info: { title: 'broken', version: '0' },
  paths: {
    '/a': {
      get: {
        operationId: 'same',
        parameters: [
          {
            name: 'n',
            in: 'query',
            schema: { type: 'integer' },
            examples: { bad: { value: 'x' } },
          },
        ],
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/Count' },
                examples: { negative: { $ref: '#/components/examples/Negative' } },
              },
            },
          },
          '404': { $ref: '#/components/responses/Missing' },
        },
      },
    },
    '/b': { post: { operationId: 'same', responses: {} } },
  },
  components: {
    schemas: {
      Count: {
        type: 'object',
        required: ['count'],
        properties: { count: { type: 'integer', minimum: 0 } },
        examples: [{ count: 'many' }],
      },
    },
    examples: { Negative: { value: { count: -1 } } },
  },
};

describe('the document checks', () => {
  it('report a $ref with no target', () => {
    expect(unresolvedRefs(brokenDocument)).toEqual([
      expect.stringContaining('#/components/responses/Missing'),
    ]);
  });

  it('report a repeated operationId', () => {
    expect(operationIdProblems(brokenDocument)).toEqual([
      'POST /b repeats the operationId "same" of GET /a',
    ]);
  });

  it('report every example its schema refuses', () => {
    const problems = invalidExamples(brokenDocument, createSchemaValidator(brokenDocument));
    expect(problems).toEqual([
      expect.stringMatching(/^\/paths\/~1a\/get\/parameters\/0\/examples\/bad: .*integer/),
      expect.stringMatching(/application~1json\/examples\/negative: \/count must be >= 0/),
      expect.stringMatching(/^\/components\/schemas\/Count\/examples\/0: \/count must be integer/),
    ]);
  });
});
