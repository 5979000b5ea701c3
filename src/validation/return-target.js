// @ts-check
/**
 * Where a user may be sent after signing in: the rule of `/login?redirect=`, in plain
 * JavaScript so the local SSO service reads the same one for a company sign-in's return target
 * (`startFederatedSignIn` in docs/openapi.yaml), which it reads when the sign-in starts and
 * again before it sends the browser there. The sign-in page loads it with the code of leaving
 * (src/features/sign-in/sign-in-exit-chunk.ts).
 */
import { parse } from 'regexparam';
import { authPaths } from '../config/portal-paths.js';

/**
 * @typedef {{ readonly kind: 'portal', readonly path: string }
 *   | { readonly kind: 'suite', readonly href: string }} ReturnTarget
 */

// The router matches its routes with regexparam's patterns: in any case, with or without one
// trailing slash (wouter's matchRoute with its default parser does no more than this).
const authPatterns = authPaths.map((path) => parse(path).pattern);

/**
 * What wouter 3 hands its matcher for a browser path: the path after `decodeURI`, or the path as
 * it is when that fails.
 *
 * @param {string} pathname
 */
function asTheRouterReadsIt(pathname) {
  try {
    return pathname.includes('%') ? decodeURI(pathname) : pathname;
  } catch {
    return pathname;
  }
}

/**
 * Whether the portal shows a page for signed-out visitors at `pathname` (dot segments resolved,
 * percent escapes in place): never a destination after signing in.
 *
 * @param {string} pathname
 */
export function showsAuthPage(pathname) {
  const read = asTheRouterReadsIt(pathname);
  return authPatterns.some((pattern) => pattern.test(pathname) || pattern.test(read));
}

/**
 * Control characters, spaces and backslashes never appear in a legitimate target, and parsers
 * disagree on them (`/\evil.example` is a host to browsers). Once decoded, a space is legitimate.
 *
 * @param {string} value
 * @param {{ allowSpace: boolean }} options
 */
function hasUnsafeCharacter(value, { allowSpace }) {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x5c) return true;
    if (code === 0x20 && !allowSpace) return true;
  }
  return false;
}

// Invisible characters: raw ones are refused; encoded ones may be data but never hide a slash.
const invisibleCharacters = /[\p{Cf}\p{Z}]/gu;
/** @param {string} value */
const hasInvisibleCharacter = (value) => /[\p{Cf}\p{Z}]/u.test(value);
/** @param {string} path */
const startsLikeTwoSlashes = (path) => path.replace(invisibleCharacters, '').startsWith('//');

// Deep enough for `%25252F`; a legitimate target is never encoded more than once.
const maxDecodings = 3;

/**
 * The value decoded once, twice, ... until it stops changing; `undefined` when even the first
 * decoding fails (a later failure only ends the list: a decoded `%` is legitimate).
 *
 * @param {string} value
 * @returns {string[] | undefined}
 */
function decodings(value) {
  /** @type {string[]} */
  const found = [];
  let current = value;
  for (let step = 0; step < maxDecodings; step++) {
    let next;
    try {
      next = decodeURIComponent(current);
    } catch {
      return step === 0 ? undefined : found;
    }
    if (next === current) break;
    found.push(next);
    current = next;
  }
  return found;
}

/**
 * Reads a return target: an absolute path on the portal's origin that is not a page for
 * signed-out visitors, or an http(s) URL whose origin is allowed, without credentials. The
 * result is re-serialised by the WHATWG URL parser, so what is followed is what was checked.
 *
 * @param {string | null | undefined} raw
 * @param {string} portalOrigin
 * @param {readonly string[]} allowedOrigins
 * @returns {ReturnTarget | undefined}
 */
export function parseReturnTarget(raw, portalOrigin, allowedOrigins) {
  if (!raw || raw.length > 2048 || hasUnsafeCharacter(raw, { allowSpace: false })) return undefined;
  if (hasInvisibleCharacter(raw)) return undefined;

  // Only a path from the root or a full http(s) URL: relative forms resolve differently.
  const isRootPath = raw.startsWith('/') && !raw.startsWith('//');
  const authority = /^https?:\/\/([^/?#]*)/i.exec(raw)?.[1];
  if (!isRootPath && authority === undefined) return undefined;
  // `https:///host` and an empty `@` read as another host to other parsers on the way.
  if (authority !== undefined && (authority === '' || authority.includes('@'))) return undefined;

  const decoded = decodings(raw);
  if (!decoded || decoded.some((text) => hasUnsafeCharacter(text, { allowSpace: true }))) {
    return undefined;
  }

  /** @type {URL} */
  let url;
  try {
    url = new URL(raw, portalOrigin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password) return undefined;

  if (url.origin === portalOrigin) {
    const paths = [url.pathname, ...(decodings(url.pathname) ?? [])];
    if ([...paths, ...decoded].some(startsLikeTwoSlashes)) return undefined;
    // A page for signed-out visitors would sign the user out, loop back, or reset a password.
    if (paths.some(showsAuthPage)) return undefined;
    return { kind: 'portal', path: `${url.pathname}${url.search}${url.hash}` };
  }

  if (!allowedOrigins.includes(url.origin)) return undefined;
  return { kind: 'suite', href: url.href };
}
