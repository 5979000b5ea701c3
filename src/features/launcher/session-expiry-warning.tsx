import { useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { useLauncherMessages } from '../../i18n/launcher-messages';
import type { ExtendState } from '../../session/session-watch-state';

/**
 * The warning shown shortly before the session ends, with the one action that matters. The
 * alert region stays in the page while empty, so the warning is announced when it appears
 * (a region added together with its text is often not read). Its text names the time rather
 * than counting down, which a screen reader would read out every second. At the session's
 * absolute end there is no action: it says so, and that signing in again comes back here.
 */
export function SessionExpiryWarning({
  expiresAt,
  extendable,
  extend,
  onStaySignedIn,
  onClosed,
}: {
  /** Set while the warning applies; `undefined` hides it. */
  readonly expiresAt: Date | undefined;
  /** Whether "Stay signed in" can move the end: not at the session's absolute end. */
  readonly extendable: boolean;
  readonly extend: ExtendState;
  readonly onStaySignedIn: () => void;
  /** The warning went with the keyboard on its button: where the keyboard goes next. */
  readonly onClosed: () => void;
}) {
  const { locale } = useI18n();
  const t = useLauncherMessages();
  // Pressed "Stay signed in": once the session is extended the button goes, and the keyboard
  // with it, unless something else (a tour coming back) has taken it meanwhile.
  const pressed = useRef(false);
  const shown = expiresAt !== undefined;
  useEffect(() => {
    if (shown || !pressed.current) return;
    pressed.current = false;
    if (document.activeElement === null || document.activeElement === document.body) onClosed();
  }, [shown, onClosed]);
  const time = expiresAt
    ? new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(expiresAt)
    : '';
  return (
    <div role="alert" className={expiresAt ? 'session-warning' : undefined}>
      {expiresAt ? (
        <>
          <p className="session-warning-text">
            <strong>{t('session.expiring.title')}</strong>{' '}
            {t(extendable ? 'session.expiring.body' : 'session.expiring.final', { time })}
          </p>
          {extendable && extend === 'failed' ? (
            <p className="session-warning-error">{t('session.expiring.failed')}</p>
          ) : null}
          {extendable ? (
            <button
              type="button"
              className="button button-primary session-warning-action"
              disabled={extend === 'extending'}
              onClick={() => {
                pressed.current = true;
                onStaySignedIn();
              }}
            >
              {extend === 'extending' ? t('action.stayingSignedIn') : t('action.staySignedIn')}
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
