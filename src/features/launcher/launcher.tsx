import { type RefObject, useCallback, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { SignedIn } from '../../api/sso-responses';
import { LiveMessage } from '../../components/live-message';
import { SignOutLink } from '../../components/sign-out-link';
import { getConfig } from '../../config/config';
import { getCompanyLinks } from '../../config/links';
import { paths } from '../../config/portal-paths';
import { useOnline } from '../../hooks/use-online';
import { useBrokerageSwitchMessages } from '../../i18n/brokerage-switch-messages';
import { useLauncherMessages } from '../../i18n/launcher-messages';
import type { SessionWatch } from '../../session/use-session-watch';
import { AppCard } from './app-card';
import { AppSearch } from './app-search';
import { useBrokerageSwitch } from './brokerage-switch';
import { BrokerageSwitcher } from './brokerage-switcher';
import { matchesQuery } from './filter-apps';
import { HelpMenu, type HelpMenuItem } from './help-menu';
import { InstallOfferCard } from './install-offer-card';
import { PasskeyOffer } from './passkey-offer';
import { readRecentApps, recentFirst, rememberOpenedApp } from './recent-apps';
import { SessionExpiryWarning } from './session-expiry-warning';
import { appDescription, appName, openableApps } from './suite-apps';
import { useTours } from './use-tours';
import { useUnreadCount } from './use-unread-count';

/** With more cards than this, a search box helps; with fewer, it is one more thing to read. */
const searchFrom = 7;

/** The main screen of a signed-in user: their applications, help, tours, the session warning. */
export function Launcher({
  signedIn: watched,
  watch,
  sessionEnded,
  headingRef,
}: {
  readonly signedIn: SignedIn;
  readonly watch: SessionWatch;
  readonly sessionEnded: () => void;
  /** On the greeting: where the keyboard lands when the screen comes after a retry. */
  readonly headingRef: RefObject<HTMLHeadingElement>;
}) {
  const t = useLauncherMessages();
  const brokerageText = useBrokerageSwitchMessages();
  const helpButtonRef = useRef<HTMLButtonElement>(null);
  const switchButtonRef = useRef<HTMLButtonElement>(null);
  // The cards, the unread count and the tours follow the brokerage a switch moved to.
  const brokerage = useBrokerageSwitch({
    watched,
    text: brokerageText,
    onSessionEnded: sessionEnded,
  });
  const { signedIn } = brokerage;
  const [query, setQuery] = useState('');
  // Read once: a card opened in a new tab must not make the others jump under the pointer.
  const [recent] = useState(readRecentApps);

  const { user } = signedIn;
  const apps = recentFirst(openableApps(user.apps), recent);
  const urls = getConfig().apps;
  const links = getCompanyLinks();
  const unread = useUnreadCount(apps.includes('notifications'));
  const tours = useTours({ sessionId: signedIn.session.id, cardTourPossible: apps.length > 0 });
  const online = useOnline();

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
    ...(links.support ? [{ label: t('help.support'), href: links.support }] : []),
  ];

  const pageHeading = useCallback(() => headingRef.current, [headingRef]);
  const giveHeadingTheKeyboard = useCallback(() => headingRef.current?.focus(), [headingRef]);

  const { TourDialog, running } = tours;

  return (
    <div className="launcher">
      <SessionExpiryWarning
        expiresAt={watch.expiringSoon ? signedIn.session.expiresAt : undefined}
        extendable={watch.extendable}
        extend={watch.extend}
        onStaySignedIn={watch.staySignedIn}
        onClosed={giveHeadingTheKeyboard}
      />

      <div className="launcher-header">
        <div className="launcher-heading">
          <h1 id="launcher-title" ref={headingRef} tabIndex={-1} data-tour="greeting">
            {firstName ? t('launcher.greeting', { name: firstName }) : t('launcher.greetingNoName')}
          </h1>
          <p className="lead">{t('launcher.intro')}</p>
          {brokerage.active ? (
            <p className="lead launcher-brokerage">
              {brokerageText('brokerage.active', { name: brokerage.active.name })}
            </p>
          ) : null}
        </div>
        <div className="launcher-actions">
          <HelpMenu items={helpItems} buttonRef={helpButtonRef} />
          <Link href={paths.security.getHref()} className="button button-secondary">
            {t('launcher.security')}
          </Link>
          <SignOutLink tourTarget="sign-out" />
        </div>
      </div>

      {/* Named in the heading; the switch only for a broker of several. */}
      {brokerage.active && user.brokerages && user.brokerages.length > 1 ? (
        <BrokerageSwitcher
          text={brokerageText}
          email={user.email}
          memberships={user.brokerages}
          active={brokerage.active}
          asked={brokerage.asked}
          said={brokerage.said}
          onSwitch={brokerage.switchTo}
          onCancelProof={brokerage.cancelProof}
          onSessionEnded={sessionEnded}
          toggleRef={switchButtonRef}
        />
      ) : null}

      {/* Under the greeting, its heading in order, and the applications one card lower. */}
      <PasskeyOffer user={user} onClosed={giveHeadingTheKeyboard} />
      <InstallOfferCard onClosed={giveHeadingTheKeyboard} />

      <LiveMessage tone="info">
        {!online && apps.length > 0 ? t('launcher.offline') : undefined}
      </LiveMessage>

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
            <AppSearch query={query} onQueryChange={setQuery} shownCount={shown.length} />
          ) : null}
          {shown.length > 0 ? (
            <ul
              className={online ? 'launcher-grid' : 'launcher-grid launcher-grid-offline'}
              data-tour="apps"
            >
              {shown.map((app, index) => (
                <li key={app}>
                  <AppCard
                    app={app}
                    href={urls[app]}
                    unread={app === 'notifications' ? unread : undefined}
                    onOpen={rememberOpenedApp}
                    offline={!online}
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
          seen={running.seen}
          step={running.step}
          onStepChange={tours.setStep}
          onFinish={tours.finish}
          onDismiss={tours.dismiss}
          fallbackFocus={pageHeading}
        />
      ) : null}
    </div>
  );
}
