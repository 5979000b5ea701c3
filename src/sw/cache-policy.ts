/**
 * What the service worker must never cache, written as rules so it can be read, tested and
 * enforced in one place. The worker caches only the build's own files (its precache manifest)
 * and adds nothing at run time; these rules are the guard that keeps it so.
 *
 * Nothing of a signed-in user may outlive a sign-out in a cache on a shared office computer:
 * no API answer, no page carrying a token, nothing that came with a cookie.
 */

export interface RequestFacts {
  readonly url: string;
  readonly method: string;
}

export interface ResponseFacts {
  readonly status: number;
  readonly type?: string;
  readonly headers: { get(name: string): string | null };
}

/**
 * Query or fragment parameters that carry a secret in identity flows (password-reset links,
 * OAuth/OIDC callbacks, magic links). A URL with any of them is never cached.
 */
export const tokenParameters: readonly string[] = [
  'token',
  'access_token',
  'id_token',
  'refresh_token',
  'code',
  'state',
  'ticket',
  'session',
  'session_id',
  'sid',
  'password',
  'key',
  'signature',
  'sig',
  'otp',
];

export type Refusal =
  | 'not-get'
  | 'cross-origin'
  | 'api'
  | 'carries-token'
  | 'not-ok'
  | 'opaque'
  | 'no-store'
  | 'sets-cookie'
  | 'varies-by-credentials';

function carriesToken(url: URL): boolean {
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  return tokenParameters.some((name) => url.searchParams.has(name) || fragment.has(name));
}

/**
 * Why `request` must not be cached, or `undefined` if it may be. `apiPaths` are the
 * same-origin path prefixes of the suite's services (SSO, postal code, ...); everything under
 * `/api/` is refused as well, whatever the configuration says.
 */
export function refuseRequest(
  request: RequestFacts,
  scopeOrigin: string,
  apiPaths: readonly string[],
): Refusal | undefined {
  if (request.method !== 'GET') return 'not-get';
  const url = new URL(request.url);
  if (url.origin !== scopeOrigin) return 'cross-origin';
  const path = url.pathname;
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  if (apiPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return 'api';
  if (carriesToken(url)) return 'carries-token';
  return undefined;
}

/** Why `response` must not be cached, or `undefined` if it may be. */
export function refuseResponse(response: ResponseFacts): Refusal | undefined {
  if (response.type === 'opaque' || response.type === 'opaqueredirect') return 'opaque';
  if (response.status !== 200) return 'not-ok';
  const cacheControl = response.headers.get('cache-control')?.toLowerCase() ?? '';
  if (/\b(no-store|private)\b/.test(cacheControl)) return 'no-store';
  // Browsers hide Set-Cookie from scripts, so this rule only fires where a runtime exposes
  // it; the API rule above is what keeps cookie-setting answers out in practice.
  if (response.headers.get('set-cookie')) return 'sets-cookie';
  const vary = response.headers.get('vary')?.toLowerCase() ?? '';
  if (/\b(cookie|authorization)\b/.test(vary)) return 'varies-by-credentials';
  return undefined;
}
