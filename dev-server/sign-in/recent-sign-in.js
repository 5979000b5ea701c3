// @ts-check
import { sendError } from '../http/json-answers.js';

/**
 * How fresh a proof must be for a change to how the account signs in, or to end its sessions
 * elsewhere: whoever sits at an unlocked, signed-in computer must not be able to add a passkey,
 * turn the second factor off or sign the owner out of their other devices without proving who
 * they are again.
 */

/** How old a sign-in (or a second factor's confirmation) may be for such a change. */
export const recentSignInMs = 5 * 60 * 1000;

/**
 * The session's sign-in is recent enough; otherwise answers 403 `recent_sign_in_required`.
 *
 * @param {import('node:http').ServerResponse} res
 * @param {import('../sessions/sessions.js').Session} session
 * @param {number} now
 */
export function requireRecentSignIn(res, session, now) {
  if (now - session.signedInAt <= recentSignInMs) return true;
  sendError(
    res,
    403,
    'recent_sign_in_required',
    'Sign in again to change how this account signs in.',
  );
  return false;
}

/**
 * Until when the session's second factor counts as recently proven, or `null`.
 *
 * @param {import('../sessions/sessions.js').Session} session
 * @param {number} now
 */
export function secondFactorConfirmedUntil(session, now) {
  if (session.secondFactorAt === null) return null;
  const until = session.secondFactorAt + recentSignInMs;
  return until >= now ? until : null;
}

/**
 * The session proved the second factor recently; otherwise answers 403
 * `recent_second_factor_required`.
 *
 * @param {import('node:http').ServerResponse} res
 * @param {import('../sessions/sessions.js').Session} session
 * @param {number} now
 */
export function requireRecentSecondFactor(res, session, now) {
  if (secondFactorConfirmedUntil(session, now) !== null) return true;
  sendError(
    res,
    403,
    'recent_second_factor_required',
    'Confirm the second factor to make this change.',
  );
  return false;
}
