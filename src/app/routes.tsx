import { Route, Switch } from 'wouter';
import { HomePage } from '../features/home/home-page';
import { LoginPage } from '../features/sign-in/login-page';
import { LogoutPage } from '../features/sign-out/logout-page';
import { NotFoundPage } from './not-found-page';
import { paths } from './paths';

export function AppRoutes() {
  return (
    <Switch>
      <Route path={paths.home.path} component={HomePage} />
      <Route path={paths.login.path} component={LoginPage} />
      <Route path={paths.logout.path} component={LogoutPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
