import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { getConfig } from '../../config/config';
import { followReturnTarget } from './follow-return-target';
import { isReturnLoop, noteReturnTrip } from './return-loop';
import { parseReturnTarget } from './return-target';

/**
 * Where the sign-in page is: showing its form, on its way to the return target, or stopped
 * because a suite application sent the user straight back too often to go on (`host`).
 * Once stopped it stays so: Try again leaves from there.
 */
export type SignInExit =
  | { readonly kind: 'here' }
  | { readonly kind: 'leaving' }
  | { readonly kind: 'looped'; readonly host: string };

export function useSignInExit(redirect: string | null, leavePortal: (href: string) => void) {
  const [, navigate] = useLocation();
  const [exit, setExit] = useState<SignInExit>({ kind: 'here' });

  // Read when submitting or leaving, not while rendering: the page is also rendered at build
  // time, where there is no window to resolve the target against.
  const returnTarget = useCallback(
    () => parseReturnTarget(redirect, window.location.origin, getConfig().returnOrigins),
    [redirect],
  );

  // `automatic` when no one asked: only then can the portal and an application bounce the
  // browser between them for good, so only then is a loop looked for.
  const leave = useCallback(
    (automatic: boolean) => {
      const target = returnTarget();
      if (target?.kind === 'suite') {
        const { origin, host } = new URL(target.href);
        if (automatic && isReturnLoop(origin)) {
          setExit({ kind: 'looped', host });
          return;
        }
        noteReturnTrip(origin);
      }
      setExit((current) => (current.kind === 'looped' ? current : { kind: 'leaving' }));
      followReturnTarget(target, navigate, leavePortal);
    },
    [returnTarget, navigate, leavePortal],
  );

  return { exit, returnTarget, leave };
}
