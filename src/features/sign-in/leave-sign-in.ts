import { getConfig } from '../../config/config';
import { parseReturnTarget, type ReturnTarget } from '../../validation/return-target';
import { isReturnLoop, noteReturnTrip } from './return-loop';

/**
 * What leaving the sign-in page decides: where the return target leads, and whether a suite
 * application has sent the user straight back too often to go on. Needed only once the user is
 * signed in, so it is fetched then (use-sign-in-exit.ts), in the chunk of the SSO calls that
 * signed them in.
 */

/** Where `redirect` leads, as the portal will follow it. */
export function returnTargetOf(redirect: string | null): ReturnTarget | undefined {
  return parseReturnTarget(redirect, window.location.origin, getConfig().returnOrigins);
}

/**
 * The way out for `redirect`: its target, or the host of a suite application that bounced the
 * user back too often. `automatic` when no one asked: only then can the portal and an
 * application bounce the browser between them for good, so only then is a loop looked for.
 */
export function judgeExit(
  redirect: string | null,
  automatic: boolean,
):
  | { readonly kind: 'follow'; readonly target: ReturnTarget | undefined }
  | { readonly kind: 'looped'; readonly host: string } {
  const target = returnTargetOf(redirect);
  if (target?.kind === 'suite') {
    const { origin, host } = new URL(target.href);
    if (automatic && isReturnLoop(origin)) return { kind: 'looped', host };
    noteReturnTrip(origin);
  }
  return { kind: 'follow', target };
}

type Navigate = (path: string, options: { replace: boolean }) => void;

/**
 * Leaves `/login` for the validated target. The login page is replaced in history so Back
 * from the destination does not land on a form that would bounce the user forward again.
 */
export function followReturnTarget(
  target: ReturnTarget | undefined,
  navigate: Navigate,
  leavePortal: (href: string) => void,
): void {
  if (target?.kind === 'suite') {
    leavePortal(target.href);
    return;
  }
  navigate(target?.path ?? '/', { replace: true });
}
