/**
 * The contract covers the APIs under `/api/`. Pages, static files and anything else a server
 * answers beside them are not its business.
 */
export function isUnderContract(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** A request target split into its still-encoded path and its query. */
export function splitTarget(target: string): { pathname: string; query: URLSearchParams } {
  const index = target.indexOf('?');
  return index === -1
    ? { pathname: target, query: new URLSearchParams() }
    : { pathname: target.slice(0, index), query: new URLSearchParams(target.slice(index + 1)) };
}
