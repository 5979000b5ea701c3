/**
 * What the portal keeps in the browser, and how it forgets it on sign-out. Shared computers
 * are common in brokerages, so signing out leaves nothing of the user behind but preferences.
 */

/** "Not now" to adding a passkey on this device (`passkey-offer-state.ts`). */
export const passkeyOfferDeclinedKey = 'gofy.passkeyOfferDeclined';

/** "Not now" to installing the portal on this device (`install-offer-state.ts`). */
export const installOfferDeclinedKey = 'gofy.installOfferDeclined';

/** Keys kept across sign-out: preferences of the device, never anything about the account. */
// The language choice is one too, but a cookie (i18n/locale.ts), which no sign-out clears.
const devicePreferences = new Set([passkeyOfferDeclinedKey, installOfferDeclinedKey]);

const pendingLogoutKey = 'gofy.pendingLogout';

export interface PendingLogout {
  /** When the user signed out on this device (epoch ms). */
  readonly at: number;
  /** The public id of the session to end, when it was known; never the session secret. */
  readonly sessionId?: string;
}

/**
 * Runs `signOut`, a request whose answer may tell the browser to clear the origin's storage
 * (`Clear-Site-Data`), and puts the device's preferences back afterwards: the language and a
 * "Not now" belong to the device, not to the user who signed out.
 */
export async function keepingDevicePreferences<Result>(
  signOut: () => Promise<Result>,
): Promise<Result> {
  const kept = new Map<string, string>();
  try {
    for (const key of devicePreferences) {
      const value = localStorage.getItem(key);
      if (value !== null) kept.set(key, value);
    }
  } catch {
    // Storage is off: there is nothing to keep.
  }
  try {
    return await signOut();
  } finally {
    try {
      for (const [key, value] of kept) localStorage.setItem(key, value);
    } catch {
      // Refused now: the preferences are lost, as if never chosen.
    }
  }
}

export function forgetLocalState(): void {
  try {
    sessionStorage.clear();
    for (const key of Object.keys(localStorage)) {
      if (!devicePreferences.has(key) && key !== pendingLogoutKey) localStorage.removeItem(key);
    }
  } catch {
    // Storage can be disabled; then there is nothing stored to forget.
  }
}

/**
 * The pending logout is also kept in memory: storage that refuses the write (full, or turned
 * off) must not make the page forget a logout it still owes the server and then say the
 * user signed out. Without storage the retry lives as long as the page.
 */
let pendingInMemory: PendingLogout | undefined;

export function rememberPendingLogout(pending: PendingLogout): void {
  pendingInMemory = pending;
  try {
    localStorage.setItem(pendingLogoutKey, JSON.stringify(pending));
  } catch {
    // Full or refused: the copy in memory stands.
  }
}

export function readPendingLogout(): PendingLogout | undefined {
  return readStoredPendingLogout() ?? pendingInMemory;
}

function readStoredPendingLogout(): PendingLogout | undefined {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(pendingLogoutKey) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { at, sessionId } = value as Record<string, unknown>;
    if (typeof at !== 'number') return undefined;
    return typeof sessionId === 'string' ? { at, sessionId } : { at };
  } catch {
    return undefined;
  }
}

export function clearPendingLogout(): void {
  pendingInMemory = undefined;
  try {
    localStorage.removeItem(pendingLogoutKey);
  } catch {
    // Nothing was stored.
  }
}
