import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { forgetSession } from '../api/known-session';
import { paths } from '../config/portal-paths';
import { useRawSearch } from '../hooks/use-raw-search';
import { onSessionEvent } from '../session/session-broadcast';

/**
 * When the user signs out in another tab or window, a page for signed-in users follows at once
 * to the sign-out page, which says so (a tab that fell silently to the sign-in page read as a
 * fault) and whose "Sign in again" brings the user back here. Called by the route guard
 * (signed-in-only.tsx): the pages for signed-out visitors have nothing to follow, and the
 * sign-in page's first script carries none of it.
 */
export function useFollowSignOut(): void {
  const [location, navigate] = useLocation();
  const search = useRawSearch();

  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event !== 'signed-out') return;
        forgetSession();
        const here = search ? `${location}?${search}` : location;
        navigate(paths.logout.afterSignOutElsewhere(here), { replace: true });
      }),
    [location, search, navigate],
  );
}
