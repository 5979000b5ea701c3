import {
  isSuiteApplication,
  type SuiteAppKey,
  suiteApplications,
} from '../../config/suite-applications';
import type { LauncherMessageKey } from '../../i18n/launcher-messages-en';

export function isSuiteApp(value: unknown): value is SuiteAppKey {
  return isSuiteApplication(value);
}

export function appName(app: SuiteAppKey): LauncherMessageKey {
  return `suiteApp.${app}.name`;
}

export function appDescription(app: SuiteAppKey): LauncherMessageKey {
  return `suiteApp.${app}.description`;
}

/**
 * The applications a user may open, from whoami's `user.apps`, in the suite's order. Keys this
 * version of the portal does not know are left out: it has no name or address for them.
 */
export function openableApps(granted: readonly string[]): SuiteAppKey[] {
  return suiteApplications.filter((app) => granted.includes(app));
}
