import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { contractDocument, type JsonObject } from './contract-document';

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

export interface SchemaValidator {
  /** Problems of `value` against the schema at `pointer` in the document; none when valid. */
  problems(pointer: string, value: unknown): string[];
}

/** A validator for the schemas of `document`; tests of the checks pass a small one of their own. */
export function createSchemaValidator(document: JsonObject): SchemaValidator {
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

  // Compiled on first use and kept: a test file pays for the schemas its traffic touches.
  const compiled = new Map<string, ValidateFunction>();
  return {
    problems(pointer, value) {
      let validate = compiled.get(pointer);
      if (!validate) {
        validate = ajv.getSchema(`${contractId}#${pointer}`);
        if (!validate) throw new Error(`No schema at ${pointer} in the contract`);
        compiled.set(pointer, validate);
      }
      if (validate(value)) return [];
      return (validate.errors ?? []).map((error) =>
        `${error.instancePath} ${error.message ?? 'is invalid'}`.trim(),
      );
    },
  };
}

let validator: SchemaValidator | undefined;

/** One validator, and one compilation of each schema, per test file. */
export function contractSchemas(): SchemaValidator {
  validator ??= createSchemaValidator(contractDocument());
  return validator;
}
