// @ts-check
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

/** The contract the types are made from. */
export const contractUrl = new URL('../docs/openapi.yaml', import.meta.url);
/** Where they are kept, checked in: the portal's clients import them. */
export const contractTypesUrl = new URL('../src/api/contract.gen.ts', import.meta.url);

/**
 * The TypeScript types of docs/openapi.yaml, as `npm run contract:types` writes them.
 * Read-only throughout (`immutable`), as the portal treats every answer.
 *
 * @returns {Promise<string>}
 */
export async function generateContractTypes() {
  const document = readFileSync(contractUrl, 'utf8');
  const ast = await openapiTS(document, { immutable: true, silent: true });
  return `${COMMENT_HEADER.replace(
    ' */',
    ' * Made from docs/openapi.yaml by `npm run contract:types`.\n */',
  )}${astToString(ast)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(contractTypesUrl, await generateContractTypes());
  process.stdout.write(`Wrote ${fileURLToPath(contractTypesUrl)}\n`);
}
