import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LiveMessage } from '../../components/live-message';
import { TryAgainButton } from '../../components/try-again-button';
import { paths } from '../../config/portal-paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useKeyboardAfterRetry } from '../../hooks/use-keyboard-after-retry';
import { useI18n } from '../../i18n/i18n-context';
import { useLauncherMessages } from '../../i18n/launcher-messages';
import { useSessionWatch } from '../../session/use-session-watch';
import { Launcher, launcherTitleId } from './launcher';
import { SignOutLink } from './sign-out-link';
import './launcher.css';

const failureMessages = {
  offline: 'error.offline',
  timeout: 'error.timeout',
  unavailable: 'error.unavailable',
  malformed: 'error.malformed',
} as const;

/** The main screen: the suite's applications the user may open, once whoami says who it is. */
export interface LauncherPageProps {
  /**
   * Fetches the sign-out page's code, which is not in the first script: signing out must work
   * when the network is gone by the time the broker presses it.
   */
  readonly preloadSignOut?: () => Promise<unknown>;
}

export function LauncherPage({ preloadSignOut }: LauncherPageProps) {
  const { t } = useI18n();
  const text = useLauncherMessages();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const watch = useSessionWatch();
  useDocumentTitle(text('title.home'));

  useEffect(() => {
    // A failure is the page's to report if the broker signs out: nothing to do here.
    preloadSignOut?.().catch(() => {});
  }, [preloadSignOut]);

  // Where the user is, to come back to after signing in again.
  const here = search ? `${location}?${search}` : location;
  const { status } = watch.state;
  const tryAgain = useRef<HTMLButtonElement>(null);
  const retrying = useKeyboardAfterRetry(status !== 'checking', () =>
    status === 'failed' ? tryAgain.current : document.getElementById(launcherTitleId),
  );

  // Nobody signed in: straight to the form. A session that ended under the user: to the
  // form too, which says why, and brings them back here after signing in.
  useEffect(() => {
    if (status === 'signed-out') navigate(paths.login.getHref(here), { replace: true });
    if (status === 'ended') navigate(paths.login.afterSessionEnded(here), { replace: true });
  }, [status, here, navigate]);

  switch (watch.state.status) {
    case 'signed-out':
      return null;
    case 'ended':
      return null;
    case 'checking':
      return (
        <div className="launcher" aria-busy="true">
          <p role="status" className="launcher-checking">
            {text('launcher.checking')}
          </p>
          <div className="launcher-actions">
            <SignOutLink />
          </div>
        </div>
      );
    case 'failed':
      return (
        <section className="card" aria-labelledby="launcher-error-title">
          <h1 id="launcher-error-title">{text('launcher.error')}</h1>
          <LiveMessage tone="error">{t(failureMessages[watch.state.failure])}</LiveMessage>
          <div className="launcher-actions">
            <TryAgainButton
              buttonRef={tryAgain}
              onClick={() => {
                retrying();
                watch.retry();
              }}
            />
            <SignOutLink />
          </div>
        </section>
      );
    case 'signed-in':
      return <Launcher signedIn={watch.state.signedIn} watch={watch} />;
  }
}
