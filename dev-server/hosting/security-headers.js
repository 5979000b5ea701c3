// @ts-check
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseCspAdditions, securityHeaders, serviceOrigins } from '../../deploy/http-headers.js';

/**
 * Reads a JSON file of the build again only when it changes, so a rebuild or a deployment's
 * new config.json under a running server takes effect at once.
 *
 * @template T
 * @param {string} file
 * @param {(data: unknown) => T} parse
 * @param {T} fallback When the file does not exist.
 */
function watchedJson(file, parse, fallback) {
  /** @type {{ mtimeMs: number, value: T } | undefined} */
  let cached;
  return async () => {
    let mtimeMs;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      cached = undefined;
      return fallback;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, value: parse(JSON.parse(await readFile(file, 'utf8'))) };
    }
    return cached.value;
  };
}

/**
 * The headers of every page and file response (deploy/http-headers.js), with the build's
 * inline-style hashes (`csp.json`) and its deployment's service origins (`config.json`).
 *
 * @param {string} [root] The build directory, if one is served.
 * @param {{ reportUri?: string }} [options]
 */
export function createPageSecurityHeaders(root, options = {}) {
  if (root === undefined) {
    return async () => securityHeaders(options.reportUri ? { reportUri: options.reportUri } : {});
  }
  const cspFile = join(root, 'csp.json');
  const readAdditions = watchedJson(cspFile, (data) => parseCspAdditions(data, cspFile), {});
  const readSettings = watchedJson(
    join(root, 'config.json'),
    (data) =>
      serviceOrigins(
        typeof data === 'object' && data !== null
          ? /** @type {Record<string, string>} */ (data)
          : {},
      ),
    /** @type {string[]} */ ([]),
  );

  /** @returns {Promise<Record<string, string>>} */
  return async function pageSecurityHeaders() {
    return securityHeaders({
      additions: await readAdditions(),
      connectOrigins: await readSettings(),
      ...(options.reportUri ? { reportUri: options.reportUri } : {}),
    });
  };
}
