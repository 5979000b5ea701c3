import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { prerenderedPages } from '../../src/config/portal-paths';

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build');
const page = (file: string) => readFileSync(path.join(buildDir, file), 'utf8');
const waitsForMain = /<link rel="expect" href="#main" blocking="render">/g;

describe('the first frame of a page', () => {
  it.each(prerenderedPages.map((each) => each.file))(
    'waits for the main part of %s, which it has, and asks so in its first bytes',
    (file) => {
      const html = page(file);
      expect(html.match(waitsForMain)).toHaveLength(1);
      expect(html).toContain('<main id="main"');
      expect(html.search(waitsForMain)).toBeLessThan(200);
    },
  );

  it('waits for nothing in the shell, which has no main part before its script runs', () => {
    const shell = page('index.html');
    expect(shell).not.toContain('rel="expect"');
    expect(shell).toContain('<div id="root"></div>');
  });
});
