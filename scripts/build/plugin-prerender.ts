import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';
import { pageFootId } from '../../src/app/page-foot';
import { defaultLocale, type Locale, locales, localizedFile } from '../../src/config/languages';
import { prerenderedPages } from '../../src/config/portal-paths';
import { inlineIcon, loadAfterFirstPaint } from './after-first-paint';
import { escapeHtml } from './escape-html';
import { type StalledWords, stalledNotice } from './stalled-page';

interface RenderedPage {
  readonly html: string;
  readonly title: string;
  readonly description: string;
  readonly lang: string;
  /** The words of the notice for a script that never starts, in the page's language. */
  readonly stalled: StalledWords;
}

interface PrerenderModule {
  renderPage(path: string, locale: Locale): Promise<RenderedPage>;
}

/**
 * The chunk of each language's catalogue, named in the `import()`s of src/i18n/locale.ts. A page
 * prerendered in a language preloads that language's, as hydrating the page needs its words;
 * the shell, whose language the script picks, preloads the default's.
 */
const catalogueChunks: Readonly<Record<Locale, string>> = {
  'pt-BR': 'messages-pt-br',
  en: 'messages-en',
};

const rootMarker = '<div id="root"></div>';

/** The icon Rsbuild links from public/, written into every page (after-first-paint.ts). */
const iconFile = 'favicon.svg';

const charsetMeta = '<meta charset="utf-8" />';

/**
 * No frame before the page is parsed down to its foot: HTML that arrived in two pieces painted
 * the header alone first, and the form a frame later (a page that seems to jump, and its
 * largest paint counted late). Chromium lifts the block once the awaited element is in the
 * document, before its content is parsed: awaiting the main part itself still let a frame show
 * the form down to its e-mail field. Right after the charset, within the first bytes, so it is
 * read before any piece of the page could be painted. Prerendered pages only: the shell has
 * no foot until its script runs, and Chromium warns of an awaited element that never came.
 */
const paintDownToFoot = `<link rel="expect" href="#${pageFootId}" blocking="render">`;

/** Fills the built page template with one prerendered page. */
export function fillTemplate(
  template: string,
  page: RenderedPage,
  preloads: readonly string[] = [],
): string {
  if (!template.includes(rootMarker)) throw new Error(`The page template lacks ${rootMarker}`);
  if (!template.includes(charsetMeta)) throw new Error(`The page template lacks ${charsetMeta}`);
  if (!page.html.includes(`id="${pageFootId}"`)) {
    throw new Error(`A prerendered page has no #${pageFootId} to wait for`);
  }
  return preloading(template, preloads)
    .replace(charsetMeta, () => `${charsetMeta}${paintDownToFoot}`)
    .replace(rootMarker, () => `${stalledNotice(page.stalled)}<div id="root">${page.html}</div>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(page.description)}"`,
    )
    .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(page.lang)}"`);
}

/**
 * A page that fetches `scripts` beside its own, before anything asks for them, and at their
 * priority: a preloaded script is otherwise fetched ahead of them, high, as if the first paint
 * needed it, and Lighthouse's simulation charges it to the first paint.
 */
function preloading(html: string, scripts: readonly string[]): string {
  const links = scripts.map(
    (href) => `<link rel="preload" href="${escapeHtml(href)}" as="script" fetchpriority="low">`,
  );
  return html.replace('</head>', () => `${links.join('')}</head>`);
}

/**
 * The URL of a named async chunk of the build, written as the template writes its scripts
 * (whatever prefix the build gives them).
 */
async function asyncChunkUrl(distPath: string, template: string, name: string): Promise<string> {
  const prefix = /src="([^"]*?)static\/js\//.exec(template)?.[1];
  if (prefix === undefined) throw new Error('The page template loads no script from static/js/');
  const files = await readdir(path.join(distPath, 'static', 'js', 'async'));
  const file = files.find((entry) => entry.startsWith(`${name}.`) && entry.endsWith('.js'));
  if (!file) throw new Error(`The build has no ${name} chunk for the prerendered pages to preload`);
  return `${prefix}static/js/async/${file}`;
}

const inlineCode = {
  'style-src': /<style[^>]*>([\s\S]*?)<\/style>/g,
  // A script with no `src` and no `type` runs; a JSON data block (`type="application/json"`)
  // is not code, and the policy does not apply to it.
  'script-src': /<script>([\s\S]*?)<\/script>/g,
} as const;

/** `'sha256-...'` sources for every inline `<style>` and `<script>` in the pages, for the CSP. */
export function inlineCodeHashes(
  pages: readonly string[],
): Record<keyof typeof inlineCode, string[]> {
  const hashesOf = (pattern: RegExp) => {
    const hashes = new Set<string>();
    for (const page of pages) {
      for (const match of page.matchAll(pattern)) {
        const digest = createHash('sha256')
          .update(match[1] ?? '', 'utf8')
          .digest('base64');
        hashes.add(`'sha256-${digest}'`);
      }
    }
    return [...hashes].sort();
  };
  return {
    'style-src': hashesOf(inlineCode['style-src']),
    'script-src': hashesOf(inlineCode['script-src']),
  };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * After a production build: renders the pages that need no user into the HTML template, once
 * per language (so the sign-in form paints before any script, in the language the host picks
 * for the reader: config/languages.js), with their scripts requested after that paint
 * (after-first-paint.ts), then records the hashes of the inlined first-paint CSS and of the
 * loader in `csp.json`, which the host adds to `style-src` and `script-src`. The Node bundle that did
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

        const shell = path.join(web.distPath, 'index.html');
        const icon = await readFile(path.join(web.distPath, iconFile), 'utf8');
        const template = inlineIcon(await readFile(shell, 'utf8'), iconFile, icon);
        const catalogueUrl = (locale: Locale) =>
          asyncChunkUrl(web.distPath, template, catalogueChunks[locale]);
        for (const locale of locales) {
          const preloads = [await catalogueUrl(locale)];
          for (const page of prerenderedPages) {
            const file = path.join(web.distPath, localizedFile(page.file, locale));
            await mkdir(path.dirname(file), { recursive: true });
            const rendered = await renderPage(page.path, locale);
            await writeFile(file, loadAfterFirstPaint(fillTemplate(template, rendered, preloads)));
          }
        }
        await writeFile(shell, preloading(template, [await catalogueUrl(defaultLocale)]));
        await rm(node.distPath, { recursive: true, force: true });

        const pages = await Promise.all(
          (await htmlFiles(web.distPath)).map((file) => readFile(file, 'utf8')),
        );
        await writeFile(
          path.join(web.distPath, 'csp.json'),
          `${JSON.stringify(inlineCodeHashes(pages), null, 2)}\n`,
        );
      });
    },
  };
}
