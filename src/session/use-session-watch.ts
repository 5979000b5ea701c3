import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { forgetSession, freshSession } from '../api/known-session';
import { refreshSession } from '../api/session-refresh';
import { whoami } from '../api/sso';
import { usePageShownAgain } from '../hooks/use-page-shown-again';
import { type Clock, deviceClock } from './clock';
import { forgetLocalState } from './local-state';
import {
  answerEvent,
  reduceWatch,
  type WatchCommand,
  type WatchEvent,
} from './session-watch-reducer';
import { wakeAt } from './session-watch-scheduler';
import {
  canExtend,
  type ExtendState,
  isExpiringSoon,
  isWatched,
  nextWakeAt,
  type SessionWatchState,
  startWatch,
} from './session-watch-state';
import { signedOutHere } from './signed-out-here';

export interface SessionWatchOptions {
  /** How often to ask the SSO while the page is visible; a minute by default. */
  readonly checkEveryMs?: number;
  /** How long before the session's end to warn; two minutes by default. */
  readonly warnBeforeMs?: number;
  /** The clock the watch's timer runs on; the device's by default. */
  readonly clock?: Clock;
}

export interface SessionWatch {
  readonly state: SessionWatchState;
  /** From `warnBeforeMs` before the end until the session is extended or ends. */
  readonly expiringSoon: boolean;
  /** Whether "Stay signed in" can move the end: not once it is the session's absolute end. */
  readonly extendable: boolean;
  readonly extend: ExtendState;
  /** "Stay signed in": asks the SSO for a full lifetime again, up to the absolute end. */
  readonly staySignedIn: () => void;
  /** Asks again after a failed first check. */
  readonly retry: () => void;
}

const minute = 60_000;

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
 *
 * What happens on each event is decided in session-watch-reducer.ts; this hook feeds it the
 * page's events, the clock and the answers, and carries out what it asks for.
 */
export function useSessionWatch(options: SessionWatchOptions = {}): SessionWatch {
  const clock = options.clock ?? deviceClock;
  const [state, setState] = useState(() =>
    startWatch(
      freshSession(),
      {
        checkEveryMs: options.checkEveryMs ?? minute,
        warnBeforeMs: options.warnBeforeMs ?? 2 * minute,
      },
      clock.now(),
    ),
  );
  // The state events are applied to: several can arrive before React renders again.
  const latest = useRef(state);
  // Answers that arrive after the page is gone change nothing.
  const mounted = useRef(false);

  const dispatch = useCallback(
    (event: WatchEvent) => {
      if (!mounted.current) return;
      const step = reduceWatch(latest.current, event, clock.now());
      latest.current = step.state;
      setState(step.state);
      for (const command of step.commands) perform(command, dispatch);
    },
    [clock],
  );

  useEffect(() => {
    mounted.current = true;
    dispatch({ type: 'opened' });
    return () => {
      mounted.current = false;
    };
  }, [dispatch]);

  const watched = isWatched(state.session);
  usePageShownAgain(() => dispatch({ type: 'shown-again' }), watched);

  useEffect(() => {
    if (!watched) return;
    const onPageHide = (event: PageTransitionEvent) => {
      // Synchronously: the page is frozen in the back/forward cache right after this event,
      // and comes back on screen as it was then.
      if (event.persisted) flushSync(() => dispatch({ type: 'page-hidden-into-cache' }));
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [watched, dispatch]);

  const failed = state.session.status === 'failed';
  useEffect(() => {
    if (!failed) return;
    const onOnline = () => dispatch({ type: 'came-online' });
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [failed, dispatch]);

  const wake = nextWakeAt(state);
  useEffect(() => {
    if (wake === undefined) return;
    return wakeAt(clock, wake, () =>
      dispatch({ type: 'clock-ticked', visible: document.visibilityState === 'visible' }),
    );
  }, [clock, wake, dispatch]);

  const staySignedIn = useCallback(() => dispatch({ type: 'stay-signed-in-asked' }), [dispatch]);
  const retry = useCallback(() => dispatch({ type: 'retry-asked' }), [dispatch]);
  return {
    state: state.session,
    expiringSoon: isExpiringSoon(state),
    extendable: canExtend(state),
    extend: state.extend,
    staySignedIn,
    retry,
  };
}

function perform(command: WatchCommand, dispatch: (event: WatchEvent) => void): void {
  switch (command.type) {
    case 'ask-whoami':
      whoami().then((result) =>
        dispatch(
          answerEvent(command.request, result, result.status === 'failed' && signedOutHere()),
        ),
      );
      return;
    case 'ask-refresh':
      refreshSession().then((result) => dispatch(answerEvent(command.request, result)));
      return;
    case 'forget-user':
      forgetSession();
      forgetLocalState();
      return;
  }
}
