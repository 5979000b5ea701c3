import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A module a reader can hold in their head: at most 250 lines in the portal and the service,
 * 400 in a test file (docs/architecture.md, "File sizes"). The exceptions are named here, each
 * with why, so a new one is a decision someone writes down rather than drift.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const limits = [
  { folder: 'src', most: 250 },
  { folder: 'dev-server', most: 250 },
  { folder: 'tests', most: 400 },
] as const;

const excepted: Record<string, string> = {
  'src/api/contract.gen.ts': 'generated from docs/openapi.yaml by npm run contract:types',
  'src/validation/common-passwords.txt': 'data: the list of common passwords',
  'dev-server/data/postal-codes.json': 'data: the demo postal codes',
};

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'));
}

async function linesOf(file: string): Promise<number> {
  const text = await readFile(path.join(root, file), 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('file sizes', () => {
  it.each(limits.map(({ folder, most }) => [folder, most] as const))(
    'keeps every file in %s/ to %i lines, but the named exceptions',
    async (folder, most) => {
      const files = (await filesUnder(folder)).filter((file) => !(file in excepted));
      expect(files.length).toBeGreaterThan(20);
      const over: string[] = [];
      for (const file of files) {
        const lines = await linesOf(file);
        if (lines > most) over.push(`${file}: ${lines} lines`);
      }
      expect(over).toEqual([]);
    },
  );

  it('names only exceptions that still exist and still need to be', async () => {
    for (const file of Object.keys(excepted)) {
      const limit = limits.find(({ folder }) => file.startsWith(`${folder}/`));
      expect(limit, file).toBeDefined();
      expect(await linesOf(file), file).toBeGreaterThan(limit?.most ?? 0);
    }
  });
});
