import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { SignedIn } from '../../api/sso-responses';
import { LiveMessage } from '../../components/live-message';
import { SessionExpiryWarning } from '../../components/session-expiry-warning';
import { getConfig } from '../../config/config';
import { paths } from '../../config/portal-paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useI18n } from '../../i18n/i18n-context';
import { useLauncherMessages } from '../../i18n/launcher-messages';
import { requestSignOut } from '../../session/sign-out-request';
import { type SessionWatch, useSessionWatch } from '../../session/use-session-watch';
import { AppCard } from './app-card';
import { matchesQuery } from './filter-apps';
import { HelpMenu, type HelpMenuItem } from './help-menu';
import { readRecentApps, recentFirst, rememberOpenedApp } from './recent-apps';
import { appDescription, appName, openableApps } from './suite-apps';
import { useTours } from './use-tours';
import { useUnreadCount } from './use-unread-count';
import './launcher.css';

const failureMessages = {
  offline: 'error.offline',
  timeout: 'error.timeout',
  unavailable: 'error.unavailable',
  malformed: 'error.malformed',
} as const;

/** With more cards than this, a search box helps; with fewer, it is one more thing to read. */
const searchFrom = 7;

function SignOutLink() {
  const { t } = useI18n();
  // Replaced in history, so Back from the signed-out page cannot return to the cards. The
  // request tells the sign-out page the user asked here, so it does not ask again; wouter
  // calls onClick only for a plain click, so a new tab asks.
  return (
    <Link
      href={paths.logout.getHref()}
      replace
      onClick={requestSignOut}
      className="button button-secondary"
      data-tour="sign-out"
    >
      {t('action.signOut')}
    </Link>
  );
}

/** The main screen: the suite's applications the user may open, once whoami says who it is. */
export function LauncherPage() {
  const { t } = useI18n();
  const text = useLauncherMessages();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const watch = useSessionWatch();
  useDocumentTitle(t('title.home'));

  // Where the user is, to come back to after signing in again.
  const here = search ? `${location}?${search}` : location;
  const { status } = watch.state;

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
            <button type="button" className="button button-primary" onClick={watch.retry}>
              {t('action.tryAgain')}
            </button>
            <SignOutLink />
          </div>
        </section>
      );
    case 'signed-in':
      return <Launcher signedIn={watch.state.signedIn} watch={watch} />;
  }
}

function Launcher({
  signedIn,
  watch,
}: {
  readonly signedIn: SignedIn;
  readonly watch: SessionWatch;
}) {
  const t = useLauncherMessages();
  const searchId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const helpButtonRef = useRef<HTMLButtonElement>(null);
  const [query, setQuery] = useState('');
  // Read once: a card opened in a new tab must not make the others jump under the pointer.
  const [recent] = useState(readRecentApps);

  const { user } = signedIn;
  const apps = recentFirst(openableApps(user.apps), recent);
  const urls = getConfig().apps;
  const unread = useUnreadCount(apps.includes('notifications'));
  const tours = useTours({ signedIn: true, cardTourPossible: apps.length > 0 });

  const searchable = apps.length >= searchFrom;
  const shown = searchable
    ? apps.filter((app) => matchesQuery(query, [t(appName(app)), t(appDescription(app))]))
    : apps;
  const firstName = user.name.trim().split(/\s+/)[0];

  const helpItems: HelpMenuItem[] = [
    ...(tours.paused ? [{ label: t('help.resumeTour'), onSelect: tours.resume }] : []),
    { label: t('help.welcomeTour'), onSelect: () => tours.start('welcome') },
    ...(apps.length > 0
      ? [{ label: t('help.cardTour'), onSelect: () => tours.start('card') }]
      : []),
  ];

  const focusHeading = useCallback(() => headingRef.current, []);

  let searchStatus = '';
  if (query.trim()) {
    if (shown.length === 0) searchStatus = t('launcher.search.none', { query: query.trim() });
    else if (shown.length === 1) searchStatus = t('launcher.search.countOne');
    else searchStatus = t('launcher.search.countMany', { count: shown.length });
  }

  const { TourDialog, running } = tours;

  return (
    <div className="launcher">
      <SessionExpiryWarning
        expiresAt={watch.expiringSoon ? signedIn.session.expiresAt : undefined}
        extend={watch.extend}
        onStaySignedIn={watch.staySignedIn}
      />

      <div className="launcher-header">
        <div className="launcher-heading">
          <h1 id="launcher-title" ref={headingRef} tabIndex={-1} data-tour="greeting">
            {firstName ? t('launcher.greeting', { name: firstName }) : t('launcher.greetingNoName')}
          </h1>
          <p className="lead">{t('launcher.intro')}</p>
        </div>
        <div className="launcher-actions">
          <HelpMenu items={helpItems} buttonRef={helpButtonRef} />
          <SignOutLink />
        </div>
      </div>

      {apps.length === 0 ? (
        <section className="card launcher-empty" aria-labelledby="launcher-empty-title">
          <h2 id="launcher-empty-title">{t('launcher.noApps.title')}</h2>
          <p>{t('launcher.noApps.body')}</p>
        </section>
      ) : (
        <section aria-labelledby="launcher-apps-title">
          <h2 id="launcher-apps-title" className="visually-hidden">
            {t('launcher.appsHeading')}
          </h2>
          {searchable ? (
            <div className="launcher-search field" data-tour="search">
              <label className="field-label" htmlFor={searchId}>
                {t('launcher.search.label')}
              </label>
              <div className="field-control">
                <input
                  id={searchId}
                  className="field-input"
                  type="search"
                  autoComplete="off"
                  spellCheck={false}
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                />
              </div>
              <p role="status" className="launcher-search-status">
                {searchStatus}
              </p>
            </div>
          ) : null}
          {shown.length > 0 ? (
            <ul className="launcher-grid" data-tour="apps">
              {shown.map((app, index) => (
                <li key={app}>
                  <AppCard
                    app={app}
                    href={urls[app]}
                    unread={app === 'notifications' ? unread : undefined}
                    onOpen={rememberOpenedApp}
                    tourTarget={
                      [
                        index === 0 ? 'card' : '',
                        app === 'notifications' ? 'notifications-card' : '',
                      ]
                        .filter(Boolean)
                        .join(' ') || undefined
                    }
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      )}

      {running && TourDialog && !watch.expiringSoon ? (
        <TourDialog
          key={running.tour}
          tour={running.tour}
          step={running.step}
          onStepChange={tours.setStep}
          onFinish={tours.finish}
          onDismiss={tours.dismiss}
          fallbackFocus={focusHeading}
        />
      ) : null}
    </div>
  );
}
