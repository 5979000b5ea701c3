import { authPaths } from '../../app/paths';

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

  // Decoding once exposes `%2F%2Fevil.example`-style tricks to the same checks as plain text.
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (hasUnsafeCharacter(decoded, { allowSpace: true })) return undefined;

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
    // elsewhere when handed to history or location as a path.
    // Relative forms (`reports`, `https:host`) resolve differently from page to page; only an
    // absolute path or a full URL is accepted.
    if (!raw.startsWith('/') && !/^https?:\/\//i.test(raw)) return undefined;
    if (raw.startsWith('//') || decoded.startsWith('//') || url.pathname.startsWith('//')) {
      return undefined;
    }
    if (authPaths.includes(url.pathname)) return undefined;
    return { kind: 'portal', path: `${url.pathname}${url.search}${url.hash}` };
  }

  if (!allowedOrigins.includes(url.origin)) return undefined;
  return { kind: 'suite', href: url.href };
}
