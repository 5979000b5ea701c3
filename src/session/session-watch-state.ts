import type { TransportFailure } from '../api/request-failure';
import type { SignedIn } from '../api/sso-responses';

/**
 * What a page knows of the session, and what follows from it at a given moment: whether to
 * warn, and when the clock next matters. Changed only by `reduceWatch`
 * (session-watch-reducer.ts).
 */

export type SessionWatchState =
  /** The first answer has not come yet. */
  | { readonly status: 'checking' }
  | { readonly status: 'signed-in'; readonly signedIn: SignedIn }
  /** The first answer said nobody is signed in: the visitor never was, on this page. */
  | { readonly status: 'signed-out' }
  /** A session this page saw has expired or was ended elsewhere. */
  | { readonly status: 'ended' }
  /** The first answer could not be had; later failures keep the last known session. */
  | { readonly status: 'failed'; readonly failure: TransportFailure };

export type ExtendState = 'idle' | 'extending' | 'failed';

export interface WatchTiming {
  /** How often to ask the SSO while the page is visible. */
  readonly checkEveryMs: number;
  /** How long before the session's end to warn. */
  readonly warnBeforeMs: number;
}

export interface WatchState {
  readonly session: SessionWatchState;
  readonly extend: ExtendState;
  readonly timing: WatchTiming;
  /** The device's time at the latest event: what "soon" and "due" are measured from. */
  readonly now: number;
  /** Whether this page has shown a session: when whoami then says signed out, it has ended. */
  readonly shownSignedIn: boolean;
  /** The latest request sent. Answers can overtake each other; only this one's counts. */
  readonly latestRequest: number;
  /** The "Stay signed in" request under way, whose answer ends `extending`. */
  readonly extendRequest: number | undefined;
  /** When the next periodic check is due; set while the session is watched. */
  readonly nextCheckAt: number | undefined;
}

// A moment after the end, so the server agrees the session is over.
export const endCheckDelayMs = 1000;

/**
 * The watch of a page that opens at `now`. An answer of the last few seconds (`fresh`, the
 * sign-in that led here) is taken as it is, not asked for again.
 */
export function startWatch(
  fresh: SignedIn | undefined,
  timing: WatchTiming,
  now: number,
): WatchState {
  return {
    session: fresh ? { status: 'signed-in', signedIn: fresh } : { status: 'checking' },
    extend: 'idle',
    timing,
    now,
    shownSignedIn: fresh !== undefined,
    latestRequest: 0,
    extendRequest: undefined,
    nextCheckAt: now + timing.checkEveryMs,
  };
}

/** Whether the session is still watched: asked again over time, and its end waited for. */
export function isWatched(session: SessionWatchState): boolean {
  return session.status === 'checking' || session.status === 'signed-in';
}

/** From `warnBeforeMs` before the end until the session is extended or ends. */
export function isExpiringSoon(state: WatchState): boolean {
  const expiresAt = expiresAtOf(state);
  return expiresAt !== undefined && expiresAt - state.now <= state.timing.warnBeforeMs;
}

/**
 * Whether "Stay signed in" would move the end: not once the session ends at its absolute end,
 * which no refresh passes (NIST SP 800-63B-4's 24 hours between sign-ins). An SSO that does not
 * state that end is taken at its word that a refresh extends.
 */
export function canExtend(state: WatchState): boolean {
  if (state.session.status !== 'signed-in') return false;
  const { expiresAt, absoluteExpiresAt } = state.session.signedIn.session;
  return absoluteExpiresAt === undefined || expiresAt.getTime() < absoluteExpiresAt.getTime();
}

/**
 * When the clock should next wake the watch: the next periodic check, the warning, or the
 * check at the end, whichever comes first; undefined when there is nothing to wait for.
 */
export function nextWakeAt(state: WatchState): number | undefined {
  const expiresAt = expiresAtOf(state);
  const moments = [state.nextCheckAt];
  if (expiresAt !== undefined) {
    moments.push(expiresAt - state.timing.warnBeforeMs, expiresAt + endCheckDelayMs);
  }
  const ahead = moments.filter((time): time is number => time !== undefined && time > state.now);
  return ahead.length > 0 ? Math.min(...ahead) : undefined;
}

/** When the session shown ends, on this device's clock. */
export function expiresAtOf(state: WatchState): number | undefined {
  return state.session.status === 'signed-in'
    ? state.session.signedIn.session.expiresAt.getTime()
    : undefined;
}
