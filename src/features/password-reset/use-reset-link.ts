import { useCallback, useEffect, useState } from 'react';
import { checkResetLink, type ResetLinkProblem } from '../../api/sso-account';
import { isLinkFailure, type LinkState } from './reset-link-state';
import { useResetToken } from './use-reset-token';

/**
 * The reset link the page was opened with: its token (out of the address at once, see
 * `useResetToken`) and what the service says of it. A token of the wrong shape is called
 * broken without asking.
 */
export function useResetLink() {
  const token = useResetToken();
  const [link, setLink] = useState<LinkState>(() =>
    token.kind === 'token'
      ? { status: 'checking' }
      : { status: 'broken', problem: 'reset_token_invalid' },
  );

  const check = useCallback(
    (signal?: AbortSignal) => {
      if (token.kind !== 'token') return;
      setLink({ status: 'checking' });
      checkResetLink(token.token, signal).then((result) => {
        if (signal?.aborted) return;
        if (result.ok) setLink({ status: 'ready', email: result.email, token: token.token });
        else if (isLinkFailure(result.failure))
          setLink({ status: 'broken', problem: result.failure.kind });
        else setLink({ status: 'unchecked', failure: result.failure });
      });
    },
    [token],
  );

  useEffect(() => {
    const controller = new AbortController();
    check(controller.signal);
    return () => controller.abort();
  }, [check]);

  const markBroken = useCallback(
    (problem: ResetLinkProblem) => setLink({ status: 'broken', problem }),
    [],
  );

  return { link, check, markBroken };
}
