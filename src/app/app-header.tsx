import { useRef, useState } from 'react';
import { Link, useRoute } from 'wouter';
import { getConfig } from '../config/config';
import { paths } from '../config/portal-paths';
import { useI18n } from '../i18n/i18n-context';
import { isLocale, type Locale, localeNames, locales } from '../i18n/locale';
import { languageSwitchName } from '../i18n/picked-before-script';
import { useOnAuthPage } from './use-on-auth-page';

/**
 * The bar on every page: the suite's name (on a signed-in user's pages, the way to the main
 * screen) and the language switch. The environment, when it is not production, is said at
 * the page's foot (environment-badge.tsx).
 */
export function AppHeader() {
  const { t } = useI18n();
  const [switchFailed, setSwitchFailed] = useState(false);

  return (
    <>
      <header className="app-header">
        <a className="skip-link" href="#main">
          {t('app.skipToContent')}
        </a>
        <Brand />
        <LanguageSwitch onUnavailable={setSwitchFailed} />
      </header>
      {/* Under the header, not in its row. Added with its text: an alert is read out as it
          appears, so no empty region waits in the page for a message this rare. */}
      {switchFailed ? (
        <div className="app-header-message">
          <p className="live-message live-message-error" role="alert">
            {t('locale.unavailable')}
          </p>
        </div>
      ) : null}
    </>
  );
}

/**
 * The suite's name, and the way to the main screen from every page a signed-in user reaches
 * (the security page, a page not found), as a logo is on most sites. Not on the pages for
 * signed-out visitors (`authPaths`): there the main screen would only send the visitor back
 * to sign in, and on `/login` a link would drop the return target and what was typed; those
 * pages have their own links back. On the main screen it names the page the user is on.
 */
function Brand() {
  const { t } = useI18n();
  const { appName } = getConfig();
  const onAuthPage = useOnAuthPage();
  const [onHome] = useRoute(paths.home.path);
  // The space is for the link's name ("gofy Brokerage suite"); the flex layout ignores it.
  const name = (
    <>
      <span className="brand-name">{appName}</span>{' '}
      <span className="brand-tagline">{t('app.tagline')}</span>
    </>
  );
  if (onAuthPage) return <p className="brand">{name}</p>;
  return (
    <Link
      href={paths.home.getHref()}
      className="brand brand-link"
      aria-current={onHome ? 'page' : undefined}
    >
      {name}
    </Link>
  );
}

/**
 * The language switch. It shows a pick at once: the page changes language only once that
 * language's words have arrived, and a menu back on the old language meanwhile (seconds, on a
 * slow connection) looked like a pick that had not taken. Words that cannot come (offline)
 * put it back on the language the page speaks, and the header says why: `onUnavailable` hears
 * true then, and false at every new pick.
 */
function LanguageSwitch({
  onUnavailable,
}: {
  readonly onUnavailable: (unavailable: boolean) => void;
}) {
  const { t, locale, setLocale } = useI18n();
  const [picked, setPicked] = useState<Locale>();
  const lastPick = useRef<Locale>(undefined);
  return (
    <label className="locale-switch">
      <span className="locale-switch-label">{t('locale.label')}</span>
      <select
        name={languageSwitchName}
        value={picked ?? locale}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocale(next)) return;
          lastPick.current = next;
          setPicked(next);
          onUnavailable(false);
          void setLocale(next).then((outcome) => {
            // A later pick is that pick's to settle.
            if (lastPick.current !== next) return;
            setPicked(undefined);
            if (outcome === 'unavailable') onUnavailable(true);
          });
        }}
      >
        {locales.map((option) => (
          <option key={option} value={option} lang={option}>
            {localeNames[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
