/**
 * What decides whether the main screen offers to add a passkey: a sign-in with the password
 * just now in this tab, and no "Not now" on this device before. Neither is a credential: the
 * first is a flag for one page view, the second a preference of the device, kept across
 * sign-outs like the language.
 */

const passwordSignInKey = 'gofy.signedInWithPassword';
export const passkeyOfferDeclinedKey = 'gofy.passkeyOfferDeclined';

export function markPasswordSignIn(): void {
  try {
    sessionStorage.setItem(passwordSignInKey, '1');
  } catch {
    // Without storage there is no offer: nothing is lost but a suggestion.
  }
}

/** Whether this tab signed in with the password just now. */
export function signedInWithPassword(): boolean {
  try {
    return sessionStorage.getItem(passwordSignInKey) !== null;
  } catch {
    return false;
  }
}

/** The main screen has seen the sign-in: a reload of it is not a new one. */
export function forgetPasswordSignIn(): void {
  try {
    sessionStorage.removeItem(passwordSignInKey);
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
