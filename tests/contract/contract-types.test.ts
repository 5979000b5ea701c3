import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contractTypesUrl, generateContractTypes } from '../../scripts/contract-types.js';

describe('src/api/contract.gen.ts', () => {
  it('holds the types of docs/openapi.yaml as it is now (else run `npm run contract:types`)', async () => {
    expect(readFileSync(contractTypesUrl, 'utf8')).toBe(await generateContractTypes());
  });
});
