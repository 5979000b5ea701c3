// @ts-check
import { sendError } from '../http/json-answers.js';

/**
 * The one place that decides what proof a change to how an account signs in asks of the
 * session (the contract's "Recent proof"): whoever sits at an unlocked, signed-in computer must
 * not be able to change the password, add a passkey, turn the second factor off or sign the
 * owner out of their other devices without proving who they are again.
 *
 * The proof asked for is what the account's own sign-in asks for last, given within the
 * window: on an account with an authenticator, its second factor (a code, a recovery code, or
 * a passkey that counts as two factors). A password alone is not enough there: whoever holds
 * the session may have watched it typed, and asking no more than it would let them do all
 * the second factor exists to stop. On an account without one, any factor.
 */

/** @typedef {import('../accounts/users.js').User} User */
/** @typedef {import('../sessions/sessions.js').Session} Session */
/** @typedef {'passkey' | 'code' | 'password' | 'company'} ReauthenticationWay */

/**
 * Every change that asks for a recent proof, with the words the refusal's log message uses.
 * A route names its change here, so the list of protected changes is this table.
 */
export const protectedChanges = {
  'change-password': 'change the password',
  'add-second-factor': 'turn the second factor on',
  'remove-second-factor': 'turn the second factor off',
  'new-recovery-codes': 'make new recovery codes',
  'add-passkey': 'add a passkey',
  'remove-passkey': 'remove a passkey',
  'link-company-account': 'link a company account',
  'unlink-company-account': 'unlink a company account',
  'end-sessions': 'end sessions',
};

/** @typedef {keyof typeof protectedChanges} ProtectedChange */

/**
 * @typedef {object} RecentProofDependencies
 * @property {import('../second-factor/second-factor-store.js').SecondFactorStore} secondFactors
 * @property {import('../passkeys/passkey-store.js').PasskeyStore} passkeys
 * @property {import('../federation/company-domains.js').CompanyDomains} companyDomains
 * @property {number} windowMs How old a proof may be (`recentProofSeconds`).
 * @property {() => number} now
 */

/** @param {RecentProofDependencies} deps */
export function createRecentProof(deps) {
  const { secondFactors, passkeys, companyDomains, windowMs, now } = deps;

  /**
   * Whether the account's changes ask for its second factor, or for any factor.
   *
   * @param {User} user
   */
  function asksSecondFactor(user) {
    return secondFactors.has(user.id);
  }

  /**
   * The ways this user can give the proof the changes ask for, strongest first.
   *
   * @param {User} user
   * @returns {ReauthenticationWay[]}
   */
  function waysOf(user) {
    const second = asksSecondFactor(user);
    // Only the company's provider signs such an account in: no password, no passkey.
    const companyOnly = companyDomains.requiredProviderOf(user.email) !== undefined;
    const passkey =
      !companyOnly &&
      passkeys.listOf(user.id).some((found) => !second || found.countsAsSecondFactor);
    /** @type {ReauthenticationWay[]} */
    const ways = passkey ? ['passkey'] : [];
    if (second) ways.push('code');
    else ways.push(companyOnly ? 'company' : 'password');
    return ways;
  }

  /**
   * Until when the session's proof lets the changes through, or `null` when it is older.
   *
   * @param {User} user
   * @param {Session} session
   */
  function recentUntil(user, session) {
    const { first, second } = session.proofs;
    const provenAt = asksSecondFactor(user)
      ? second?.at
      : Math.max(first.at, second?.at ?? first.at);
    if (provenAt === undefined) return null;
    const until = provenAt + windowMs;
    return until >= now() ? until : null;
  }

  /**
   * Until when the session's second factor counts as recently proven, or `null`: what the
   * second factor's status calls `confirmedUntil`.
   *
   * @param {Session} session
   */
  function secondFactorRecentUntil(session) {
    const at = session.proofs.second?.at;
    if (at === undefined) return null;
    return at + windowMs >= now() ? at + windowMs : null;
  }

  /**
   * The contract's `Authentication`.
   *
   * @param {User} user
   * @param {Session} session
   */
  function authenticationOf(user, session) {
    const { first, second } = session.proofs;
    const iso = (/** @type {number} */ at) => new Date(at).toISOString();
    const until = recentUntil(user, session);
    return {
      signedInAt: iso(session.signedInAt),
      proofs: [
        { factor: 'first', method: first.method, at: iso(first.at) },
        ...(second ? [{ factor: 'second', method: second.method, at: iso(second.at) }] : []),
      ],
      reauthenticateWith: waysOf(user),
      recentUntil: until === null ? null : iso(until),
    };
  }

  /**
   * The session holds the proof `change` asks for; otherwise answers 403
   * `recent_second_factor_required` or `recent_sign_in_required`, naming the ways to give it.
   *
   * @param {import('node:http').ServerResponse} res
   * @param {{ user: User, session: Session }} signedIn
   * @param {ProtectedChange} change
   */
  function require(res, { user, session }, change) {
    if (recentUntil(user, session) !== null) return true;
    const second = asksSecondFactor(user);
    sendError(
      res,
      403,
      second ? 'recent_second_factor_required' : 'recent_sign_in_required',
      `Prove ${second ? 'the second factor' : 'who you are'} again to ${protectedChanges[change]}.`,
      { extra: { reauthenticateWith: waysOf(user) } },
    );
    return false;
  }

  return { require, authenticationOf, recentUntil, secondFactorRecentUntil, waysOf };
}

/** @typedef {ReturnType<typeof createRecentProof>} RecentProof */
