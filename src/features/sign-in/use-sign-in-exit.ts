import { type ReactNode, useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../config/portal-paths';

/**
 * Where the sign-in page is: showing its form, on its way to the return target, or stopped
 * because a suite application sent the user straight back too often to go on (`host`).
 * Once stopped it stays so: Try again leaves from there.
 */
export type SignInExit =
  | { readonly kind: 'here' }
  | { readonly kind: 'leaving' }
  | { readonly kind: 'looped'; readonly host: string };

// Fetched with the SSO calls (their chunk), so by the time a user is signed in it is here.
const loadLeaving = () => import(/* webpackChunkName: "http-client" */ './leave-sign-in');

/**
 * `companyLink`: a company sign-in came back for a company account to link once the broker has
 * signed in (`federation=link`, kept in the code step's address too). It is linked on the way
 * out, or first asked about when nobody asked for it on the portal, and the page says whether
 * it was before going on (`linkStep`, in place of the page's).
 */
export function useSignInExit(
  redirect: string | null,
  leavePortal: (href: string) => void,
  companyLink = false,
) {
  const [, navigate] = useLocation();
  const [exit, setExit] = useState<SignInExit>({ kind: 'here' });
  const [linkStep, showLinkStep] = useState<ReactNode>();

  const leaveNow = useCallback(
    async (automatic: boolean) => {
      let code: typeof import('./leave-sign-in');
      try {
        code = await loadLeaving();
      } catch {
        // Signed in, but the code to judge the target could not come: the main screen is
        // always a safe place to land.
        setExit({ kind: 'leaving' });
        navigate(paths.home.getHref(), { replace: true });
        return;
      }
      const exit = code.judgeExit(redirect, automatic);
      if (exit.kind === 'looped') {
        setExit(exit);
        return;
      }
      setExit((current) => (current.kind === 'looped' ? current : { kind: 'leaving' }));
      code.followReturnTarget(exit.target, navigate, leavePortal, showLinkStep);
    },
    [redirect, navigate, leavePortal],
  );

  // The company account waiting in this browser is linked on the way out: its code comes now,
  // with the words of the step that says how it went, in the chunk of a company sign-in's
  // return (company-sign-in-part.tsx loads the notice of that return into it too).
  const leave = useCallback(
    (automatic: boolean) =>
      companyLink
        ? import(
            /* webpackChunkName: "company-return" */ './company-sign-in/link-after-sign-in'
          ).then(
            (code) => code.linkThenLeave(automatic, leaveNow, showLinkStep),
            // Its code could not come: the broker is signed in all the same.
            () => leaveNow(automatic),
          )
        : leaveNow(automatic),
    [companyLink, leaveNow],
  );

  /** Try again, from the loop's notice: the trips counted so far are forgotten. */
  const tryAgain = useCallback(async () => {
    (await import(/* webpackChunkName: "http-client" */ './return-loop')).forgetReturnTrips();
    await leaveNow(false);
  }, [leaveNow]);

  /**
   * Fetches the main screen's code while the service checks a credential, so it opens as
   * soon as the answer does; only when the user is headed there, not to another application.
   */
  const preloadDestination = useCallback(
    (preloadMainScreen: () => Promise<unknown>) => {
      loadLeaving().then(
        ({ returnTargetOf }) => {
          // Read now, not while rendering: the page is also rendered at build time, where
          // there is no window to resolve the target against.
          const target = returnTargetOf(redirect);
          if (target?.kind !== 'suite') preloadMainScreen().catch(() => {});
        },
        () => {},
      );
    },
    [redirect],
  );

  return { exit, leave, tryAgain, preloadDestination, linkStep };
}
