import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { forgetSession } from '../api/known-session';
import { paths } from '../config/portal-paths';
import { onSessionEvent } from '../session/session-broadcast';
import { useOnAuthPage } from './use-on-auth-page';

/**
 * When the user signs out in another tab or window, this one follows at once to the sign-in
 * page, from where signing in again brings them back here.
 */
export function useFollowSignOut(): void {
  const [location, navigate] = useLocation();
  const onAuthPage = useOnAuthPage();

  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event !== 'signed-out') return;
        forgetSession();
        if (onAuthPage) return;
        const here = `${location}${window.location.search}`;
        navigate(paths.login.getHref(here), { replace: true });
      }),
    [location, navigate, onAuthPage],
  );
}
