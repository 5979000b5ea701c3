import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import { prerenderedPages } from '../../src/config/portal-paths';

interface PrerenderModule {
  renderPage(path: string): Promise<{ html: string; title: string; lang: string }>;
}

const rootMarker = '<div id="root"></div>';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Fills the built page template with one prerendered page. */
export function fillTemplate(
  template: string,
  page: { html: string; title: string; lang: string },
): string {
  if (!template.includes(rootMarker)) throw new Error(`The page template lacks ${rootMarker}`);
  return template
    .replace(rootMarker, () => `<div id="root">${page.html}</div>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(page.lang)}"`);
}

/** `'sha256-...'` sources for every inline `<style>` in the pages, for the CSP. */
export function inlineStyleHashes(pages: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const page of pages) {
    for (const match of page.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
      const digest = createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64');
      hashes.add(`'sha256-${digest}'`);
    }
  }
  return [...hashes].sort();
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * After a production build: renders the pages that need no user into the HTML template (so
 * the sign-in form paints before any script), then records the hashes of the inlined
 * first-paint CSS in `csp.json`, which the host adds to `style-src`. The Node bundle that did
 * the rendering is deleted: it is not part of the site.
 */
export function pluginPrerender(options: {
  webEnvironment: string;
  nodeEnvironment: string;
}): RsbuildPlugin {
  return {
    name: 'gofy:prerender',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        const web = environments[options.webEnvironment];
        const node = environments[options.nodeEnvironment];
        if (!web || !node) return;

        const bundle = path.join(node.distPath, 'prerender.js');
        // A query string defeats Node's module cache when the same process builds twice.
        const renderer = (await import(`${pathToFileURL(bundle).href}?build=${Date.now()}`)) as
          | PrerenderModule
          | { default: PrerenderModule };
        const { renderPage } = 'default' in renderer ? renderer.default : renderer;

        const template = await readFile(path.join(web.distPath, 'index.html'), 'utf8');
        for (const page of prerenderedPages) {
          const file = path.join(web.distPath, page.file);
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, fillTemplate(template, await renderPage(page.path)));
        }
        await rm(node.distPath, { recursive: true, force: true });

        const pages = await Promise.all(
          (await htmlFiles(web.distPath)).map((file) => readFile(file, 'utf8')),
        );
        const styleHashes = inlineStyleHashes(pages);
        await writeFile(
          path.join(web.distPath, 'csp.json'),
          `${JSON.stringify({ 'style-src': styleHashes }, null, 2)}\n`,
        );
      });
    },
  };
}
