// @ts-check
import { realpathSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { headersForPath } from '../deploy/http-headers.js';
import { notFoundPage, portalRoutes } from '../src/config/portal-paths.js';
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
 * Weak, because the bytes sent vary with the negotiated encoding while the file does not.
 *
 * @param {import('node:fs').Stats} stats
 */
function entityTag(stats) {
  return `W/"${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}"`;
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
 * else the shell that routes in the browser) and a 404 page for anything else.
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
   * @param {string[]} segments
   * @returns {Promise<{ path: string, stats: import('node:fs').Stats, status: number } | undefined>}
   */
  async function resolveFile(segments) {
    const route = `/${segments.join('/')}`;
    /** @type {string[]} */
    let candidates;
    if (portalRoutes.includes(route)) {
      candidates = [join(root, ...segments, 'index.html'), join(root, 'index.html')];
    } else {
      const found = extname(route) ? await regularFile(join(root, ...segments)) : undefined;
      if (found) return { ...found, status: 200 };
      candidates = [];
    }
    for (const candidate of candidates) {
      const found = await regularFile(candidate);
      if (found) return { ...found, status: 200 };
    }
    const notFound = await regularFile(join(root, notFoundPage.file));
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
    const file = segments && (await resolveFile(segments));
    if (!file) {
      sendText(res, 404, 'Not found', security);
      return;
    }

    const extension = extname(file.path).toLowerCase();
    const contentType = contentTypeFor(extension);
    const compressible = isCompressible(contentType);
    const tag = entityTag(file.stats);
    const route = `/${(segments ?? []).join('/')}`;
    const served = relative(root, file.path).split(sep).join('/');
    /** @type {Record<string, string>} */
    const headers = {
      ...security,
      ...headersForPath(route, served),
      ETag: tag,
      'Last-Modified': file.stats.mtime.toUTCString(),
    };
    if (compressible) headers.Vary = 'Accept-Encoding';

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
