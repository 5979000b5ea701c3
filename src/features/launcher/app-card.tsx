import { useId } from 'react';
import type { SuiteAppKey } from '../../config/env-variables';
import { useLauncherMessages } from '../../i18n/launcher-messages';
import { AppIcon } from './app-icons';
import { appDescription, appName } from './suite-apps';

export interface AppCardProps {
  readonly app: SuiteAppKey;
  readonly href: string;
  /** Unread notifications to show on the card; nothing is shown for `undefined` or 0. */
  readonly unread?: number | undefined;
  /** Called when the user opens the card, in this tab or another. */
  readonly onOpen: (app: SuiteAppKey) => void;
  /** Names the card for the onboarding tours (`data-tour`, space-separated). */
  readonly tourTarget?: string | undefined;
  /**
   * No network: the application cannot open, so the card says it is unavailable and a tap
   * goes nowhere, rather than to the browser's error page.
   */
  readonly offline?: boolean;
}

/**
 * A plain link, so everything a browser does with links works: Ctrl/⌘-click and middle click
 * open a new tab, the context menu copies the address, and a screen reader lists it among the
 * page's links. Its accessible name is the application (and its unread count); the description
 * is read after it, as a description.
 */
export function AppCard({ app, href, unread, onOpen, tourTarget, offline = false }: AppCardProps) {
  const t = useLauncherMessages();
  const id = useId();
  const hasUnread = unread !== undefined && unread > 0;

  return (
    <a
      className="app-card"
      href={href}
      aria-labelledby={hasUnread ? `${id}-name ${id}-unread` : `${id}-name`}
      aria-describedby={`${id}-description`}
      data-tour={tourTarget}
      aria-disabled={offline || undefined}
      onClick={(event) => {
        if (offline) event.preventDefault();
        else onOpen(app);
      }}
      onAuxClick={(event) => {
        if (event.button === 1 && !offline) onOpen(app);
      }}
    >
      <span className="app-card-icon">
        <AppIcon app={app} />
      </span>
      <span className="app-card-name" id={`${id}-name`}>
        {t(appName(app))}
      </span>
      <span className="app-card-description" id={`${id}-description`}>
        {t(appDescription(app))}
      </span>
      {/* On the icon's corner, as on a phone's home screen: beside the name it took the room
          of a whole word, and "Notifications" broke in two on a desktop. */}
      {hasUnread ? (
        <span className="app-card-badge" id={`${id}-unread`}>
          <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
          <span className="visually-hidden">{t('launcher.unread', { count: unread })}</span>
        </span>
      ) : null}
    </a>
  );
}
