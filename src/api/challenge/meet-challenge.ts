import { busyForm, type CheckView, showCheck } from '../../components/challenge-check';
import { challengeIn, encodeSolution, solutionHeader } from './challenge-answer';
import { issueChallenge } from './issue-challenge';
import { runSolver } from './run-solver';
import type { BotChallenge } from './solve-challenge';

/**
 * Meeting the SSO's bot challenge (docs/openapi.yaml, tag `bot-challenge`), for a request the
 * SSO refused for one and for a navigation it sent back for one. A chunk of its own, fetched
 * with the first such refusal (http-client.ts) or return (the company part of the sign-in
 * page); the solver's worker comes after it, once there is a challenge to solve.
 */

export interface MeetOptions {
  /** Only for tests: where the check is shown. */
  readonly view?: CheckView;
  /** Only for tests: the solver (by default, a worker's). */
  readonly solve?: typeof runSolver;
}

/** The number that answers `challenge`, shown as it goes; `undefined` when none was found. */
function solveShown(
  challenge: BotChallenge,
  view: CheckView,
  solve: typeof runSolver,
  signal?: AbortSignal,
): Promise<number | undefined> {
  const of = challenge.maxnumber;
  view.show({ kind: 'checking', tried: 0, of });
  return solve(challenge, {
    onProgress: (tried) => view.show({ kind: 'checking', tried, of }),
    ...(signal ? { signal } : {}),
  }).catch(() => undefined);
}

/** The request the SSO challenged, sent again with these headers added (none: as it was). */
export type Resend = (headers: Readonly<Record<string, string>>) => Promise<Response>;

/**
 * Answers a refusal that asks for a bot challenge: solves it while the form that sent the
 * request says "Checking this browser…", and sends the same request again with the solution,
 * so the broker neither types nor presses anything again. What comes back is the request's
 * own answer, as if nothing had been asked.
 *
 * A check that fails (no number answers it, or the SSO refuses the solution) is said in the
 * form with "Try again", which sends the request again as it was: the SSO answers it, or asks
 * for a fresh challenge. Where nobody could press it (no form), the refusal is the answer.
 */
export async function answerChallenge(
  refusal: Response,
  resend: Resend,
  options: MeetOptions = {},
): Promise<Response> {
  let challenge = await challengeIn(refusal);
  if (!challenge) return refusal;
  const view = options.view ?? showCheck(busyForm());
  const solve = options.solve ?? runSolver;
  let last = refusal;
  try {
    while (challenge) {
      const number = await solveShown(challenge, view, solve);
      if (number !== undefined) {
        last = await resend({ [solutionHeader]: encodeSolution(challenge, number) });
        // Anything but another challenge is the request's own answer (signed in, a wrong
        // password, a limit): the check is over.
        if (!(await challengeIn(last))) return last;
      }
      if (!(await view.failed())) return last;
      last = await resend({});
      challenge = await challengeIn(last);
    }
    return last;
  } finally {
    view.close();
  }
}

export interface NavigationChallenge {
  /** Where the check is shown. */
  readonly place: Element | null;
  /** The navigation the SSO sent back, without a solution. */
  readonly href: string;
  /** It came back for a solution the SSO did not take: the failure is said first. */
  readonly refusedBefore: boolean;
  /** Goes to the address, with the solution in its `challenge` query. */
  readonly go: (href: string) => void;
  /** The page is going elsewhere: the search stops. */
  readonly signal?: AbortSignal;
}

/**
 * Meets a challenge for a navigation (a company sign-in's start, which the SSO sent back to
 * `/login?company_challenge=`): asks for a fresh challenge, solves it as the page says
 * "Checking this browser…", and goes to the start again with the solution. A check that fails,
 * or that the SSO refused before, is said with "Try again".
 */
export async function meetNavigationChallenge(
  navigation: NavigationChallenge,
  options: MeetOptions = {},
): Promise<void> {
  const view = options.view ?? showCheck(navigation.place);
  const solve = options.solve ?? runSolver;
  let failed = navigation.refusedBefore;
  for (;;) {
    if (failed && !(await view.failed())) break;
    failed = true;
    const issued = await issueChallenge();
    if (navigation.signal?.aborted) break;
    if (!issued.ok) continue;
    const number = await solveShown(issued.challenge, view, solve, navigation.signal);
    if (navigation.signal?.aborted) break;
    if (number === undefined) continue;
    const url = new URL(navigation.href, location.origin);
    url.searchParams.set('challenge', encodeSolution(issued.challenge, number));
    // The check stays on screen while the browser goes: the page is leaving.
    navigation.go(url.pathname + url.search);
    return;
  }
  view.close();
}
