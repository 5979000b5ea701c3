import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageFootId } from '../../src/app/page-foot';
import { prerenderedPages } from '../../src/config/portal-paths';

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build');
const page = (file: string) => readFileSync(path.join(buildDir, file), 'utf8');
const waitsForFoot = new RegExp(`<link rel="expect" href="#${pageFootId}" blocking="render">`, 'g');

describe('the first frame of a page', () => {
  it.each(prerenderedPages.map((each) => each.file))(
    'waits for %s to be parsed down to its foot, which comes after its main part, and asks so in its first bytes',
    (file) => {
      const html = page(file);
      expect(html.match(waitsForFoot)).toHaveLength(1);
      expect(html.search(waitsForFoot)).toBeLessThan(200);
      const main = html.indexOf('<main id="main"');
      expect(main).toBeGreaterThan(0);
      expect(html.indexOf('</main>')).toBeGreaterThan(main);
      expect(html.indexOf(`id="${pageFootId}"`)).toBeGreaterThan(html.indexOf('</main>'));
    },
  );

  it('waits for nothing in the shell, which has no foot before its script runs', () => {
    const shell = page('index.html');
    expect(shell).not.toContain('rel="expect"');
    expect(shell).toContain('<div id="root"></div>');
  });
});
