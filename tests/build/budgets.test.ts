import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { liftedTags } from '../../scripts/build/after-first-paint';
import { locales, localizedFile } from '../../src/config/languages';
import { pageFile, paths } from '../../src/config/portal-paths';

/**
 * Byte budgets of the production `/login`, gzip-compressed as a host serves it. The HTML with
 * its inlined first-paint CSS must fit one TCP initial window (about 14 KB), and the
 * JavaScript fetched up front is the small script that takes charge of the form (the app comes
 * in a chunk it asks for at once). What only the main screen or a broken deployment shows (the
 * session warning, the configuration error page, and their messages) loads with them, not here.
 */
// Lowered each time the first script shrinks, so what leaves it does not quietly come back.
// Company sign-in stayed within it: its buttons are in the prerendered page and hydrated as
// they are, their marks drawn once in the page (scripts/build/company-marks.ts), and what it
// needed of the first script was found in it (the answers' words now come with the code that
// reads answers, the queued-logout sender with a queued logout, shorter chunk hashes).
// React and the portal left it for the app's chunk: the first script takes charge of the form and
// asks for that chunk at once (src/main.tsx); up front are it and the page's words.
const budgets = { firstPaintHtmlCss: 14 * 1024, upFrontJavaScript: 5 * 1024 };

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build');
const gzipped = (file: string) =>
  gzipSync(readFileSync(path.join(buildDir, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function upFrontAssets(html: string, type: 'script' | 'style'): string[] {
  // The tags the page adds after its first paint are fetched up front all the same.
  const lifted = liftedTags(html)
    .map(([name, attributes]) =>
      name === 'script'
        ? `<script src="${attributes.src}"></script>`
        : `<link rel="${attributes.rel}" href="${attributes.href}">`,
    )
    .join('');
  // A preloaded script is fetched up front as surely as one the page names.
  const patterns =
    type === 'script'
      ? [
          /<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g,
          /<link\b[^>]*\brel="preload"[^>]*\bhref="([^"]+\.js)"[^>]*>/g,
        ]
      : [/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g];
  const files = patterns.flatMap((pattern) =>
    [...(html + lifted).matchAll(pattern)].map((match) => (match[1] ?? '').replace(/^\//, '')),
  );
  // A script is both preloaded and, after the first paint, run: counted once.
  return [...new Set(files)];
}

describe.each(locales)('the /login byte budget, in %s', (locale) => {
  const loginPage = localizedFile(pageFile(paths.login.path), locale);
  const html = readFileSync(path.join(buildDir, loginPage), 'utf8');
  const scripts = upFrontAssets(html, 'script');
  const stylesheets = upFrontAssets(html, 'style');
  const htmlAndCss = gzipped(loginPage) + stylesheets.reduce((sum, f) => sum + gzipped(f), 0);
  const javaScript = scripts.reduce((sum, file) => sum + gzipped(file), 0);

  console.log(
    [
      `/login in ${locale}, gzip -9:`,
      `  HTML + first-paint CSS  ${kb(htmlAndCss).padStart(9)}  (budget ${kb(budgets.firstPaintHtmlCss)})`,
      ...scripts.map((file) => `    ${file}  ${kb(gzipped(file))}`),
      `  JavaScript up front     ${kb(javaScript).padStart(9)}  (budget ${kb(budgets.upFrontJavaScript)})`,
    ].join('\n'),
  );

  it('fits the HTML and the CSS of the first paint in one TCP initial window', () => {
    expect(htmlAndCss).toBeGreaterThan(0);
    expect(htmlAndCss).toBeLessThanOrEqual(budgets.firstPaintHtmlCss);
  });

  it('keeps the JavaScript loaded up front within its budget', () => {
    expect(scripts.length).toBeGreaterThan(0);
    expect(javaScript).toBeLessThanOrEqual(budgets.upFrontJavaScript);
  });

  it('loads no page that needs a signed-in user up front', () => {
    const upFront = scripts.map((file) => readFileSync(path.join(buildDir, file), 'utf8')).join('');
    // The main screen and its tours must live in chunks fetched only on its route.
    expect(upFront).not.toContain('launcher-title');
    expect(upFront).not.toContain('tour-progress');
  });
});
