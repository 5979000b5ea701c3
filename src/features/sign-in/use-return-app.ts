import { useEffect, useState } from 'react';
import { getConfig } from '../../config/config';
import type { ReturnApp } from './return-app';

export interface ReturnAppJudged {
  /** Where signing in leads (`returnAppOf`), once judged; `undefined` for nowhere to name. */
  readonly app: ReturnApp | undefined;
  /** The target is still being judged: its code comes with the SSO calls. */
  readonly judging: boolean;
}

/** The application `redirect` leads to, once the code that judges a target has come. */
export function useReturnApp(redirect: string | null): ReturnAppJudged {
  const [judged, setJudged] = useState<{ redirect: string; app: ReturnApp | undefined }>();

  useEffect(() => {
    if (!redirect) return;
    let current = true;
    import(/* webpackChunkName: "http-client" */ './return-app').then(
      ({ returnAppOf }) => {
        // The page may be gone by the time the code comes (a sign-in that went on at once).
        if (!current) return;
        setJudged({ redirect, app: returnAppOf(redirect, window.location.origin, getConfig()) });
      },
      // Without its code the page cannot judge the target: it names none.
      () => current && setJudged({ redirect, app: undefined }),
    );
    return () => {
      current = false;
    };
  }, [redirect]);

  if (!redirect) return { app: undefined, judging: false };
  return judged?.redirect === redirect
    ? { app: judged.app, judging: false }
    : { app: undefined, judging: true };
}
