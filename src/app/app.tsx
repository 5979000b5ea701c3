import { lazy, Suspense } from 'react';
import { InstallButton } from '../features/install/install-button';
import { useHydrated } from '../hooks/use-hydrated';
import { AppHeader } from './app-header';
import { CrashBoundary } from './crash-boundary';
import { AppRoutes } from './routes';
import { UpdateRegion } from './update-region';
import { useFollowSignOut } from './use-follow-sign-out';

// Below the page and needed by nobody before the form works: out of the sign-in's first script.
// Without its code (offline, a newer deployment), the foot simply has no links.
const FooterLinks = lazy(() =>
  import('./footer-links').then(
    (module) => ({ default: module.FooterLinks }),
    () => ({ default: () => null }),
  ),
);

export function App() {
  useFollowSignOut();
  return (
    <>
      <AppHeader />
      <main id="main" className="app-main" tabIndex={-1}>
        <CrashBoundary>
          <AppRoutes />
        </CrashBoundary>
      </main>
      <footer className="app-footer">
        <FooterLinksOnceHydrated />
        {/* Last on the page, not in the header: the button appears only when the browser
            offers installation, at a moment of its choosing, and moves nothing when it does,
            neither the form nor the links above it. */}
        <InstallButton />
      </footer>
      <UpdateRegion />
    </>
  );
}

/**
 * The foot's links, after hydration: prerendered, they would need their code before the page
 * could take over. A component of its own, so the render React forces once hydration ends
 * stays here, not in the whole page (see EnvironmentBadge in app-header.tsx).
 */
function FooterLinksOnceHydrated() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <FooterLinks />
    </Suspense>
  );
}
