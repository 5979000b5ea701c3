import type { SignedInPage } from '../session/signed-in-page';
import { type LazyPage, lazyPage } from './lazy-page';

/**
 * A page for signed-in users, as the route table names it: rendered only behind the route
 * guard the table puts around it (`<SignedInOnly>`, routes.tsx). The guard's code
 * (signed-in-only.tsx) comes with the page's, so the sign-in page's first script carries none
 * of the session watch, and the words before the page are the page's own.
 */
export interface SignedInOnlyPage<Props extends object> {
  /** Fetches the guard's and the page's code ahead of the visit. */
  readonly preload: () => Promise<unknown>;
  /** The page inside its guard, for the route table's `<SignedInOnly>`. */
  readonly behindGuard: LazyPage<Props>;
}

function signedInPage<Props extends object>(
  load: () => Promise<SignedInPage<Props>>,
): SignedInOnlyPage<Props> {
  const behindGuard = lazyPage(() =>
    Promise.all([import('./signed-in-only'), load()]).then(([guard, page]) =>
      guard.signedInOnly(page),
    ),
  );
  return { preload: behindGuard.preload, behindGuard };
}

// Every page that needs a user is fetched when visited (or when the sign-in that leads to it
// starts), so /login carries none of it. The sign-in page alone is part of the first script.
export const LauncherPage = signedInPage(() =>
  import('../features/launcher/launcher-page').then((m) => m.launcherPage),
);
// Account recovery and sign-up are visited rarely; with the common-password list and their
// catalogues they would weigh on every sign-in, so they load when visited, unprerendered.
export const ForgotPasswordPage = lazyPage(() =>
  import('../features/password-reset/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
export const ResetPasswordPage = lazyPage(() =>
  import('../features/password-reset/reset-password-page').then((m) => m.ResetPasswordPage),
);
export const SignUpPage = lazyPage(() =>
  import('../features/sign-up/sign-up-page').then((m) => m.SignUpPage),
);
// Shown only when a deployment's settings are unusable: no working portal should carry it.
export const ConfigErrorPage = lazyPage(() =>
  import('./config-error-page').then((m) => m.ConfigErrorPage),
);
// Sign-out is prerendered too, but no sign-in needs its code: it is fetched before /logout is
// hydrated (`prerendered-page-code.ts`), and the service worker keeps it for offline sign-outs.
export const LogoutPage = lazyPage(() =>
  import('../features/sign-out/logout-page').then((m) => m.LogoutPage),
);
// Sign-in and security (passkeys, two-step verification, devices): visited from the main
// screen's header, by a signed-in user.
const securityChunk = () => import('../features/security/security-chunk');
export const SecurityPage = signedInPage(() => securityChunk().then((m) => m.securityPage));
// Recent activity: visited from the security page, in its chunk.
export const ActivityPage = signedInPage(() => securityChunk().then((m) => m.activityPage));
// The code after the password: only accounts with a second factor see it.
export const SignInCodePage = lazyPage(() =>
  import('../features/sign-in/code-step/code-step-page').then((m) => m.CodeStepPage),
);
// "Your data" (LGPD): linked at every page's foot, visited rarely, signed in or not.
export const YourDataPage = lazyPage(() =>
  import('../features/your-data/your-data-page').then((m) => m.YourDataPage),
);
// "Choose a brokerage": only a broker of several sees it, after signing in. In the chunk of what else follows a sign-in
// rarely (sign-in/leave-sign-in.ts): a chunk of its own would add to the first script.
export const ChooseBrokeragePage = signedInPage(() =>
  import(
    /* webpackChunkName: "company-return" */ '../features/brokerage-choice/choose-brokerage-page'
  ).then((m) => m.chooseBrokeragePage),
);
