// @ts-check
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isPlainObject } from './http-json.js';

/**
 * The portal loads nothing from other origins: its API calls are same-origin and its fonts and
 * images ship with the build. Everything else is refused, and no one may frame the sign-in page
 * (clickjacking a password form).
 */
const baseDirectives = Object.freeze({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/** @typedef {Partial<Record<keyof typeof baseDirectives, string[]>>} CspAdditions */

// A source expression is one token; a `;` or `,` would smuggle in a directive of its own.
const sourcePattern = /^[^\s;,]+$/;

/**
 * @param {unknown} data
 * @param {string} file For error messages.
 * @returns {CspAdditions}
 */
export function parseCspAdditions(data, file) {
  if (!isPlainObject(data)) throw new Error(`${file} must be a JSON object`);
  /** @type {CspAdditions} */
  const additions = {};
  for (const [directive, sources] of Object.entries(data)) {
    if (!Object.hasOwn(baseDirectives, directive)) {
      throw new Error(`${file} names "${directive}", which the policy does not have`);
    }
    if (
      !Array.isArray(sources) ||
      !sources.every((s) => typeof s === 'string' && sourcePattern.test(s))
    ) {
      throw new Error(`${file}: "${directive}" must be an array of source expressions`);
    }
    additions[/** @type {keyof typeof baseDirectives} */ (directive)] = sources;
  }
  return additions;
}

/**
 * @param {CspAdditions} [additions]
 */
export function buildContentSecurityPolicy(additions = {}) {
  return Object.entries(baseDirectives)
    .map(([directive, base]) => {
      const extra = additions[/** @type {keyof typeof baseDirectives} */ (directive)] ?? [];
      // 'none' alongside other sources is ignored by browsers; drop it so the header reads true.
      const sources = extra.length > 0 ? [...base.filter((s) => s !== "'none'"), ...extra] : base;
      return `${directive} ${sources.join(' ')}`;
    })
    .join('; ');
}

/**
 * Headers for every page and asset response. The CSP is rebuilt when the build's `csp.json`
 * changes, so a rebuild under a running preview server gets the new inline-style hashes.
 *
 * @param {string} [root] The build directory, if one is served.
 */
export function createPageSecurityHeaders(root) {
  const file = root === undefined ? undefined : join(root, 'csp.json');
  /** @type {{ mtimeMs: number, policy: string } | undefined} */
  let cached;

  /** @returns {Promise<Record<string, string>>} */
  return async function pageSecurityHeaders() {
    /** @type {number | undefined} */
    let mtimeMs;
    try {
      mtimeMs = file === undefined ? undefined : (await stat(file)).mtimeMs;
    } catch {
      mtimeMs = undefined;
    }
    if (file === undefined || mtimeMs === undefined) {
      cached = undefined;
    } else if (cached?.mtimeMs !== mtimeMs) {
      const additions = parseCspAdditions(JSON.parse(await readFile(file, 'utf8')), file);
      cached = { mtimeMs, policy: buildContentSecurityPolicy(additions) };
    }
    return {
      'Content-Security-Policy': cached?.policy ?? buildContentSecurityPolicy(),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    };
  };
}
