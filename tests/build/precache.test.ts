import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { prerenderedPages } from '../../src/config/portal-paths';

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build');
const worker = readFileSync(path.join(buildDir, 'sw.js'), 'utf8');
const precached = (
  JSON.parse(worker.match(/\[\{"revision".*?\}\]/)?.[0] ?? '[]') as { url: string }[]
).map((entry) => entry.url);

describe("the service worker's precache", () => {
  it('holds the shell and every prerendered page, so they open offline', () => {
    expect(precached).toEqual(
      expect.arrayContaining([
        'index.html',
        ...prerenderedPages.map((page) => page.file),
        'manifest.webmanifest',
      ]),
    );
    expect(precached.some((url) => /^static\/js\/index\.[0-9a-f]+\.js$/.test(url))).toBe(true);
  });

  it('leaves out what the page never needs offline or must not cache', () => {
    expect(
      precached.filter((url) => /common-passwords|csp\.json|LICENSE|^sw\.js$|^api\//.test(url)),
    ).toEqual([]);
  });
});
