import { AppHeader } from './app-header';
import { CrashBoundary } from './crash-boundary';
import { AppRoutes } from './routes';

export function App() {
  return (
    <>
      <AppHeader />
      <main id="main" className="app-main" tabIndex={-1}>
        <CrashBoundary>
          <AppRoutes />
        </CrashBoundary>
      </main>
    </>
  );
}
