// @ts-check
import { hashPassword, parsePasswordHash } from '../accounts/passwords.js';
import { deviceName } from '../notices/account-notices.js';

/**
 * What a password changed from a signed-in session does to the rest of the account, in one
 * function so that everything that must follow a change (an activity log, say) can be told
 * from here: `onPasswordChanged` hears of each change once it is done. Unlike a reset
 * (recovery-and-sign-up/old-password.js), the session that made the change stays signed in,
 * and the others end only when the user asks, since whoever changes the password here proved
 * both the old one and a recent sign-in.
 */

/**
 * @typedef {object} PasswordChanged What `onPasswordChanged` hears.
 * @property {import('../accounts/users.js').User} user
 * @property {import('../sessions/sessions.js').Session} session The session that changed it.
 * @property {boolean} signedOutOtherDevices
 * @property {number} endedSessions
 * @property {import('node:http').IncomingMessage} req
 *
 * @typedef {object} NewPasswordDependencies
 * @property {import('../accounts/users.js').UserDirectory} users
 * @property {import('../sessions/sessions.js').SessionStore} sessions
 * @property {import('../sessions/known-devices.js').KnownDevices} knownDevices
 * @property {import('../notices/account-notices.js').AccountNotices} notify
 * @property {(change: PasswordChanged) => void} [onPasswordChanged]
 */

/**
 * @typedef {(user: import('../accounts/users.js').User, newPassword: string) =>
 *   Promise<import('../accounts/passwords.js').ParsedHash>} NewPasswordHashing
 */

/**
 * The new password's hash, made before anything changes: hashing takes a while, and the
 * account must not be left half changed by what happens meanwhile.
 *
 * @type {NewPasswordHashing}
 */
export async function hashNewPassword(user, newPassword) {
  return parsePasswordHash(await hashPassword(newPassword, user.password.cost));
}

/**
 * Puts the new password in place, all at once: no request runs between these lines, so no
 * session is seen half kept. Answers how many other sessions ended.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {NewPasswordDependencies} deps
 * @param {{ user: import('../accounts/users.js').User,
 *   session: import('../sessions/sessions.js').Session,
 *   hash: import('../accounts/passwords.js').ParsedHash,
 *   signOutOtherDevices: boolean }} change
 */
export function putNewPasswordInPlace(req, deps, change) {
  const { user, session, hash, signOutOtherDevices } = change;
  const { sessions, knownDevices } = deps;
  // Live only under the old password: read before it is replaced.
  const others = sessions.listOf(user.id).filter((other) => other.id !== session.id);
  const ended = signOutOtherDevices ? sessions.endWhere(user.id, (other) => other !== session) : [];
  if (signOutOtherDevices) knownDevices.forgetTrustOfOthers(user.id, session.deviceKey);
  deps.users.replacePassword(user.id, hash);
  sessions.keepThroughPasswordChange(
    signOutOtherDevices ? [session] : [session, ...others],
    user.passwordVersion,
  );
  // In the owner's language: if it was not them, they learn of it, and where to look.
  deps.notify(req, user, 'password-changed-signed-in', {
    device: deviceName(req.headers['user-agent']),
    signedOutOtherDevices: String(signOutOtherDevices),
  });
  deps.onPasswordChanged?.({
    user,
    session,
    signedOutOtherDevices: signOutOtherDevices,
    endedSessions: ended.length,
    req,
  });
  return ended.length;
}
