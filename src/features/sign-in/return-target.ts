import { showsAuthPage } from './auth-page-path';

/** Where to send a user after sign-in: a path in the portal, or a URL of a suite app. */
export type ReturnTarget =
  | { readonly kind: 'portal'; readonly path: string }
  | { readonly kind: 'suite'; readonly href: string };

/**
 * Control characters, spaces and backslashes never appear in a legitimate target, and parsers
 * disagree on them (`/\evil.example` is a host to browsers), so they are refused outright.
 * Once decoded, a space is legitimate (`?q=a%20b`); decoded controls are not.
 */
function hasUnsafeCharacter(value: string, { allowSpace }: { allowSpace: boolean }): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x5c) return true;
    if (code === 0x20 && !allowSpace) return true;
  }
  return false;
}

// Spaces and formatting characters are invisible: some parsers drop them (a byte-order mark,
// a zero-width space), and a browser sends a link's own ones encoded, so raw ones are refused;
// encoded ones may be data (a ZWJ in an emoji search) but never hide a second slash.
const invisibleCharacters = /[\p{Cf}\p{Z}]/gu;
const hasInvisibleCharacter = (value: string) => /[\p{Cf}\p{Z}]/u.test(value);
const startsLikeTwoSlashes = (path: string) =>
  path.replace(invisibleCharacters, '').startsWith('//');

// Deep enough for `%25252F`; a legitimate target is never encoded more than once.
const maxDecodings = 3;

/**
 * The value decoded once, twice, ... until it stops changing: whatever decodes it next (the
 * suite app, a proxy, a second redirect) must not find a host or a control character there.
 * `undefined` when even the first decoding fails; a later failure only ends the list, since
 * a decoded `%` (`?discount=10%25`) is legitimate.
 */
function decodings(value: string): string[] | undefined {
  const found: string[] = [];
  let current = value;
  for (let step = 0; step < maxDecodings; step++) {
    let next: string;
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
 * Validates the `redirect` parameter of `/login`. The result is re-serialised by the WHATWG URL
 * parser, so what the portal navigates to is what it checked, never the raw input.
 *
 * Accepted: an absolute path on the portal's own origin, or an http(s) URL whose origin is on
 * the configured allow-list, without credentials. Anything else yields `undefined`.
 */
export function parseReturnTarget(
  raw: string | null | undefined,
  portalOrigin: string,
  allowedOrigins: readonly string[],
): ReturnTarget | undefined {
  if (!raw || raw.length > 2048 || hasUnsafeCharacter(raw, { allowSpace: false })) return undefined;
  if (hasInvisibleCharacter(raw)) return undefined;

  // Relative forms (`reports`, `https:host`, `//host`) resolve differently from page to page
  // and from scheme to scheme; only a path from the root or a full http(s) URL is accepted.
  const isRootPath = raw.startsWith('/') && !raw.startsWith('//');
  const authority = /^https?:\/\/([^/?#]*)/i.exec(raw)?.[1];
  if (!isRootPath && authority === undefined) return undefined;
  // The WHATWG parser skips `https:///host` and drops an empty `@`; other parsers on the way
  // (a proxy, the suite app's own redirect) may read another host there, so neither passes.
  if (authority !== undefined && (authority === '' || authority.includes('@'))) return undefined;

  // Decoding exposes `%2F%2Fevil.example`-style tricks to the same checks as plain text.
  const decoded = decodings(raw);
  if (!decoded || decoded.some((text) => hasUnsafeCharacter(text, { allowSpace: true }))) {
    return undefined;
  }

  let url: URL;
  try {
    url = new URL(raw, portalOrigin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password) return undefined;

  if (url.origin === portalOrigin) {
    // Only a real absolute path counts as "same origin"; `//host` and `/./` games resolve
    // elsewhere when handed to history or location as a path, and so do their encodings.
    const paths = [url.pathname, ...(decodings(url.pathname) ?? [])];
    if ([...paths, ...decoded].some(startsLikeTwoSlashes)) return undefined;
    // A page for signed-out visitors would sign the user out, loop back here, or reset a
    // password. It is judged as the router will read the path, and in its fully decoded forms,
    // so no spelling of `/logout` (capitals, a trailing slash, `%6C`, `/x/../`) gets through.
    if (paths.some(showsAuthPage)) return undefined;
    return { kind: 'portal', path: `${url.pathname}${url.search}${url.hash}` };
  }

  if (!allowedOrigins.includes(url.origin)) return undefined;
  return { kind: 'suite', href: url.href };
}
