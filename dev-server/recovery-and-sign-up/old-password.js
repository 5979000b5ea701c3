// @ts-check
import { normalizeEmail } from '../accounts/users.js';

/**
 * What a password set by a reset link does to the rest of the account: whoever knew the old
 * one, or added something with it, is shut out, and the owner is told.
 *
 * @param {import('node:http').IncomingMessage} req The request that set it, for the link's origin.
 * @param {import('./password-reset.js').PasswordResetDependencies} deps
 * @param {import('../accounts/users.js').User} user
 * @param {import('../notices/hermes-outbox.js').MessageLocale} locale
 */
export function shutOutTheOldPassword(req, deps, user, locale) {
  deps.sessions.endAllOf(user.id);
  deps.passkeys.removeAllOf(user.id);
  deps.knownDevices.forgetTrust(user.id);
  // Whoever holds the mailbox has proved it: the old password's failures no longer count.
  deps.lockout.recordSuccess(normalizeEmail(user.email));
  // Wrong codes came from someone who knew the old password: their lock no longer holds the
  // owner out, but their count stays, or a mailbox would buy as many guesses as resets.
  deps.codeLockout.lift(normalizeEmail(user.email));

  const links = deps.portalLinks(req);
  if ('refusal' in links) {
    deps.log(`No password-changed message sent to ${user.email}: ${links.refusal}.`);
  } else {
    setImmediate(() => {
      deps.outbox.send({
        to: user.email,
        template: 'password-changed',
        locale,
        variables: { name: user.name, forgotPasswordUrl: `${links.base}/forgot-password` },
      });
    });
  }
}
