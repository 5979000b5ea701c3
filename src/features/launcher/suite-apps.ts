import { type SuiteAppKey, suiteAppVariables } from '../../config/env-variables';
import type { LauncherMessageKey } from '../../i18n/launcher-messages-en';

/** The suite's applications in the order the main screen shows them to a first-time user. */
export const suiteApps = Object.keys(suiteAppVariables) as readonly SuiteAppKey[];

export function isSuiteApp(value: unknown): value is SuiteAppKey {
  return typeof value === 'string' && (suiteApps as readonly string[]).includes(value);
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
  return suiteApps.filter((app) => granted.includes(app));
}
