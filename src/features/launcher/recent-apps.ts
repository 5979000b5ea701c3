import type { SuiteAppKey } from '../../config/env-variables';
import { isSuiteApp } from './suite-apps';

/**
 * Applications this browser opened last, most recent first: app keys only.
 *
 * This is the user's state, not a device preference like the language: it tells what someone
 * works on, and brokers share office computers. So the key is not among the preferences kept
 * at sign-out (`src/session/local-state.ts`), and a session that ends also clears it. One gap
 * remains: if a session simply runs out with no portal tab open, the next person to sign in on
 * that browser sees the order, never the accounts or anything opened inside the applications.
 */
const recentAppsKey = 'gofy.recentApps';

export function readRecentApps(): SuiteAppKey[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(recentAppsKey) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return [...new Set(stored.filter(isSuiteApp))];
  } catch {
    return [];
  }
}

export function rememberOpenedApp(app: SuiteAppKey): void {
  try {
    const recent = [app, ...readRecentApps().filter((other) => other !== app)];
    localStorage.setItem(recentAppsKey, JSON.stringify(recent));
  } catch {
    // Without storage the cards keep the suite's order.
  }
}

/** `apps` with the recently opened ones first, in the order they were opened. */
export function recentFirst(
  apps: readonly SuiteAppKey[],
  recent: readonly SuiteAppKey[],
): SuiteAppKey[] {
  const first = recent.filter((app) => apps.includes(app));
  return [...first, ...apps.filter((app) => !first.includes(app))];
}
