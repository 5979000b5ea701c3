// @ts-check

/** @type {Readonly<Record<string, string>>} */
const byExtension = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/**
 * With `X-Content-Type-Options: nosniff` a wrong type breaks the page (a script served as
 * octet-stream does not run), so unknown files are named as opaque bytes, never guessed.
 *
 * @param {string} extension Lower-case, with its dot.
 */
export function contentTypeFor(extension) {
  return byExtension[extension] ?? 'application/octet-stream';
}

/**
 * Text compresses well; images and fonts here are already compressed formats.
 *
 * @param {string} contentType
 */
export function isCompressible(contentType) {
  return /^(text\/|application\/(json|manifest\+json|xml|wasm)|image\/svg\+xml)/.test(contentType);
}
