import { useCallback, useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { LiveMessage } from '../../components/live-message';
import { paths } from '../../config/portal-paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useI18n } from '../../i18n/i18n-context';
import { useSecurityMessages } from '../../i18n/security-messages';
import { useSessionWatch } from '../../session/use-session-watch';
import { PasskeyManager } from './passkey-manager';
import './security.css';

// Offline is this page's own message: the portal's speaks of signing in.
const failureMessages = {
  offline: 'error.offline',
  timeout: 'error.timeout',
  unavailable: 'error.unavailable',
  malformed: 'error.malformed',
} as const;

/** `/security`: the signed-in user's passkeys. Nobody signed in goes to the form first. */
export function SecurityPage() {
  const { t } = useI18n();
  const text = useSecurityMessages();
  const [, navigate] = useLocation();
  const watch = useSessionWatch();
  useDocumentTitle(text('title.security'));
  const { status } = watch.state;
  const here = paths.security.getHref();
  const title = useRef<HTMLHeadingElement>(null);

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
      <h1 id="security-title" ref={title} tabIndex={-1}>
        {text('security.title')}
      </h1>
      <p className="lead">{text('security.intro')}</p>
      {watch.state.status === 'checking' && <p role="status">{text('security.loading')}</p>}
      {watch.state.status === 'failed' && (
        <>
          <LiveMessage tone="error">
            {watch.state.failure === 'offline'
              ? text('security.offline')
              : t(failureMessages[watch.state.failure])}
          </LiveMessage>
          <button type="button" className="button button-primary" onClick={watch.retry}>
            {t('action.tryAgain')}
          </button>
        </>
      )}
      {watch.state.status === 'signed-in' && (
        <PasskeyManager
          signedIn={watch.state.signedIn}
          onSessionEnded={sessionEnded}
          focusTitle={() => title.current?.focus()}
        />
      )}
      <p className="form-links">
        <Link href={paths.home.getHref()}>{text('security.back')}</Link>
      </p>
    </section>
  );
}
