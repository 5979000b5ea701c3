import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * vitest.config.ts runs every test file but the components (`*.test.tsx`) and the modules of the
 * page (`*.dom.test.ts`) in one Node context per worker, shared with the files the worker ran
 * before. A module mocked there would stay mocked for them, and a global left stubbed would be
 * theirs too: such a file passes alone and breaks another, depending on which worker took which.
 * Its place is `*.dom.test.ts`, where each file has its own copy of everything.
 */
const tests = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function testFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) return testFiles(file);
      return entry.name.endsWith('.test.ts') ? [file] : [];
    }),
  );
  return nested.flat();
}

const sharingAContext = (await testFiles(tests)).filter((file) => !file.endsWith('.dom.test.ts'));

function leavesSomethingBehind(source: string): string | undefined {
  if (/\bvi\.(mock|doMock)\(/.test(source)) return 'mocks a module';
  if (/\bvi\.stubGlobal\(/.test(source) && !/\bvi\.unstubAllGlobals\(/.test(source)) {
    return 'stubs a global and never puts it back';
  }
  if (/\bvi\.stubEnv\(/.test(source) && !/\bvi\.unstubAllEnvs\(/.test(source)) {
    return 'stubs the environment and never puts it back';
  }
  return undefined;
}

describe('test files that share a Node context', () => {
  it('mock no module and put back every global they stub', async () => {
    const offenders: string[] = [];
    for (const file of sharingAContext) {
      const problem = leavesSomethingBehind(await readFile(file, 'utf8'));
      if (problem) offenders.push(`${path.relative(tests, file)} ${problem}`);
    }
    expect(sharingAContext.length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
