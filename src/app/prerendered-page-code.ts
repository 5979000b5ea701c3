import { paths } from '../config/portal-paths';
import { LogoutPage } from './lazy-pages';

/**
 * The code a prerendered page needs before React can take over its HTML: hydrating a page
 * whose code is still on its way would replace the markup with nothing. The sign-in page's
 * code is in the first script; the sign-out page's is not, to keep it off every sign-in.
 */
export function prerenderedPageCode(path: string): Promise<unknown> {
  // As the routes match it: `/logout/` is `/logout`.
  const page = path.replace(/\/+$/, '') || '/';
  return page === paths.logout.path ? LogoutPage.preload() : Promise.resolve();
}
