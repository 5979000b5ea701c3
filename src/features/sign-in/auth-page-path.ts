import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { authPaths } from '../../config/portal-paths';

// wouter's default parser, the one the portal's routes are matched with; each route's pattern
// is compiled once instead of at every check.
const patterns = new Map(authPaths.map((path) => [path, parse(path)]));
const routeParser = (route: string) => patterns.get(route) ?? parse(route);

/**
 * What wouter 3 hands its matcher for a browser path: the path after `decodeURI`, or the path
 * as it is when that fails (`relativePath` in wouter's src/paths.js, which it does not export).
 * tests/features/sign-in/return-target-routes.test.tsx holds this to the router's real behaviour.
 */
function asTheRouterReadsIt(pathname: string): string {
  try {
    return pathname.includes('%') ? decodeURI(pathname) : pathname;
  } catch {
    return pathname;
  }
}

/**
 * Whether the portal's router shows a page for signed-out visitors (`authPaths`, portal-paths.js)
 * at `pathname`, a path as the browser keeps it: dot segments already resolved, percent
 * escapes still in place. The router matches its routes in any case, with or without one
 * trailing slash, after decoding, so `/LOGOUT`, `/logout/` and `/%6Cogout` all open the
 * sign-out page; the check is the router's own matcher over the same routes.
 */
export function showsAuthPage(pathname: string): boolean {
  const read = asTheRouterReadsIt(pathname);
  return authPaths.some(
    (route) =>
      matchRoute(routeParser, route, pathname)[0] || matchRoute(routeParser, route, read)[0],
  );
}
