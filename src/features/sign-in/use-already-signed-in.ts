import { useEffect, useRef } from 'react';
import { maybeSignedIn } from '../../api/signed-in-hint';
import { whoami } from '../../api/sso';
import { usePageShownAgain } from '../../hooks/use-page-shown-again';
import { loadFinishSignOutChunk } from '../../session/finish-sign-out-chunk';
import { readPendingLogout } from '../../session/local-state';
import { onSessionEvent } from '../../session/session-broadcast';

/**
 * Someone already signed in (another tab, a remembered session) goes straight on: checked on
 * arrival, when another tab announces a sign-in, and when this tab comes back into view. The
 * form stays usable meanwhile: on a slow network this answer may take a while. An answer
 * that arrives while the user's own sign-in is on its way is left to that sign-in.
 */
export function useAlreadySignedIn(onSignedIn: () => void, signingIn: () => boolean): void {
  const check = useRef(() => {});

  useEffect(() => {
    const controller = new AbortController();
    check.current = async () => {
      // No hint, no session: the SSO is not asked, and its code is not fetched for nothing.
      // A sign-out still owed to the server is then main.tsx's to send, after the first paint.
      if (!maybeSignedIn()) return;
      // A sign-out this device still owes the server goes first: the session it ends must
      // not carry the user straight back in.
      if (readPendingLogout() && (await finishQueuedSignOut()) === 'still-pending') return;
      whoami(controller.signal).then((result) => {
        if (result.status === 'signed-in' && !signingIn() && !controller.signal.aborted) {
          onSignedIn();
        }
      });
    };
    check.current();
    const stopListening = onSessionEvent((event) => {
      if (event === 'signed-in') check.current();
    });
    return () => {
      controller.abort();
      stopListening();
    };
  }, [onSignedIn, signingIn]);

  usePageShownAgain(() => check.current());
}

/** Sends the logout queued on this device; one whose code cannot come is still owed. */
function finishQueuedSignOut(): Promise<string> {
  return loadFinishSignOutChunk().then(
    (finisher) => finisher.finishPendingSignOut(),
    () => 'still-pending',
  );
}
