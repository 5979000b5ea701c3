import type { TransportFailure } from '../api/request-failure';
import type { WhoamiResult } from '../api/sso';
import type { SignedIn } from '../api/sso-responses';
import {
  canExtend,
  endCheckDelayMs,
  expiresAtOf,
  isWatched,
  type WatchState,
} from './session-watch-state';

/**
 * How a page's idea of the session changes, and what it does next, as a pure function of what
 * happened: an answer, a failure, the clock, the page hidden or shown. The hook that runs it
 * (`use-session-watch.ts`) sends the requests, keeps the timer and listens to the page; here
 * every decision can be read, and tested, without any of them.
 */

export type WatchEvent =
  /** The page is on screen: ask, unless an answer of a moment ago already said. */
  | { readonly type: 'opened' }
  /** The tab was shown again, or the page restored from the back/forward cache. */
  | { readonly type: 'shown-again' }
  /** The page is going into the back/forward cache, to come back on screen as it was left. */
  | { readonly type: 'page-hidden-into-cache' }
  | { readonly type: 'came-online' }
  | { readonly type: 'retry-asked' }
  | { readonly type: 'stay-signed-in-asked' }
  /** The time `nextWakeAt` asked for has come; `visible`: the page is on screen then. */
  | { readonly type: 'clock-ticked'; readonly visible: boolean }
  /** whoami or refresh answered: `signedIn`, or undefined when nobody is signed in. */
  | { readonly type: 'answered'; readonly request: number; readonly signedIn: SignedIn | undefined }
  | { readonly type: 'failed'; readonly request: number; readonly failure: TransportFailure };

export type WatchCommand =
  | { readonly type: 'ask-whoami'; readonly request: number }
  | { readonly type: 'ask-refresh'; readonly request: number }
  /** What this page showed belonged to the user; on a shared computer it must not stay. */
  | { readonly type: 'forget-user' };

export interface WatchStep {
  readonly state: WatchState;
  readonly commands: readonly WatchCommand[];
}

/** The state after `event`, which happened at `now` on the device's clock, and what to do. */
export function reduceWatch(previous: WatchState, event: WatchEvent, now: number): WatchStep {
  const step = transition({ ...previous, now }, event, previous.now);
  // The periodic checks run while the session is watched, counted from when watching began.
  const wasWatching = isWatched(previous.session);
  const watched = isWatched(step.state.session);
  const nextCheckAt = watched
    ? wasWatching
      ? step.state.nextCheckAt
      : now + previous.timing.checkEveryMs
    : undefined;
  return { ...step, state: { ...step.state, nextCheckAt } };
}

/**
 * The event an answer of whoami or refresh makes, for the request `request`. A whoami that
 * never reached the SSO on a device signed out here (signed-out-here.ts) answers what the SSO
 * would have: no session.
 */
export function answerEvent(
  request: number,
  result: WhoamiResult,
  signedOutHere = false,
): WatchEvent {
  if (result.status === 'failed') {
    if (signedOutHere) return { type: 'answered', request, signedIn: undefined };
    return { type: 'failed', request, failure: result.failure };
  }
  const signedIn = result.status === 'signed-in' ? result.signedIn : undefined;
  return { type: 'answered', request, signedIn };
}

function transition(state: WatchState, event: WatchEvent, before: number): WatchStep {
  switch (event.type) {
    case 'opened':
      return state.session.status === 'checking' ? askWhoami(state) : stay(state);
    case 'shown-again':
      return isWatched(state.session) ? askWhoami(state) : stay(state);
    case 'came-online':
      // A page opened offline recovers by itself when the connection returns.
      return state.session.status === 'failed' ? askWhoami(state) : stay(state);
    case 'retry-asked':
      return askWhoami({ ...state, session: { status: 'checking' } });
    case 'stay-signed-in-asked': {
      // At its absolute end a refresh would change nothing: nothing is sent.
      if (!canExtend(state)) return stay(state);
      const request = state.latestRequest + 1;
      return {
        state: { ...state, latestRequest: request, extend: 'extending', extendRequest: request },
        commands: [{ type: 'ask-refresh', request }],
      };
    }
    case 'page-hidden-into-cache':
      // A page kept in the back/forward cache comes back on screen as it was left, before any
      // script can ask whether the session still stands: after a sign-out elsewhere, Back
      // would show the user's name and applications. What the page shows of the session is
      // taken down as it is left, and put back once whoami confirms it.
      return stay(
        state.session.status === 'signed-in'
          ? { ...state, session: { status: 'checking' } }
          : state,
      );
    case 'clock-ticked':
      return tick(state, event.visible, before);
    case 'answered':
    case 'failed':
      return answered(settleExtend(state, event), event);
  }
}

function tick(state: WatchState, visible: boolean, before: number): WatchStep {
  let ask = false;
  let next = state;
  if (state.nextCheckAt !== undefined && state.now >= state.nextCheckAt) {
    ask = visible;
    next = { ...state, nextCheckAt: state.now + state.timing.checkEveryMs };
  }
  // The session's end passed since the last event: whether it really ended is the server's
  // to say, whatever this device's clock reads.
  const expiresAt = expiresAtOf(state);
  if (expiresAt !== undefined) {
    const endCheckAt = expiresAt + endCheckDelayMs;
    if (before < endCheckAt && endCheckAt <= state.now) ask = true;
  }
  return ask ? askWhoami(next) : stay(next);
}

function settleExtend(
  state: WatchState,
  event: Extract<WatchEvent, { request: number }>,
): WatchState {
  if (event.request !== state.extendRequest) return state;
  return {
    ...state,
    extend: event.type === 'failed' ? 'failed' : 'idle',
    extendRequest: undefined,
  };
}

function answered(state: WatchState, event: Extract<WatchEvent, { request: number }>): WatchStep {
  const { status } = state.session;
  if (event.request !== state.latestRequest || status === 'ended' || status === 'signed-out') {
    return stay(state);
  }
  if (event.type === 'failed') {
    // A network blip does not undo a session already confirmed.
    if (status === 'signed-in') return stay(state);
    return stay({ ...state, session: { status: 'failed', failure: event.failure } });
  }
  if (event.signedIn) {
    return stay({
      ...state,
      session: { status: 'signed-in', signedIn: event.signedIn },
      shownSignedIn: true,
    });
  }
  if (!state.shownSignedIn) return stay({ ...state, session: { status: 'signed-out' } });
  return { state: { ...state, session: { status: 'ended' } }, commands: [{ type: 'forget-user' }] };
}

function askWhoami(state: WatchState): WatchStep {
  const request = state.latestRequest + 1;
  return {
    state: { ...state, latestRequest: request },
    commands: [{ type: 'ask-whoami', request }],
  };
}

function stay(state: WatchState): WatchStep {
  return { state, commands: [] };
}
