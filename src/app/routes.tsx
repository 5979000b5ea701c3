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
// Account recovery and sign-up are visited rarely; with the common-password list and their
// catalogues they would weigh on every sign-in, so they load when visited, unprerendered.
const ForgotPasswordPage = lazyPage(() =>
  import('../features/password-reset/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
const ResetPasswordPage = lazyPage(() =>
  import('../features/password-reset/reset-password-page').then((m) => m.ResetPasswordPage),
);
const SignUpPage = lazyPage(() =>
  import('../features/sign-up/sign-up-page').then((m) => m.SignUpPage),
);

export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Switch>
        <Route path={paths.home.path} component={LauncherPage} />
        <Route path={paths.login.path} component={LoginPage} />
        <Route path={paths.logout.path} component={LogoutPage} />
        <Route path={paths.forgotPassword.path} component={ForgotPasswordPage} />
        <Route path={paths.resetPassword.path} component={ResetPasswordPage} />
        <Route path={paths.signUp.path} component={SignUpPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
