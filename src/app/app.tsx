import { InstallButton } from '../features/install/install-button';
import { AppHeader } from './app-header';
import { CrashBoundary } from './crash-boundary';
import { FooterLinks } from './footer-links';
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
      {/* Below the page, not in the header: the button appears only when the browser offers
          installation, after the first paint, and must not push the form down when it does. */}
      <footer className="app-footer">
        <InstallButton />
        <FooterLinks />
      </footer>
      <UpdateRegion />
    </>
  );
}
