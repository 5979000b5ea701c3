import { type ReactNode, useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { getConfig } from '../../config/config';
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

// Fetched with the SSO calls (the same chunk), so by the time a user is signed in it is here.
export const loadExitCode = () =>
  import(/* webpackChunkName: "http-client" */ './sign-in-exit-code');

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

  // Read when submitting or leaving, not while rendering: the page is also rendered at build
  // time, where there is no window to resolve the target against.
  const returnTarget = useCallback(async () => {
    const { parseReturnTarget } = await loadExitCode();
    return parseReturnTarget(redirect, window.location.origin, getConfig().returnOrigins);
  }, [redirect]);

  // `automatic` when no one asked: only then can the portal and an application bounce the
  // browser between them for good, so only then is a loop looked for.
  const leaveNow = useCallback(
    async (automatic: boolean) => {
      let code: Awaited<ReturnType<typeof loadExitCode>>;
      try {
        code = await loadExitCode();
      } catch {
        // Signed in, but the code to judge the target could not come: the main screen is
        // always a safe place to land.
        setExit({ kind: 'leaving' });
        navigate(paths.home.getHref(), { replace: true });
        return;
      }
      const target = code.parseReturnTarget(
        redirect,
        window.location.origin,
        getConfig().returnOrigins,
      );
      if (target?.kind === 'suite') {
        const { origin, host } = new URL(target.href);
        if (automatic && code.isReturnLoop(origin)) {
          setExit({ kind: 'looped', host });
          return;
        }
        code.noteReturnTrip(origin);
      }
      setExit((current) => (current.kind === 'looped' ? current : { kind: 'leaving' }));
      code.followReturnTarget(target, navigate, leavePortal);
    },
    [redirect, navigate, leavePortal],
  );

  // The company sign-in's code, here by then (company-sign-in/company-sign-in-part.tsx), links.
  const leave = useCallback(
    (automatic: boolean) =>
      companyLink
        ? import('./company-sign-in/company-sign-in-part').then(
            (code) => code.linkThenLeave(automatic, leaveNow, showLinkStep),
            // Its code could not come: the broker is signed in all the same.
            () => leaveNow(automatic),
          )
        : leaveNow(automatic),
    [companyLink, leaveNow],
  );

  /** Try again, from the loop's notice: the trips counted so far are forgotten. */
  const tryAgain = useCallback(async () => {
    (await loadExitCode()).forgetReturnTrips();
    await leaveNow(false);
  }, [leaveNow]);

  /**
   * Fetches the main screen's code while the service checks a credential, so it opens as
   * soon as the answer does; only when the user is headed there, not to another application.
   */
  const preloadDestination = useCallback(
    (preloadMainScreen: () => Promise<unknown>) => {
      returnTarget().then(
        (target) => {
          if (target?.kind !== 'suite') preloadMainScreen().catch(() => {});
        },
        () => {},
      );
    },
    [returnTarget],
  );

  return { exit, leave, tryAgain, preloadDestination, linkStep };
}
