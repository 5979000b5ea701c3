import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { forgetSession, knownSessionId } from '../../api/known-session';
import { signOut } from '../../api/sso';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useI18n } from '../../i18n/i18n-context';
import { finishPendingSignOut } from '../../session/finish-sign-out';
import {
  clearPendingLogout,
  forgetLocalState,
  rememberPendingLogout,
} from '../../session/local-state';
import { announceSessionEvent } from '../../session/session-broadcast';

type Outcome = 'pending' | 'done' | 'unreachable';

// While the server is out of reach, retry now and then even without an `online` event:
// a captive portal or a flaky proxy does not fire one.
const retryEveryMs = 30_000;

export function LogoutPage() {
  const { t } = useI18n();
  const [outcome, setOutcome] = useState<Outcome>('pending');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('title.signOut'));

  useEffect(() => {
    // Local state goes first and unconditionally: whatever the server says, this device is
    // signed out from this moment.
    const sessionId = knownSessionId();
    forgetSession();
    forgetLocalState();

    let active = true;
    let retryTimer: ReturnType<typeof setInterval> | undefined;

    const retry = async () => {
      const result = await finishPendingSignOut();
      if (active && result !== 'still-pending') {
        clearInterval(retryTimer);
        setOutcome('done');
      }
    };

    signOut().then((result) => {
      // Told only now, so another tab's whoami cannot still find the session alive.
      announceSessionEvent('signed-out');
      if (!active) return;
      if (result.ok) {
        clearPendingLogout();
        setOutcome('done');
        return;
      }
      rememberPendingLogout(sessionId ? { at: Date.now(), sessionId } : { at: Date.now() });
      setOutcome('unreachable');
      window.addEventListener('online', retry);
      retryTimer = setInterval(retry, retryEveryMs);
    });

    return () => {
      active = false;
      clearInterval(retryTimer);
      window.removeEventListener('online', retry);
    };
  }, []);

  // Move focus to the outcome so keyboard and screen-reader users learn it at once.
  useEffect(() => {
    if (outcome !== 'pending') headingRef.current?.focus();
  }, [outcome]);

  const title =
    outcome === 'pending'
      ? t('signOut.title')
      : outcome === 'done'
        ? t('signOut.done.title')
        : t('signOut.unreachable.title');

  return (
    <section className="card" aria-labelledby="sign-out-title" aria-busy={outcome === 'pending'}>
      <h1 id="sign-out-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      <div role="status">
        {outcome === 'done' ? <p>{t('signOut.done.body')}</p> : null}
        {outcome === 'unreachable' ? <p>{t('signOut.unreachable.body')}</p> : null}
      </div>
      {outcome !== 'pending' ? (
        <Link href={paths.login.getHref()} className="button button-primary">
          {t('action.signInAgain')}
        </Link>
      ) : null}
    </section>
  );
}
