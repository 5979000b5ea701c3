/**
 * Turns a configured service base (`/api/sso` or `https://...`) into an absolute URL ending in
 * a slash, which ky's `prefixUrl` joins to. Relative bases resolve against the page's origin.
 */
export function absoluteServiceUrl(base: string, origin = globalThis.location.origin): string {
  const url = new URL(base, origin);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}
