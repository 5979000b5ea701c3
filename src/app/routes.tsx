import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '../config/portal-paths';
import { LoginPage } from '../features/sign-in/login-page';
import { LogoutPage } from '../features/sign-out/logout-page';
import { ForgotPasswordPage, LauncherPage, ResetPasswordPage, SignUpPage } from './lazy-pages';
import { NotFoundPage } from './not-found-page';

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
