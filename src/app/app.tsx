import type { ComponentType } from 'react';
import { InstallButton } from '../features/install/install-button';
import { useComponentLater } from '../hooks/use-component-later';
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
 * take over). Without their code (offline, a newer deployment), the foot simply has no links.
 */
function FooterLinksOnceHydrated() {
  const Links = useComponentLater(loadFooterLinks);
  return Links && Links !== 'unavailable' ? <Links /> : null;
}

function loadFooterLinks(): Promise<ComponentType> {
  return import('./footer-links').then((module) => module.FooterLinks);
}
