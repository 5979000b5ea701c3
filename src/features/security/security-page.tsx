import { useCallback, useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { LiveMessage } from '../../components/live-message';
import { TryAgainButton } from '../../components/try-again-button';
import { paths } from '../../config/portal-paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useKeyboardAfterRetry } from '../../hooks/use-keyboard-after-retry';
import { useI18n } from '../../i18n/i18n-context';
import { useSecurityMessages } from '../../i18n/security-messages';
import { useSessionWatch } from '../../session/use-session-watch';
import { DeviceSessionsSection } from './device-sessions-section';
import { PasskeyManager } from './passkey-manager';
import { SecondFactorSection } from './second-factor-section';
import './security.css';

// Offline is this page's own message: the portal's speaks of signing in.
const failureMessages = {
  offline: 'error.offline',
  timeout: 'error.timeout',
  unavailable: 'error.unavailable',
  malformed: 'error.malformed',
} as const;

/**
 * `/security`: the signed-in user's passkeys, two-step verification and sessions on every
 * device. Nobody signed in goes to the form first.
 */
export function SecurityPage() {
  const { t } = useI18n();
  const text = useSecurityMessages();
  const [, navigate] = useLocation();
  const watch = useSessionWatch();
  useDocumentTitle(text('title.security'));
  const { status } = watch.state;
  const here = paths.security.getHref();
  const passkeysTitle = useRef<HTMLHeadingElement>(null);
  const pageTitle = useRef<HTMLHeadingElement>(null);
  const tryAgain = useRef<HTMLButtonElement>(null);
  const retrying = useKeyboardAfterRetry(status !== 'checking', () =>
    status === 'failed' ? tryAgain.current : pageTitle.current,
  );

  const sessionEnded = useCallback(
    () => navigate(paths.login.afterSessionEnded(here), { replace: true }),
    [navigate, here],
  );
  useEffect(() => {
    if (status === 'signed-out') navigate(paths.login.getHref(here), { replace: true });
    if (status === 'ended') sessionEnded();
  }, [status, here, navigate, sessionEnded]);

  return (
    <section className="card security" aria-labelledby="security-title">
      <h1 id="security-title" ref={pageTitle} tabIndex={-1}>
        {text('title.security')}
      </h1>
      {watch.state.status === 'checking' && <p role="status">{text('security.loading')}</p>}
      {watch.state.status === 'failed' && (
        <>
          <LiveMessage tone="error">
            {watch.state.failure === 'offline'
              ? text('security.offline')
              : t(failureMessages[watch.state.failure])}
          </LiveMessage>
          <TryAgainButton
            buttonRef={tryAgain}
            onClick={() => {
              retrying();
              watch.retry();
            }}
          />
        </>
      )}
      {watch.state.status === 'signed-in' && (
        <>
          <section className="security-section" aria-labelledby="passkeys-title">
            <h2 id="passkeys-title" ref={passkeysTitle} tabIndex={-1}>
              {text('security.title')}
            </h2>
            <p className="lead">{text('security.intro')}</p>
            <PasskeyManager
              signedIn={watch.state.signedIn}
              onSessionEnded={sessionEnded}
              focusTitle={() => passkeysTitle.current?.focus()}
            />
          </section>
          <SecondFactorSection signedIn={watch.state.signedIn} onSessionEnded={sessionEnded} />
          <DeviceSessionsSection signedIn={watch.state.signedIn} onSessionEnded={sessionEnded} />
        </>
      )}
      <p className="form-links">
        <Link href={paths.home.getHref()}>{text('security.back')}</Link>
      </p>
    </section>
  );
}
