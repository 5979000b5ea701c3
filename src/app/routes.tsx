import { type ComponentType, memo, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '../config/portal-paths';
import { LoginPage } from '../features/sign-in/login-page';
import {
  ActivityPage,
  ChooseBrokeragePage,
  ForgotPasswordPage,
  LauncherPage,
  LogoutPage,
  ResetPasswordPage,
  SecurityPage,
  type SignedInOnlyPage,
  SignInCodePage,
  SignUpPage,
  YourDataPage,
} from './lazy-pages';
import { leavePortal } from './leave-portal';
import { NotFoundPage } from './not-found-page';

// A feature never imports another: what one page needs of another (the sign-in page starting
// the main screen's download) or of the app (leaving for a suite application) is handed to it
// here, as props. The routes that need a session say so: their page comes inside
// `<SignedInOnly>`, the route guard.
// Memoized for hydration: React 18 hydrates what is inside the <Suspense> below in a pass of
// its own, after the app's first updates (useHydrated in the header); one reaching the
// boundary before then would make React drop the prerendered page and render it again (error
// 421). The routes take no props, so memo stops those updates here.
export const AppRoutes = memo(function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Switch>
        <Route path={paths.home.path}>
          <SignedInOnly page={LauncherPage} props={{ preloadSignOut: LogoutPage.preload }} />
        </Route>
        <Route path={paths.login.path}>
          <LoginPage preloadMainScreen={LauncherPage.preload} leavePortal={leavePortal} />
        </Route>
        <Route path={paths.signInCode.path}>
          <SignInCodePage preloadMainScreen={LauncherPage.preload} leavePortal={leavePortal} />
        </Route>
        <Route path={paths.logout.path} component={LogoutPage} />
        <Route path={paths.forgotPassword.path} component={ForgotPasswordPage} />
        <Route path={paths.resetPassword.path} component={ResetPasswordPage} />
        <Route path={paths.signUp.path} component={SignUpPage} />
        <Route path={paths.security.path}>
          <SignedInOnly page={SecurityPage} props={{}} />
        </Route>
        <Route path={paths.yourData.path} component={YourDataPage} />
        <Route path={paths.activity.path}>
          <SignedInOnly page={ActivityPage} props={{}} />
        </Route>
        <Route path={paths.chooseBrokerage.path}>
          <SignedInOnly page={ChooseBrokeragePage} props={{ leavePortal }} />
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
});

/**
 * The route guard (bulletproof-react's `ProtectedRoute`): the page comes only once whoami names
 * the user, and a visitor nobody signed in goes to the sign-in form, to come back after it
 * (signed-in-only.tsx, whose code comes with the page's: lazy-pages.ts).
 */
function SignedInOnly<Props extends object>({
  page,
  props,
}: {
  readonly page: SignedInOnlyPage<Props>;
  readonly props: Props;
}) {
  // React's types for a lazy component read generic props as possibly holding a ref.
  const Guarded = page.behindGuard as unknown as ComponentType<Props>;
  return <Guarded {...props} />;
}
