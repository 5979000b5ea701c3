import { type ComponentType, useEffect, useState } from 'react';
import { InstallButton } from '../features/install/install-button';
import { AppHeader } from './app-header';
import { CrashBoundary } from './crash-boundary';
import { AppRoutes } from './routes';
import { UpdateRegion } from './update-region';
import { useFollowSignOut } from './use-follow-sign-out';

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
 * The foot's links, below the page and needed by nobody before the form works: not in the
 * sign-in's first script, and not prerendered (they would need their code before the page could
 * take over). Their code is asked for once hydration is done, in a task of its own: asked for
 * while React renders, it added a script element to hydration's longest task. Without it
 * (offline, a newer deployment), the foot simply has no links.
 */
function FooterLinksOnceHydrated() {
  const [Links, setLinks] = useState<ComponentType>();
  useEffect(() => {
    const asking = setTimeout(() => {
      import('./footer-links').then(
        (module) => setLinks(() => module.FooterLinks),
        () => {},
      );
    });
    return () => clearTimeout(asking);
  }, []);
  return Links ? <Links /> : null;
}
