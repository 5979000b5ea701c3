// @ts-check
/**
 * A small static server for the peer pages. It negotiates and compresses exactly as the portal's
 * own service does (the same encoding choice and compression levels, imported from
 * dev-server/), so the bytes on the wire differ only by what each page ships.
 */

import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { CompressionCache, chooseEncoding } from '../dev-server/hosting/content-encoding.js';
import { contentTypeFor, isCompressible } from '../dev-server/hosting/content-types.js';

// Rsbuild names every file under /static/ by its content hash, as it does for the portal.
const immutable = 'public, max-age=31536000, immutable';
const minCompressibleBytes = 1024;

/**
 * @param {string} root
 * @param {string} urlPath Percent-encoded, without the query.
 * @returns {Promise<string | undefined>}
 */
async function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = path.join(root, path.normalize(decoded));
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  // A path without an extension is a route of the page: the HTML shell answers it.
  const candidate = path.extname(file) ? file : path.join(root, 'index.html');
  try {
    return (await stat(candidate)).isFile() ? candidate : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves `root` on a free port of 127.0.0.1.
 *
 * @param {string} root
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveDirectory(root) {
  const base = path.resolve(root);
  const compression = new CompressionCache();

  const server = createServer(async (req, res) => {
    try {
      const urlPath = (req.url ?? '/').split('?')[0] ?? '/';
      const file =
        req.method === 'GET' || req.method === 'HEAD'
          ? await resolveFile(base, urlPath)
          : undefined;
      if (!file) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Not found\n');
        return;
      }
      const contentType = contentTypeFor(path.extname(file).toLowerCase());
      /** @type {Record<string, string>} */
      const headers = {
        'Content-Type': contentType,
        'Cache-Control': urlPath.startsWith('/static/') ? immutable : 'no-cache',
      };
      /** @type {Buffer} */
      let body = await readFile(file);
      if (isCompressible(contentType)) {
        headers.Vary = 'Accept-Encoding';
        const encoding =
          body.length >= minCompressibleBytes
            ? chooseEncoding(req.headers['accept-encoding'])
            : undefined;
        if (encoding) {
          body = await compression.compress(file, body, encoding);
          headers['Content-Encoding'] = encoding;
        }
      }
      headers['Content-Length'] = String(body.length);
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500);
      res.end();
      process.stderr.write(`static server: ${error}\n`);
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('Not listening on TCP');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
