/**
 * What the main screen needs to know about the sign-in that brought the user there: how it
 * was made, just now in this tab, and whether this device said "Not now" to a passkey before.
 * Neither is a credential: the first is a flag for one page view, the second a preference of
 * the device, kept across sign-outs like the language.
 */

export type SignInMethod = 'password' | 'passkey';

const signInMethodKey = 'gofy.signInMethod';
export const passkeyOfferDeclinedKey = 'gofy.passkeyOfferDeclined';

/** The tab signed in just now, this way: the main screen reads it once. */
export function markSignIn(method: SignInMethod): void {
  try {
    sessionStorage.setItem(signInMethodKey, method);
  } catch {
    // Without storage the main screen does nothing after a sign-in: only a suggestion is lost.
  }
}

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
