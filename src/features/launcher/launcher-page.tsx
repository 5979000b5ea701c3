import { useEffect, useState } from 'react';
import { SignOutLink } from '../../components/sign-out-link';
import { useBrokerageSwitchMessages } from '../../i18n/brokerage-switch-messages';
import { useLauncherMessages } from '../../i18n/launcher-messages';
import type { BeforeSignedIn, SignedInPage } from '../../session/signed-in-page';
import { readLastBrokerage } from './brokerage-last-active';
import { Launcher } from './launcher';
import './launcher.css';
import './app-cards.css';

/** The main screen: the suite's applications the user may open. */
export interface LauncherPageProps {
  /**
   * Fetches the sign-out page's code, which is not in the first script: signing out must work
   * when the network is gone by the time the broker presses it.
   */
  readonly preloadSignOut?: () => Promise<unknown>;
}

/**
 * From the moment the main screen opens, before whoami has answered: its words meanwhile, and
 * the sign-out page's code on its way, since "Sign out" is there from the start.
 */
function useBeforeSignedIn({ preloadSignOut }: LauncherPageProps): BeforeSignedIn {
  const text = useLauncherMessages();
  const brokerageText = useBrokerageSwitchMessages();
  // Offline, whoami cannot say whose applications these are: the last brokerage this session
  // acted for can (brokerage-last-active.ts).
  const [lastBrokerage] = useState(readLastBrokerage);
  useEffect(() => {
    // A failure is the page's to report if the broker signs out: nothing to do here.
    preloadSignOut?.().catch(() => {});
  }, [preloadSignOut]);
  return {
    title: text('title.home'),
    checking: text('launcher.checking'),
    failedHeading: text('launcher.error'),
    failedNote: lastBrokerage
      ? brokerageText('brokerage.last', { name: lastBrokerage })
      : undefined,
    wayOut: <SignOutLink />,
    className: 'launcher',
  };
}

/** Behind the route guard (app/signed-in-only.tsx), as every page for signed-in users. */
export const launcherPage: SignedInPage<LauncherPageProps> = {
  Page: Launcher,
  useBeforeSignedIn,
  // Its applications are the active brokerage's: none until the broker has chosen one.
  needsBrokerage: true,
};
