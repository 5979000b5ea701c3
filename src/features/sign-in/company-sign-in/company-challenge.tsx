import { useEffect, useRef } from 'react';
import { companySignInHref } from '../../../api/company-sign-in-start';
import { getConfig } from '../../../config/config';
import { parseReturnTarget } from '../../../validation/return-target';
import { goToStart } from './go-to-start';

export interface CompanyChallengeProps {
  /** `company_challenge=<provider>`: the start the SSO sent back for a solved challenge. */
  readonly provider: string;
  /** `challenge_error=challenge_invalid`: it carried a solution the SSO did not take. */
  readonly refusedBefore: boolean;
  /** The return target and "keep me signed in" the start carried, as the SSO sent them back. */
  readonly redirect: string | null;
  readonly rememberMe: boolean;
}

// The code that meets a challenge, as the page's requests get it (http-client.ts).
const loadMeeting = () =>
  import('../../../api/http-client').then((client) => client.loadChallengeCode());

/**
 * A company sign-in the SSO sent back to ask for a bot challenge first (docs/openapi.yaml, tag
 * `bot-challenge`): the page checks this browser, in words, and starts it again with the
 * solution, with nothing to press; "Try again" if the check fails.
 */
export function CompanyChallenge({
  provider,
  refusedBefore,
  redirect,
  rememberMe,
}: CompanyChallengeProps) {
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const leaving = new AbortController();
    // Only a return target the page would follow: the SSO refuses to start with another.
    const followed = parseReturnTarget(redirect, location.origin, getConfig().returnOrigins);
    const href = companySignInHref(provider, {
      redirect: followed ? redirect : null,
      rememberMe,
    });
    loadMeeting().then(
      ({ meetNavigationChallenge }) =>
        meetNavigationChallenge({
          place: place.current,
          href,
          refusedBefore,
          go: goToStart,
          signal: leaving.signal,
        }),
      // The code could not come (offline, a newer deployment): the buttons are still there.
      () => {},
    );
    return () => leaving.abort();
  }, [provider, refusedBefore, redirect, rememberMe]);
  return <div ref={place} />;
}
