import { maybeSignedIn } from '../api/signed-in-hint';
import { readPendingLogout } from './local-state';

/**
 * Whether this browser surely holds no session, without asking the SSO: the SSO's signed-in
 * hint says there is none, or a sign-out made here still waits to reach the SSO. A page that
 * cannot reach the SSO (offline, an installed app opened on a phone with no signal) then
 * knows it is signed out, as the SSO would say, instead of asking "could not check your
 * session?" of a device nobody is signed in on.
 */
export function signedOutHere(): boolean {
  return !maybeSignedIn() || readPendingLogout() !== undefined;
}
