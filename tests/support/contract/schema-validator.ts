import { createContractValidators } from '../../../dev-server/http/contract-validators.js';
import { contractDocument, type JsonObject } from './contract-document';

export interface SchemaValidator {
  /** Problems of `value` against the schema at `pointer` in the document; none when valid. */
  problems(pointer: string, value: unknown): string[];
}

/**
 * A validator for the schemas of `document`, compiled as the service compiles its own
 * (dev-server/http/contract-validators.js); tests of the checks pass a small document of their own.
 */
export function createSchemaValidator(document: JsonObject): SchemaValidator {
  // Compiled on first use and kept: a test file pays for the schemas its traffic touches.
  const validators = createContractValidators(document);
  return {
    problems(pointer, value) {
      const validate = validators.schemaAt(pointer);
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
