// @ts-check
import { randomUUID } from 'node:crypto';
import { SecretRecords } from '../records/secret-records.js';

/**
 * @typedef {'password' | 'passkey' | 'company_provider'} FirstFactorMethod
 * @typedef {'authenticator_code' | 'recovery_code' | 'passkey'} SecondFactorMethod
 * @typedef {{ method: FirstFactorMethod, at: number }} FirstFactorProof
 * @typedef {{ method: SecondFactorMethod, at: number }} SecondFactorProof
 * @typedef {{ first: FirstFactorMethod, second?: SecondFactorMethod }} ProvenAtSignIn How a
 *   sign-in proved each factor it proved.
 */

/**
 * @typedef {object} Session
 * @property {string} id Public identifier, safe to show to the page; not a credential.
 * @property {string} userId
 * @property {number} expiresAt Milliseconds since the epoch; never after `absoluteExpiresAt`.
 * @property {number} absoluteExpiresAt The latest the session can last, fixed when it starts:
 *   no renewal moves it, so whoever holds the cookie signs in again at the latest then.
 * @property {number} lifetimeMs How long the session lasts from its start or its last renewal.
 * @property {boolean} remembered Its cookie outlives the browser session ("remember me").
 * @property {number} passwordVersion The user's password version the sign-in was checked
 *   against (`User.passwordVersion`).
 * @property {number} signedInAt When the session began; neither renewing it nor proving a
 *   factor again moves it.
 * @property {{ first: FirstFactorProof, second: SecondFactorProof | undefined }} proofs The
 *   latest proof of each factor in this session and how it was given: at sign-in, then by
 *   re-authenticating (recent-proof.js decides what a change asks of them). No second one
 *   after a password alone, or on a device trusted to skip the code.
 * @property {number} lastUsedAt The last request the session was checked for.
 * @property {string} userAgent As the browser sent it at sign-in, to tell the user which
 *   device the session is on.
 * @property {string | undefined} deviceKey The store key of the browser's device cookie, so
 *   ending the session can end that device's trust too.
 */

/**
 * @typedef {object} AbsoluteLifetimes How long after its sign-in a session ends at the latest,
 *   however often it is renewed.
 * @property {number} browserSessionMs A session that ends with the browser.
 * @property {number} rememberedMs A remembered session.
 */

export class SessionStore {
  /** @type {SecretRecords<Session>} */
  #sessions;
  /** @type {() => number} */
  #now;
  /** @type {AbsoluteLifetimes} */
  #absoluteLifetimes;

  /**
   * @param {{ now: () => number, passwordVersionOf: (userId: string) => number | undefined,
   *   absoluteLifetimes: AbsoluteLifetimes }} options `passwordVersionOf` answers the user's
   *   current password version, or `undefined` for a user who no longer exists.
   */
  constructor(options) {
    const { now, passwordVersionOf } = options;
    this.#now = now;
    this.#absoluteLifetimes = options.absoluteLifetimes;
    // A session started with a password that has since been replaced is not live, even if
    // `endAllOf` never saw it: a sign-in may finish checking the old password after a reset
    // ended every session.
    this.#sessions = new SecretRecords({
      now,
      holds: (session) => session.passwordVersion === passwordVersionOf(session.userId),
    });
  }

  /**
   * Starts a session with a fresh secret; the secret goes into the cookie and nowhere else.
   *
   * @param {{ userId: string, passwordVersion: number, lifetimeMs: number,
   *   remembered: boolean, proven: ProvenAtSignIn, userAgent: string,
   *   deviceKey: string | undefined }} details
   * @returns {{ secret: string, session: Session }}
   */
  create(details) {
    const now = this.#now();
    const absoluteExpiresAt =
      now +
      (details.remembered
        ? this.#absoluteLifetimes.rememberedMs
        : this.#absoluteLifetimes.browserSessionMs);
    const { secret, record } = this.#sessions.create({
      id: randomUUID(),
      userId: details.userId,
      expiresAt: Math.min(now + details.lifetimeMs, absoluteExpiresAt),
      absoluteExpiresAt,
      lifetimeMs: details.lifetimeMs,
      remembered: details.remembered,
      passwordVersion: details.passwordVersion,
      signedInAt: now,
      proofs: {
        first: { method: details.proven.first, at: now },
        second: details.proven.second && { method: details.proven.second, at: now },
      },
      lastUsedAt: now,
      userAgent: details.userAgent,
      deviceKey: details.deviceKey,
    });
    return { secret, session: record };
  }

  /**
   * The live session behind the first secret that still has one.
   *
   * @param {readonly string[]} secrets
   * @returns {{ secret: string, session: Session } | undefined}
   */
  findLive(secrets) {
    const found = this.#sessions.find(secrets);
    return found && { secret: found.secret, session: found.record };
  }

  /**
   * Gives a live session a full lifetime again from now, up to its absolute end and never
   * past it: else a session renewed in time would never have to sign in again. The secret
   * stays the same: the session's owner is proven by the cookie already, and a new secret
   * would log out the user's other tabs mid-request.
   *
   * @param {Session} session A session `findLive` returned.
   * @returns {Session}
   */
  renew(session) {
    session.expiresAt = Math.min(this.#now() + session.lifetimeMs, session.absoluteExpiresAt);
    return session;
  }

  /**
   * Notes a request of the session, for the user's list of devices.
   *
   * @param {Session} session
   */
  touch(session) {
    session.lastUsedAt = this.#now();
  }

  /**
   * Records a factor proven again within the session: the session stays the same one.
   *
   * @param {Session} session
   * @param {{ first?: FirstFactorMethod, second?: SecondFactorMethod }} proven
   */
  recordProof(session, proven) {
    const at = this.#now();
    if (proven.first) session.proofs.first = { method: proven.first, at };
    if (proven.second) session.proofs.second = { method: proven.second, at };
  }

  /**
   * The user's live sessions.
   *
   * @param {string} userId
   * @returns {Session[]}
   */
  listOf(userId) {
    return this.#sessions.live().filter((session) => session.userId === userId);
  }

  /**
   * Ends the user's sessions that `choose` picks; answers them.
   *
   * @param {string} userId
   * @param {(session: Session) => boolean} choose
   * @returns {Session[]}
   */
  endWhere(userId, choose) {
    return this.#sessions.endWhere((session) => session.userId === userId && choose(session));
  }

  /** @param {readonly string[]} secrets */
  end(secrets) {
    this.#sessions.end(secrets);
  }

  /**
   * Ends every session of one user, on every device: after a password reset, whoever knew the
   * old password must not stay signed in.
   *
   * @param {string} userId
   * @returns {number} How many sessions were ended.
   */
  endAllOf(userId) {
    return this.endWhere(userId, () => true).length;
  }

  /**
   * Carries live sessions over to the user's new password version, so that a password changed
   * from a session does not end it (nor, when the user chose so, the others). Read the
   * sessions with `listOf` before the password is replaced: after, they are no longer live.
   *
   * @param {readonly Session[]} kept
   * @param {number} passwordVersion
   */
  keepThroughPasswordChange(kept, passwordVersion) {
    for (const session of kept) session.passwordVersion = passwordVersion;
  }

  /** Forgets the sessions that nobody came back for. */
  sweep() {
    this.#sessions.sweep();
  }
}
