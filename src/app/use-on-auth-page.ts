import { matchRoute, useLocation, useRouter } from 'wouter';
import { authPaths } from '../config/portal-paths';

/**
 * Whether the page is one for signed-out visitors (`authPaths`), matched as the route table
 * matches them: `/logout/` and `/LOGIN` are those pages too.
 */
export function useOnAuthPage(): boolean {
  const [location] = useLocation();
  const { parser } = useRouter();
  return authPaths.some((path) => matchRoute(parser, path, location)[0]);
}
