import { passkeyOfferDeclinedKey } from './local-state';
import { type SignInMethod, signInMethodKey } from './sign-in-method';

/**
 * What the main screen needs to know about the sign-in that brought the user there: how it
 * was made, just now in this tab (`sign-in-method.ts`), and whether this device said "Not now"
 * to a passkey before, a preference of the device kept across sign-outs like the language.
 */

/** How this tab signed in just now, if it did. */
export function justSignedInWith(): SignInMethod | undefined {
  try {
    const method = sessionStorage.getItem(signInMethodKey);
    return method === 'password' || method === 'passkey' ? method : undefined;
  } catch {
    return undefined;
  }
}

/** The main screen has seen the sign-in: a reload of it is not a new one. */
export function forgetSignInMethod(): void {
  try {
    sessionStorage.removeItem(signInMethodKey);
  } catch {
    // Nothing could be stored either.
  }
}

export function passkeyOfferDeclined(): boolean {
  try {
    return localStorage.getItem(passkeyOfferDeclinedKey) !== null;
  } catch {
    return false;
  }
}

export function declinePasskeyOffer(): void {
  try {
    localStorage.setItem(passkeyOfferDeclinedKey, String(Date.now()));
  } catch {
    // Storage refused: the offer may come again after the next sign-in with a password.
  }
}
