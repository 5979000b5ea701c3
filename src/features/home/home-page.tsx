import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { TransportFailure } from '../../api/request-failure';
import { whoami } from '../../api/sso';
import type { SsoUser } from '../../api/sso-responses';
import { paths } from '../../app/paths';
import { LiveMessage } from '../../components/live-message';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useI18n } from '../../i18n/i18n-context';

type State =
  | { readonly status: 'checking' }
  | { readonly status: 'signed-in'; readonly user: SsoUser }
  | { readonly status: 'failed'; readonly failure: TransportFailure };

const failureMessages = {
  offline: 'error.offline',
  timeout: 'error.timeout',
  unavailable: 'error.unavailable',
  malformed: 'error.malformed',
} as const;

export function HomePage() {
  const { t } = useI18n();
  const [location, navigate] = useLocation();
  const [state, setState] = useState<State>({ status: 'checking' });
  useDocumentTitle(t('title.home'));

  // The SSO cookie is HttpOnly, so whoami is the only way to know who is signed in.
  const check = useCallback(
    (signal?: AbortSignal) => {
      setState({ status: 'checking' });
      whoami(signal).then((result) => {
        if (signal?.aborted) return;
        if (result.status === 'signed-in')
          setState({ status: 'signed-in', user: result.signedIn.user });
        else if (result.status === 'signed-out')
          navigate(paths.login.getHref(location), { replace: true });
        else setState({ status: 'failed', failure: result.failure });
      });
    },
    [location, navigate],
  );

  useEffect(() => {
    const controller = new AbortController();
    check(controller.signal);
    return () => controller.abort();
  }, [check]);

  if (state.status === 'checking') {
    return (
      <section className="card" aria-busy="true">
        <p role="status">{t('home.checking')}</p>
      </section>
    );
  }

  if (state.status === 'failed') {
    return (
      <section className="card" aria-labelledby="home-error-title">
        <h1 id="home-error-title">{t('home.error')}</h1>
        <LiveMessage tone="error">{t(failureMessages[state.failure])}</LiveMessage>
        <button type="button" className="button button-primary" onClick={() => check()}>
          {t('action.tryAgain')}
        </button>
      </section>
    );
  }

  return (
    <section className="card" aria-labelledby="home-title">
      <h1 id="home-title">{t('home.title')}</h1>
      <p>{t('home.signedInAs', { name: state.user.name, email: state.user.email })}</p>
      <Link href={paths.logout.getHref()} replace className="button button-primary">
        {t('action.signOut')}
      </Link>
    </section>
  );
}
