// @ts-check
import { retainedActivityOf } from '../activity/activity-view.js';
import { linkView } from '../federation/linked-accounts-routes.js';
import { deviceSessionView } from '../sessions/device-sessions.js';

/**
 * What the SSO keeps about one user, as the contract's `PersonalData` shows it (LGPD art. 19):
 * every store that holds something of theirs, read for their id alone, and no secret from any
 * (no password hash, authenticator key, recovery code, passkey key or session secret).
 *
 * @typedef {object} PersonalDataSources
 * @property {import('../sessions/sessions.js').SessionStore} sessions
 * @property {import('../passkeys/passkey-store.js').PasskeyStore} passkeys
 * @property {import('../federation/federated-links.js').FederatedLinks} federatedLinks
 * @property {import('../second-factor/second-factor-store.js').SecondFactorStore} secondFactors
 * @property {import('../sessions/known-devices.js').KnownDevices} knownDevices
 * @property {import('../activity/activity-log.js').ActivityLog} activity
 * @property {() => number} now
 */

/**
 * @param {PersonalDataSources} sources
 * @param {import('../accounts/users.js').User} user
 * @param {import('../sessions/sessions.js').Session} current The session asking.
 */
export function personalDataOf(sources, user, current) {
  const addedAt = sources.secondFactors.addedAt(user.id);
  return {
    generatedAt: new Date(sources.now()).toISOString(),
    profile: { id: user.id, email: user.email, name: user.name, locale: user.locale },
    applications: [...user.apps],
    sessions: sources.sessions
      .listOf(user.id)
      .sort((a, b) => b.lastUsedAt - a.lastUsedAt)
      .map((session) => deviceSessionView(session, current)),
    passkeys: sources.passkeys.listOf(user.id).map((passkey) => ({
      name: passkey.name,
      createdAt: new Date(passkey.createdAt).toISOString(),
      lastUsedAt: passkey.lastUsedAt === null ? null : new Date(passkey.lastUsedAt).toISOString(),
    })),
    companyAccounts: sources.federatedLinks.listOf(user.id).map(linkView),
    secondFactor: {
      authenticator: addedAt === undefined ? null : new Date(addedAt).toISOString(),
      recoveryCodesLeft: sources.secondFactors.recoveryCodesLeft(user.id),
      trustedDevices: sources.knownDevices.trustedCount(user.id),
    },
    activity: retainedActivityOf(sources.activity, user.id, current.id),
  };
}
