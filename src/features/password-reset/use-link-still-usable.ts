import { useEffect, useRef } from 'react';
import { checkResetLink, type ResetLinkProblem } from '../../api/sso-account';
import { usePageShownAgain } from '../../hooks/use-page-shown-again';
import { onSessionEvent } from '../../session/session-broadcast';
import { isLinkFailure } from './reset-link-state';

/**
 * While the new-password form is open, the link may be used meanwhile (the same link opened in
 * another tab, another link of the account, another device): the form then says so at once,
 * instead of after the user has chosen a password it can no longer save. Asked again when
 * another tab reports a reset and when this one is shown again; only a spent or expired link
 * changes what is shown, and never while the new password is on its way.
 */
export function useLinkStillUsable(
  token: string,
  saving: () => boolean,
  onBroken: (problem: ResetLinkProblem) => void,
): void {
  const recheck = useRef(() => {});

  useEffect(() => {
    const controller = new AbortController();
    recheck.current = () => {
      if (saving()) return;
      checkResetLink(token, controller.signal).then((result) => {
        if (controller.signal.aborted || saving() || result.ok) return;
        if (isLinkFailure(result.failure)) onBroken(result.failure.kind);
      });
    };
    const stopListening = onSessionEvent((event) => {
      if (event === 'password-changed') recheck.current();
    });
    return () => {
      controller.abort();
      stopListening();
    };
  }, [token, saving, onBroken]);

  usePageShownAgain(() => recheck.current());
}
