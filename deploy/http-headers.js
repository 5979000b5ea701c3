// @ts-check
/**
 * The portal's response headers, wherever it is served: `npm run serve` (dev-server/) sends
 * them itself, and `deploy/configure.js` writes them out for nginx; the local SSO service's
 * API answers take theirs from here too. Plain JavaScript with JSDoc types so all run on Node
 * without a build step.
 */
import { serviceVariables } from '../src/config/env-variables.js';
import { pagesWithSecrets } from '../src/config/portal-paths.js';

export const cacheControl = Object.freeze({
  // Rsbuild puts a content hash in every file name under /static/: a changed file is a new URL.
  hashedAsset: 'public, max-age=31536000, immutable',
  // Everything else keeps its name across releases and is revalidated on every use; for the
  // service worker, the manifest and config.json this is what lets a change reach users.
  revalidate: 'no-cache',
  pageWithSecret: 'no-store',
  // API answers are about one user's session: no browser or shared proxy may keep them.
  api: 'no-store',
});

export const referrerPolicy = Object.freeze({
  // Suite apps see where a user came from, never the path or query; the SSO API's origin check
  // needs the Origin header that `no-referrer` would blank on same-origin POSTs.
  default: 'strict-origin-when-cross-origin',
  pageWithSecret: 'no-referrer',
  // An API answer is data, never a page anyone goes on from.
  api: 'no-referrer',
});

/**
 * The portal loads nothing from other origins but the suite services it calls: its scripts,
 * styles, fonts and images ship with the build, and inline code is allowed only by hash.
 * No one may frame the sign-in page (clickjacking a password form) or change its base URL.
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

/** @typedef {keyof typeof baseDirectives} Directive */
/** @typedef {Partial<Record<Directive, string[]>>} CspAdditions */

// A source expression is one token; a `;` or `,` would smuggle in a directive of its own.
const sourcePattern = /^[^\s;,"']+$|^'(?:self|none|sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2})'$/;

/**
 * Reads the build's `csp.json`: the hashes of its inline styles, by directive.
 *
 * @param {unknown} data
 * @param {string} file For error messages.
 * @returns {CspAdditions}
 */
export function parseCspAdditions(data, file) {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error(`${file} must be a JSON object`);
  }
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
    additions[/** @type {Directive} */ (directive)] = sources;
  }
  return additions;
}

/**
 * The origins of the services the portal calls (`serviceVariables`), where given as absolute
 * URLs; same-origin paths are already covered by `'self'`. The suite's other services may be
 * configured too, but the page never calls them, so the policy does not let it.
 *
 * @param {Readonly<Record<string, string | undefined>>} settings A deployment's config.json.
 * @returns {string[]}
 */
export function serviceOrigins(settings) {
  const origins = new Set();
  for (const variable of Object.values(serviceVariables)) {
    const raw = settings[variable];
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (!value || value.startsWith('/')) continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // An unparseable URL fails the page's own validation; it adds nothing to the policy.
    }
  }
  return [...origins].sort();
}

/**
 * @typedef {object} PolicyInputs
 * @property {CspAdditions} [additions] From the build's csp.json.
 * @property {readonly string[]} [connectOrigins] The suite services' origins.
 * @property {string} [reportUri] Where browsers post violation reports, if anywhere.
 */

/** @param {PolicyInputs} [inputs] */
export function buildContentSecurityPolicy(inputs = {}) {
  const additions = {
    ...inputs.additions,
    'connect-src': [...(inputs.additions?.['connect-src'] ?? []), ...(inputs.connectOrigins ?? [])],
  };
  const directives = Object.entries(baseDirectives).map(([directive, base]) => {
    const extra = additions[/** @type {Directive} */ (directive)] ?? [];
    // 'none' alongside other sources is ignored by browsers; drop it so the header reads true.
    const sources = extra.length > 0 ? [...base.filter((s) => s !== "'none'"), ...extra] : base;
    return `${directive} ${sources.join(' ')}`;
  });
  if (inputs.reportUri) directives.push(`report-uri ${inputs.reportUri}`);
  return directives.join('; ');
}

/** What protects any answer, page, file or API, whatever it holds. */
const everyAnswer = Object.freeze({
  // Two years, the common preload threshold; subdomains are the suite's own apps.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  // For browsers older than `frame-ancestors`.
  'X-Frame-Options': 'DENY',
  // No other site may embed the answer (a script or image tag reading a JSON answer with the
  // user's cookie, a Spectre-style read of the page).
  'Cross-Origin-Resource-Policy': 'same-origin',
});

/**
 * The policy of an API answer: data that, if a browser ever renders it (opened in a tab,
 * sniffed, framed), may load nothing, run nothing and be framed by no one.
 */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers every page and file of the portal's host carries. Caching and the referrer
 * policy depend on the path: see `headersForPath`.
 *
 * @param {PolicyInputs} [inputs]
 * @returns {Record<string, string>}
 */
export function securityHeaders(inputs = {}) {
  return {
    'Content-Security-Policy': buildContentSecurityPolicy(inputs),
    ...everyAnswer,
    // A window this page opens (or that opened it) gets no handle on it.
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Only features the browsers know: one they do not is ignored, so it turns nothing off,
    // and Chromium warns of it on every page ("Unrecognized feature: 'bluetooth'").
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=()',
  };
}

/**
 * The headers every API answer carries (JSON, 204, errors), with its caching: the page's
 * protections that apply to data, and a policy that allows nothing.
 *
 * @returns {Record<string, string>}
 */
export function apiResponseHeaders() {
  return {
    'Content-Security-Policy': apiContentSecurityPolicy,
    ...everyAnswer,
    'Referrer-Policy': referrerPolicy.api,
    'Cache-Control': cacheControl.api,
  };
}

/**
 * Caching and referrer policy of what is sent for `routePath` from `servedFile` (the path of
 * the file within the build, which for a page is its HTML).
 *
 * @param {string} routePath The request's path, decoded, without a trailing slash.
 * @param {string} servedFile
 */
export function headersForPath(routePath, servedFile) {
  if (pagesWithSecrets.includes(routePath)) {
    return {
      'Cache-Control': cacheControl.pageWithSecret,
      'Referrer-Policy': referrerPolicy.pageWithSecret,
    };
  }
  const hashed = servedFile.startsWith('static/') && !servedFile.endsWith('.html');
  return {
    'Cache-Control': hashed ? cacheControl.hashedAsset : cacheControl.revalidate,
    'Referrer-Policy': referrerPolicy.default,
  };
}
