import { AppHeader } from './app-header';
import { CrashBoundary } from './crash-boundary';
import { AppRoutes } from './routes';
import { UpdatePrompt } from './update-prompt';
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
      <UpdatePrompt />
    </>
  );
}
