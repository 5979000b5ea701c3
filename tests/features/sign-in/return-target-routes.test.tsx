import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { authPaths } from '../../../src/config/portal-paths';
import { showsAuthPage } from '../../../src/validation/return-target';
import { authPageLookAlike, authPageTarget } from '../../support/hostile-return-targets';

const portalOrigin = 'https://portal.qa.gofy.example';

/**
 * What wouter really renders at `pathname`, with the portal's page paths in a Switch as
 * src/app/routes.tsx has them, rendered the way the prerender step renders a page.
 */
function routerShowsAuthPage(pathname: string): boolean {
  const html = renderToString(
    <Router ssrPath={pathname}>
      <Switch>
        {authPaths.map((path) => (
          <Route key={path} path={path}>
            auth page
          </Route>
        ))}
        <Route>other page</Route>
      </Switch>
    </Router>,
  );
  return html === 'auth page';
}

/** The path the browser keeps for a target pushed onto history from `/login`. */
const browserPath = (target: string) => new URL(target, `${portalOrigin}/login`).pathname;

describe('showsAuthPage', () => {
  it('agrees with the router on spellings of the pages for signed-out visitors', () => {
    fc.assert(
      fc.property(authPageTarget(portalOrigin), (target) => {
        const pathname = browserPath(target);
        expect(routerShowsAuthPage(pathname)).toBe(true);
        expect(showsAuthPage(pathname)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('agrees with the router on paths that only look like them, and on any path', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          authPageLookAlike(),
          // A path from the root: `//` or `/\\` would name a host instead.
          fc
            .string({ maxLength: 30 })
            .filter((text) => !/^[/\\]/.test(text))
            .map((text) => `/${text}`),
          fc
            .tuple(fc.constantFrom(...authPaths), fc.string({ maxLength: 6 }))
            .map(([path, noise]) => `${path}${noise}`),
        ),
        (target) => {
          const pathname = browserPath(target);
          expect(showsAuthPage(pathname)).toBe(routerShowsAuthPage(pathname));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
