// @ts-check
import { realpathSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { headersForPath } from '../../deploy/http-headers.js';
import {
  defaultLocale,
  locales,
  localizedFile,
  negotiatedPageVary,
  negotiateLocale,
} from '../../src/config/languages.js';
import { notFoundPage, portalRoutes } from '../../src/config/portal-paths.js';
import { CompressionCache, chooseEncoding } from './content-encoding.js';
import { contentTypeFor, isCompressible } from './content-types.js';
import { createPageSecurityHeaders } from './security-headers.js';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

// Below this, the compressed form plus its headers is no smaller than the original.
const minCompressibleBytes = 1024;

/**
 * Splits a request path into safe segments, or `undefined` for anything that could leave the
 * build directory or reach a hidden file (`..`, `.env`, an encoded slash or a NUL byte).
 *
 * @param {string} rawPath Still percent-encoded, as it came in the request line.
 * @returns {string[] | undefined}
 */
export function safeSegments(rawPath) {
  /** @type {string[]} */
  const segments = [];
  for (const encoded of rawPath.split('/')) {
    if (encoded === '') continue;
    let segment;
    try {
      segment = decodeURIComponent(encoded);
    } catch {
      return undefined;
    }
    if (/[/\\\0]/.test(segment) || segment.startsWith('.')) return undefined;
    segments.push(segment);
  }
  return segments;
}

/**
 * Weak, because the bytes sent vary with the negotiated encoding while the file does not. A
 * page in several languages names its language too: each is a file of its own.
 *
 * @param {import('node:fs').Stats} stats
 * @param {string | undefined} language
 */
function entityTag(stats, language) {
  const version = `${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}`;
  return `W/"${language ? `${version}-${language}` : version}"`;
}

/**
 * @param {string | undefined} header
 * @param {string} tag
 */
function matchesEntityTag(header, tag) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = tag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

/**
 * Serves a production build the way the portal's real host does (deploy/nginx/ holds the same
 * rules for nginx): long-lived caching for hashed assets, revalidation for everything else,
 * compression, the security headers, the portal's pages (prerendered where the build has them,
 * in the reader's language, else the shell that routes in the browser) and a 404 page for
 * anything else.
 *
 * @param {{ root: string, reportUri?: string }} options
 */
export function createStaticFiles(options) {
  // Resolved once: a missing build directory should stop the service at start, not at the
  // first request.
  /** @type {string} */
  let root;
  try {
    root = realpathSync(options.root);
  } catch {
    throw new Error(
      `No build to serve at ${options.root}; build the portal first (npm run build).`,
    );
  }
  const securityHeaders = createPageSecurityHeaders(
    root,
    options.reportUri ? { reportUri: options.reportUri } : {},
  );
  const compression = new CompressionCache();

  /** @param {string} file */
  async function regularFile(file) {
    try {
      // Resolving links keeps a symlink in the build from pointing outside it.
      const real = await realpath(file);
      if (real !== root && !real.startsWith(root + sep)) return undefined;
      const stats = await stat(real);
      return stats.isFile() ? { path: real, stats } : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * A page of the build in the reader's language: the build prerenders some pages once per
   * language (config/languages.js). `language` is set only when the page has several, so the
   * answer depends on who asks.
   *
   * @param {string} file The page's file in the default language, from the build's root.
   * @param {import('../../src/config/languages.js').Locale} locale
   */
  async function pageIn(file, locale) {
    const variants = await Promise.all(
      locales.map((language) => regularFile(join(root, localizedFile(file, language)))),
    );
    const wanted = variants[locales.indexOf(locale)];
    const chosen = wanted ?? variants[locales.indexOf(defaultLocale)];
    if (!chosen) return undefined;
    const several = variants.filter(Boolean).length > 1;
    return { ...chosen, language: several ? (wanted ? locale : defaultLocale) : undefined };
  }

  /**
   * @typedef {{ path: string, stats: import('node:fs').Stats, status: number,
   *   language?: import('../../src/config/languages.js').Locale | undefined }} ResolvedFile
   */

  /**
   * @param {string[]} segments
   * @param {import('../../src/config/languages.js').Locale} locale
   * @returns {Promise<ResolvedFile | undefined>}
   */
  async function resolveFile(segments, locale) {
    const route = `/${segments.join('/')}`;
    if (portalRoutes.includes(route)) {
      // The page prerendered for this path, else the shell that routes in the browser.
      const page =
        (await pageIn([...segments, 'index.html'].join('/'), locale)) ??
        (await regularFile(join(root, 'index.html')));
      if (page) return { ...page, status: 200 };
    } else if (extname(route)) {
      const found = await regularFile(join(root, ...segments));
      if (found) return { ...found, status: 200 };
    }
    const notFound = await pageIn(notFoundPage.file, locale);
    return notFound && { ...notFound, status: 404 };
  }

  /**
   * @param {ServerResponse} res
   * @param {number} status
   * @param {string} text
   * @param {Record<string, string>} headers
   */
  function sendText(res, status, text, headers) {
    const body = Buffer.from(`${text}\n`, 'utf8');
    res.writeHead(status, {
      ...headers,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': String(body.length),
      'Cache-Control': 'no-store',
    });
    res.end(body);
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} rawPath The request path, percent-encoded, without the query.
   */
  return async function serveStatic(req, res, rawPath) {
    const security = await securityHeaders();
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed', { ...security, Allow: 'GET, HEAD' });
      return;
    }
    const segments = safeSegments(rawPath);
    const locale = negotiateLocale({
      cookie: req.headers.cookie,
      acceptLanguage: req.headers['accept-language'],
    });
    const file = segments && (await resolveFile(segments, locale));
    if (!file) {
      sendText(res, 404, 'Not found', security);
      return;
    }

    const extension = extname(file.path).toLowerCase();
    const contentType = contentTypeFor(extension);
    const compressible = isCompressible(contentType);
    const tag = entityTag(file.stats, file.language);
    const route = `/${(segments ?? []).join('/')}`;
    const served = relative(root, file.path).split(sep).join('/');
    /** @type {Record<string, string>} */
    const headers = {
      ...security,
      ...headersForPath(route, served),
      ETag: tag,
      'Last-Modified': file.stats.mtime.toUTCString(),
    };
    /** @type {string[]} */
    const varies = [];
    if (file.language) varies.push(negotiatedPageVary);
    if (compressible) varies.push('Accept-Encoding');
    if (varies.length > 0) headers.Vary = varies.join(', ');

    if (file.status === 200 && matchesEntityTag(req.headers['if-none-match'], tag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }

    /** @type {Buffer} */
    let body = await readFile(file.path);
    const encoding =
      compressible && body.length >= minCompressibleBytes
        ? chooseEncoding(req.headers['accept-encoding'])
        : undefined;
    if (encoding) {
      const key = `${file.path}:${file.stats.size}:${file.stats.mtimeMs}`;
      body = await compression.compress(key, body, encoding);
      headers['Content-Encoding'] = encoding;
    }
    res.writeHead(file.status, {
      ...headers,
      'Content-Type': contentType,
      'Content-Length': String(body.length),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
