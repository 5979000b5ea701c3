import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { companyMarks } from '../../scripts/build/company-marks';
import { localizedFile } from '../../src/config/languages';
import { pageFile, paths } from '../../src/config/portal-paths';

/**
 * The company providers' marks: drawn once in every page the build writes, and shown on the
 * prerendered buttons by reference, so each reference must find its drawing in the same page.
 */
const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build');
const page = (file: string) => readFileSync(path.join(buildDir, file), 'utf8');

describe('the marks on the prerendered /login', () => {
  const login = page(localizedFile(pageFile(paths.login.path), 'pt-BR'));
  const drawn = [...login.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
  const shown = [...login.matchAll(/<use href="#([^"]+)"/g)].map((match) => match[1]);

  it('shows a mark on each provider’s button, hidden from screen readers', () => {
    expect(shown).toEqual(['company-mark-microsoft', 'company-mark-google']);
    for (const svg of login.match(/<svg class="company-mark"[^>]*>/g) ?? []) {
      expect(svg).toContain('aria-hidden="true"');
    }
  });

  it('finds each mark drawn in the page itself, needing no request and no style attribute', () => {
    for (const id of shown) expect(drawn).toContain(id);
    expect(login).not.toMatch(/<(svg|symbol|path)\b[^>]*\bstyle=/);
  });

  it('is drawn in the shell too, for a /login reached without a reload', () => {
    expect(page('index.html')).toContain('<symbol id="company-mark-google"');
  });
});

describe('the marks a build draws', () => {
  it('are those of the providers the deployment offers, once each', () => {
    const [tag] = companyMarks(['google', 'google']);
    expect(tag?.children?.match(/<symbol /g)).toHaveLength(1);
    expect(tag?.children).toContain('id="company-mark-google"');
  });

  it('are none where the deployment offers no provider', () => {
    expect(companyMarks([])).toEqual([]);
  });
});
