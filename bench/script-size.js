// @ts-check
/**
 * How much JavaScript a page costs, as served with gzip: all the scripts it loaded, and (for
 * the portal) those its HTML makes the browser fetch up front.
 */
import { gzipBytes } from './gzip-size.js';

/**
 * Same-origin scripts the page loaded, by the last run that saw them.
 *
 * @param {import('./result-types.js').PageRun[]} runs
 * @param {string} origin
 */
function scriptUrls(runs, origin) {
  for (const run of [...runs].reverse()) {
    const scripts = (run.lighthouse?.requests ?? []).filter(
      (request) =>
        !request.fromWorker &&
        request.resourceType === 'Script' &&
        request.url.startsWith(`${origin}/`),
    );
    if (scripts.length > 0) return [...new Set(scripts.map((request) => request.url))];
  }
  return [];
}

/**
 * The scripts a page's HTML makes the browser fetch before anything else happens: those it
 * names and those it preloads, as the page arrives for a reader of `locale`.
 *
 * @param {string} url
 * @param {string} locale
 */
async function upFrontScripts(url, locale) {
  const html = await (await fetch(url, { headers: { 'accept-language': locale } })).text();
  const named = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="preload"[^>]*\bhref="([^"]+\.js)"/g),
  ];
  return named.map((match) => new URL(match[1] ?? '', url).href);
}

/**
 * Each page's `scriptGzipBytes`, from the scripts its runs loaded, and the portal's
 * `upFrontScriptGzipBytes`, by page id.
 *
 * @param {Array<{ id: string, ours: boolean, url: string, origin: string, locale: string, runs: import('./result-types.js').PageRun[] }>} pages
 * @returns {Promise<Record<string, { scriptGzipBytes?: number, upFrontScriptGzipBytes?: number }>>}
 */
export async function measureScriptSizes(pages) {
  /** @type {Record<string, { scriptGzipBytes?: number, upFrontScriptGzipBytes?: number }>} */
  const sizes = {};
  for (const page of pages) {
    /** @type {{ scriptGzipBytes?: number, upFrontScriptGzipBytes?: number }} */
    const size = {};
    const urls = scriptUrls(page.runs, page.origin);
    if (urls.length > 0) size.scriptGzipBytes = await gzipBytes(urls);
    if (page.ours) {
      size.upFrontScriptGzipBytes = await gzipBytes(await upFrontScripts(page.url, page.locale));
    }
    sizes[page.id] = size;
  }
  return sizes;
}
