import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LoginPage } from '../features/sign-in/login-page';
import { LogoutPage } from '../features/sign-out/logout-page';
import { lazyPage } from './lazy-page';
import { NotFoundPage } from './not-found-page';
import { paths } from './paths';

// Sign-in and sign-out are prerendered and must be ready at hydration; every page that needs
// a user is fetched when visited, so /login carries none of it.
const LauncherPage = lazyPage(() =>
  import('../features/launcher/launcher-page').then((m) => m.LauncherPage),
);

export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Switch>
        <Route path={paths.home.path} component={LauncherPage} />
        <Route path={paths.login.path} component={LoginPage} />
        <Route path={paths.logout.path} component={LogoutPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
