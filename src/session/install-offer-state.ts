import { installOfferDeclinedKey } from './local-state';

/**
 * Whether this device said "Not now" to the main screen's offer to install the portal: a
 * preference of the device, kept across sign-outs like the language. The page's foot still
 * offers it.
 */
export function installOfferDeclined(): boolean {
  try {
    return localStorage.getItem(installOfferDeclinedKey) !== null;
  } catch {
    return false;
  }
}

export function declineInstallOffer(): void {
  try {
    localStorage.setItem(installOfferDeclinedKey, String(Date.now()));
  } catch {
    // Storage refused: the offer comes again on the next visit.
  }
}
