import { useCallback, useEffect, useState } from 'react';
import { type PendingResult, readPendingSignIn } from '../../../api/second-factor-sign-in';

export type PendingState = { readonly status: 'loading' } | PendingResult;

/**
 * The sign-in waiting for its code in this browser, asked of the SSO when the step opens (a
 * reload, a link) rather than carried from the sign-in page: the SSO alone knows whether it
 * still waits. `retry` asks again after a failed answer.
 */
export function usePendingSignIn() {
  const [state, setState] = useState<PendingState>({ status: 'loading' });
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    void asked;
    const controller = new AbortController();
    setState({ status: 'loading' });
    readPendingSignIn(controller.signal).then((result) => {
      if (!controller.signal.aborted) setState(result);
    });
    return () => controller.abort();
  }, [asked]);

  const retry = useCallback(() => setAsked((count) => count + 1), []);
  return { state, retry };
}
