import type { ReactNode } from 'react';
import { freshSession } from '../../api/known-session';
import { whoami } from '../../api/sso-calls';
import type { SignedIn } from '../../api/sso-responses';
import { getConfig } from '../../config/config';
import { choiceHref, choicePending, isChoicePath } from '../../session/brokerage-choice';
import { parseReturnTarget, type ReturnTarget } from '../../validation/return-target';
import { isReturnLoop, noteReturnTrip } from './return-loop';
import { readStepUpAsk } from './step-up/step-up-rules';

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
 * An application that asked for a fresher or stronger proof (`max_age`, `factor`) gets it
 * first: the step comes in place of the page (`show`), in a chunk of its own that only such an
 * address loads.
 */
export function followReturnTarget(
  target: ReturnTarget | undefined,
  navigate: Navigate,
  leavePortal: (href: string) => void,
  show?: (step: ReactNode) => void,
): void {
  const go = async () => {
    const choice = await brokerageChoice(target);
    if (choice) navigate(choice, { replace: true });
    else if (target?.kind === 'suite') leavePortal(target.href);
    else navigate(target?.path ?? '/', { replace: true });
  };
  const ask = show && readStepUpAsk(window.location.search);
  if (!ask || !show) {
    go();
    return;
  }
  const host = target?.kind === 'suite' ? new URL(target.href).host : window.location.host;
  // In the chunk of what else follows a sign-in rarely (a company account's return): a chunk of
  // its own would add its name and hash to the first script, which has no bytes to spare.
  import(/* webpackChunkName: "company-return" */ './step-up/step-up-step').then(
    (step) =>
      step.stepUpThenLeave(
        ask,
        { host, returnTo: target?.kind === 'suite' ? target.href : (target?.path ?? '/') },
        go,
        show,
      ),
    // Its code could not come: the application reads whoami itself, and asks again.
    go,
  );
}

/**
 * The picker's address, when the broker must choose a brokerage before going on: the session
 * acts for none of their several yet, or the application asked for one (`brokerage`), which the
 * picker chooses at once if the broker may. The return target goes along, to be followed after
 * the choice. The session is the sign-in's answer, or whoami's when that answer is no longer
 * fresh (a step in between took a while): a suite application must not get a session with no
 * brokerage. Whoami unanswered: the broker goes on, and the application asks itself.
 */
async function brokerageChoice(target: ReturnTarget | undefined): Promise<string | undefined> {
  if (target?.kind === 'portal' && isChoicePath(target.path)) return undefined;
  const asked = new URLSearchParams(window.location.search).get('brokerage');
  const signedIn = asked ? undefined : (freshSession() ?? (await currentSession()));
  if (!asked && !(signedIn && choicePending(signedIn))) return undefined;
  return choiceHref(target?.kind === 'suite' ? target.href : (target?.path ?? null), asked);
}

async function currentSession(): Promise<SignedIn | undefined> {
  const result = await whoami();
  return result.status === 'signed-in' ? result.signedIn : undefined;
}
