import { type SignOutResult, signOut } from '../api/sso';
import { keepingDevicePreferences } from './local-state';

const restorers = new Set<() => void>();

/**
 * Registers what puts the device's part back once a logout's answer has cleared the site's
 * data: the portal's offline copy (the service worker and its caches), which lives in sw/,
 * a layer above this one, and so is handed in by the page's start (main.tsx).
 */
export function afterSiteDataCleared(restore: () => void): void {
  restorers.add(restore);
}

/**
 * Sends a logout (of `sessionId`, for one queued while offline). The SSO's answer clears the
 * site's data (`Clear-Site-Data: "cache", "storage"`): everything of the user, as it should,
 * and with it what belongs to the device. Its preferences are kept across the answer
 * (local-state.ts); its offline copy is put back after it.
 */
export async function sendLogout(sessionId?: string): Promise<SignOutResult> {
  const result = await keepingDevicePreferences(() => signOut(sessionId));
  if (result.ok) for (const restore of restorers) restore();
  return result;
}
