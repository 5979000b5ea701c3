/**
 * How the tab signed in just now, for the main screen to read once: after a password, it may
 * offer a passkey. A flag for one page view, not a credential. Kept apart from the rest of
 * the offer's state, which only the main screen needs, so the sign-in page carries only this.
 */

export type SignInMethod = 'password' | 'passkey';

export const signInMethodKey = 'gofy.signInMethod';

export function markSignIn(method: SignInMethod): void {
  try {
    sessionStorage.setItem(signInMethodKey, method);
  } catch {
    // Without storage the main screen does nothing after a sign-in: only a suggestion is lost.
  }
}
