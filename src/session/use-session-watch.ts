import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { forgetSession, freshSession } from '../api/known-session';
import type { TransportFailure } from '../api/request-failure';
import { refreshSession, whoami } from '../api/sso';
import type { SignedIn } from '../api/sso-responses';
import { forgetLocalState } from './local-state';

export interface SessionWatchOptions {
  /** How often to ask the SSO while the page is visible; a minute by default. */
  readonly checkEveryMs?: number;
  /** How long before the session's end to warn; two minutes by default. */
  readonly warnBeforeMs?: number;
}

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

export interface SessionWatch {
  readonly state: SessionWatchState;
  /** From `warnBeforeMs` before the end until the session is extended or ends. */
  readonly expiringSoon: boolean;
  readonly extend: ExtendState;
  /** "Stay signed in": asks the SSO for a full lifetime again. */
  readonly staySignedIn: () => void;
  /** Asks again after a failed first check. */
  readonly retry: () => void;
}

const minute = 60_000;
// setTimeout fires at once for delays past 2^31 - 1 ms (24.8 days), and a remembered session
// lasts 30: longer waits are taken in steps.
const longestTimerMs = 2 ** 31 - 1;

/**
 * Keeps a page's idea of the session true. The SSO cookie is HttpOnly, so whoami is the only
 * way to know, and it is asked when the page opens (unless an answer of the last few seconds,
 * such as the sign-in that led here, already said), when the tab is shown again, when the page
 * comes back from the back/forward cache, every `checkEveryMs` while visible, and at the
 * moment the session is due to end. A session can also be ended elsewhere (signed out on
 * another device, revoked by an administrator), which only those checks reveal.
 *
 * `expiresAt` arrives on this device's clock (moved there by the offset each answer's `Date`
 * shows), so the warning comes on time however far off the device's clock is; the end itself
 * is always the server's answer.
 */
export function useSessionWatch(options: SessionWatchOptions = {}): SessionWatch {
  const checkEveryMs = options.checkEveryMs ?? minute;
  const warnBeforeMs = options.warnBeforeMs ?? 2 * minute;

  // An answer of the last few seconds (the sign-in that led here) is not asked for again.
  const [state, setState] = useState<SessionWatchState>(() => {
    const signedIn = freshSession();
    return signedIn ? { status: 'signed-in', signedIn } : { status: 'checking' };
  });
  const [extend, setExtend] = useState<ExtendState>('idle');
  // Bumped when a timer wakes, so the warning is computed again against the clock.
  const [clockTick, setClockTick] = useState(0);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  // Whether this page has shown a session: when whoami then says signed out, it has ended.
  const shownSignedIn = useRef(state.status === 'signed-in');
  // Answers can overtake each other; only the latest request's answer counts.
  const latestRequest = useRef(0);
  const mounted = useRef(true);

  const apply = useCallback((result: Awaited<ReturnType<typeof whoami>>) => {
    const current = stateRef.current;
    if (current.status === 'ended' || current.status === 'signed-out') return;
    if (result.status === 'signed-in') {
      shownSignedIn.current = true;
      setState({ status: 'signed-in', signedIn: result.signedIn });
      return;
    }
    if (result.status === 'signed-out') {
      if (shownSignedIn.current) {
        // What this page showed belonged to the user; on a shared computer it must not stay.
        forgetSession();
        forgetLocalState();
        setState({ status: 'ended' });
      } else {
        setState({ status: 'signed-out' });
      }
      return;
    }
    // A network blip does not undo a session already confirmed.
    if (current.status !== 'signed-in') setState({ status: 'failed', failure: result.failure });
  }, []);

  const check = useCallback(() => {
    const request = ++latestRequest.current;
    whoami().then((result) => {
      if (mounted.current && request === latestRequest.current) apply(result);
    });
  }, [apply]);

  const retry = useCallback(() => {
    setState({ status: 'checking' });
    check();
  }, [check]);

  const staySignedIn = useCallback(() => {
    setExtend('extending');
    const request = ++latestRequest.current;
    refreshSession().then((result) => {
      if (!mounted.current) return;
      setExtend(result.status === 'failed' ? 'failed' : 'idle');
      if (request === latestRequest.current) apply(result);
    });
  }, [apply]);

  const watching = state.status === 'checking' || state.status === 'signed-in';
  const failed = state.status === 'failed';

  // A page opened offline says so, and recovers by itself when the connection returns.
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', check);
    return () => window.removeEventListener('online', check);
  }, [failed, check]);

  useEffect(() => {
    mounted.current = true;
    if (stateRef.current.status === 'checking') check();
    return () => {
      mounted.current = false;
    };
  }, [check]);

  useEffect(() => {
    if (!watching) return;
    const checkIfVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      // Restored from the back/forward cache: the page's state is as old as when it was left.
      if (event.persisted) check();
    };
    const onPageHide = (event: PageTransitionEvent) => {
      // A page kept in the back/forward cache comes back on screen as it was left, before any
      // script can ask whether the session still stands: after a sign-out elsewhere, Back would
      // show the user's name and applications. What the page shows of the session is taken
      // down as it is left, synchronously, and put back once whoami confirms it.
      if (event.persisted && stateRef.current.status === 'signed-in') {
        flushSync(() => setState({ status: 'checking' }));
        stateRef.current = { status: 'checking' };
      }
    };
    document.addEventListener('visibilitychange', checkIfVisible);
    window.addEventListener('pageshow', onPageShow);
    window.addEventListener('pagehide', onPageHide);
    const interval = setInterval(checkIfVisible, checkEveryMs);
    return () => {
      document.removeEventListener('visibilitychange', checkIfVisible);
      window.removeEventListener('pageshow', onPageShow);
      window.removeEventListener('pagehide', onPageHide);
      clearInterval(interval);
    };
  }, [watching, check, checkEveryMs]);

  const expiresAt = state.status === 'signed-in' ? state.signedIn.session.expiresAt.getTime() : 0;

  // Wake when the warning is due, and again when the session is due to end.
  // biome-ignore lint/correctness/useExhaustiveDependencies: clockTick re-arms long timers.
  useEffect(() => {
    if (!expiresAt) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const at = (time: number, action: () => void) => {
      const delay = time - Date.now();
      if (delay <= 0) return;
      timers.push(
        setTimeout(
          () => (delay > longestTimerMs ? setClockTick((tick) => tick + 1) : action()),
          Math.min(delay, longestTimerMs),
        ),
      );
    };
    at(expiresAt - warnBeforeMs, () => setClockTick((tick) => tick + 1));
    // A moment after the end, so the server agrees the session is over.
    at(expiresAt + 1000, check);
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [expiresAt, warnBeforeMs, check, clockTick]);

  const expiringSoon = expiresAt > 0 && expiresAt - Date.now() <= warnBeforeMs;

  return { state, expiringSoon, extend, staySignedIn, retry };
}
