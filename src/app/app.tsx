import { type ComponentType, lazy, Suspense } from 'react';
import { useInstallOffered } from '../hooks/install-offer';
import { useComponentLater } from '../hooks/use-component-later';
import { AppHeader } from './app-header';
import { CrashBoundary } from './crash-boundary';
import { EnvironmentBadge } from './environment-badge';
import { pageFootId } from './page-foot';
import { AppRoutes } from './routes';
import { UpdateRegion } from './update-region';

// Most visits are never offered installation: the button's code and words come with the offer,
// not in the sign-in's first script. Without them (the chunk could not load), there is no
// button, as in a browser that offers none.
const InstallButton = lazy(() =>
  import('../features/install/install-button').then(
    (module) => ({ default: module.InstallButton }),
    () => ({ default: () => null }),
  ),
);

export function App() {
  return (
    <>
      <AppHeader />
      <main id="main" className="app-main" tabIndex={-1}>
        <CrashBoundary>
          <AppRoutes />
        </CrashBoundary>
      </main>
      <AppFooter />
      <UpdateRegion />
    </>
  );
}

/**
 * The foot's links, below the page and needed by nobody before the form works: not in the
 * sign-in's first script, and not prerendered (they would need their code before the page could
 * take over). Without their code (offline, a newer deployment), the foot simply has no links.
 *
 * The environment's badge comes first: it appears as the page comes to life, before the links.
 * The install button comes last, not in the header: it appears only when the browser offers
 * installation, at a moment of its choosing, and so must move nothing when it does. It also
 * waits for the links above it to come (or not): the browser often makes its offer first, and
 * the links arriving then pushed the button down.
 */
function AppFooter() {
  const Links = useComponentLater(loadFooterLinks);
  const offered = useInstallOffered();
  return (
    <footer id={pageFootId} className="app-footer">
      <EnvironmentBadge />
      {Links && Links !== 'unavailable' ? <Links /> : null}
      {Links !== undefined && offered && (
        <Suspense fallback={null}>
          <InstallButton />
        </Suspense>
      )}
    </footer>
  );
}

// In the app's chunk (an eager import), as the service worker's registration is
// (app/start-up/service-worker.ts): every page loads both once it works, a file of their own
// cost a request and its headers, about 1 KB over HTTP/1.1, more than the links' own code, and
// in one file with React they compress 0.4 KiB better. Evaluated only when asked for.
function loadFooterLinks(): Promise<ComponentType> {
  return import(/* webpackMode: "eager" */ './footer-links').then((module) => module.FooterLinks);
}
