// @ts-check
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** @typedef {'br' | 'gzip'} ContentEncoding */

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The best encoding the client accepts, by its q-values; brotli wins a tie because it is
 * smaller for the same text.
 *
 * @param {string | undefined} header The `Accept-Encoding` request header.
 * @returns {ContentEncoding | undefined}
 */
export function chooseEncoding(header) {
  if (!header) return undefined;
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const item of header.split(',')) {
    const [token = '', ...params] = item.trim().toLowerCase().split(';');
    let q = 1;
    for (const param of params) {
      const [name, value] = param.trim().split('=');
      if (name === 'q') q = Number(value);
    }
    if (token && Number.isFinite(q)) weights.set(token.trim(), q);
  }
  const wildcard = weights.get('*');
  /** @param {ContentEncoding} name */
  const weightOf = (name) => weights.get(name) ?? wildcard ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? 'br' : 'gzip';
}

/**
 * Compressed copies of files already sent, keyed by file, version and encoding, so each version
 * is compressed once. Brotli runs at quality 5: on the React bundle it is about 10 % larger than
 * quality 11 but 30 times faster, and the first visitor after a start waits for it.
 */
export class CompressionCache {
  /** @type {Map<string, Buffer>} */
  #entries = new Map();
  #maxEntries;

  /** @param {number} [maxEntries] */
  constructor(maxEntries = 200) {
    this.#maxEntries = maxEntries;
  }

  /**
   * @param {string} key Identifies the file and its version (path, size, mtime).
   * @param {Buffer} content
   * @param {ContentEncoding} encoding
   */
  async compress(key, content, encoding) {
    const cacheKey = `${encoding}:${key}`;
    const hit = this.#entries.get(cacheKey);
    if (hit) return hit;
    const compressed =
      encoding === 'br'
        ? await brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          })
        : await gzipAsync(content, { level: 6 });
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(cacheKey, compressed);
    return compressed;
  }
}
