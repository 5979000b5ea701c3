// @ts-check
import { randomUUID } from 'node:crypto';
import { isCookieSecret, newCookieSecret, storeKeyOf } from '../http/cookie-secrets.js';

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
 * @property {number} signedInAt When the user proved who they are (password or passkey);
 *   renewing the session does not move it. Changing how the account signs in asks for a
 *   recent one.
 * @property {number | null} secondFactorAt When the user last proved a second factor in this
 *   session (a code, a recovery code, a passkey with user verification), or `null`: a
 *   password alone, or a device trusted to skip the code. Turning the factor off asks for a
 *   recent one.
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
  /** @type {Map<string, Session>} */
  #sessions = new Map();
  /** @type {() => number} */
  #now;
  /** @type {(userId: string) => number | undefined} */
  #passwordVersionOf;
  /** @type {AbsoluteLifetimes} */
  #absoluteLifetimes;

  /**
   * @param {{ now: () => number, passwordVersionOf: (userId: string) => number | undefined,
   *   absoluteLifetimes: AbsoluteLifetimes }} options `passwordVersionOf` answers the user's
   *   current password version, or `undefined` for a user who no longer exists.
   */
  constructor(options) {
    this.#now = options.now;
    this.#passwordVersionOf = options.passwordVersionOf;
    this.#absoluteLifetimes = options.absoluteLifetimes;
  }

  /**
   * Starts a session with a fresh secret; the secret goes into the cookie and nowhere else.
   *
   * @param {{ userId: string, passwordVersion: number, lifetimeMs: number,
   *   remembered: boolean, secondFactor: boolean, userAgent: string,
   *   deviceKey: string | undefined }} details
   * @returns {{ secret: string, session: Session }}
   */
  create(details) {
    const secret = newCookieSecret();
    const absoluteExpiresAt =
      this.#now() +
      (details.remembered
        ? this.#absoluteLifetimes.rememberedMs
        : this.#absoluteLifetimes.browserSessionMs);
    const session = {
      id: randomUUID(),
      userId: details.userId,
      expiresAt: Math.min(this.#now() + details.lifetimeMs, absoluteExpiresAt),
      absoluteExpiresAt,
      lifetimeMs: details.lifetimeMs,
      remembered: details.remembered,
      passwordVersion: details.passwordVersion,
      signedInAt: this.#now(),
      secondFactorAt: details.secondFactor ? this.#now() : null,
      lastUsedAt: this.#now(),
      userAgent: details.userAgent,
      deviceKey: details.deviceKey,
    };
    this.#sessions.set(storeKeyOf(secret), session);
    return { secret, session };
  }

  /**
   * The live session behind the first secret that still has one. A session started with a
   * password that has since been replaced is not live, even if `endAllOf` never saw it: a
   * sign-in may finish checking the old password after a reset ended every session.
   *
   * @param {readonly string[]} secrets
   * @returns {{ secret: string, session: Session } | undefined}
   */
  findLive(secrets) {
    for (const secret of secrets) {
      if (!isCookieSecret(secret)) continue;
      const key = storeKeyOf(secret);
      const session = this.#sessions.get(key);
      if (!session) continue;
      const outdated = session.passwordVersion !== this.#passwordVersionOf(session.userId);
      if (outdated || session.expiresAt <= this.#now()) {
        this.#sessions.delete(key);
        continue;
      }
      return { secret, session };
    }
    return undefined;
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

  /** @param {Session} session */
  confirmSecondFactor(session) {
    session.secondFactorAt = this.#now();
  }

  /**
   * The user's live sessions.
   *
   * @param {string} userId
   * @returns {Session[]}
   */
  listOf(userId) {
    const now = this.#now();
    const passwordVersion = this.#passwordVersionOf(userId);
    return [...this.#sessions.values()].filter(
      (session) =>
        session.userId === userId &&
        session.expiresAt > now &&
        session.passwordVersion === passwordVersion,
    );
  }

  /**
   * Ends the user's sessions that `choose` picks; answers them.
   *
   * @param {string} userId
   * @param {(session: Session) => boolean} choose
   * @returns {Session[]}
   */
  endWhere(userId, choose) {
    /** @type {Session[]} */
    const ended = [];
    for (const [key, session] of this.#sessions) {
      if (session.userId !== userId || !choose(session)) continue;
      this.#sessions.delete(key);
      ended.push(session);
    }
    return ended;
  }

  /** @param {readonly string[]} secrets */
  end(secrets) {
    for (const secret of secrets) {
      if (isCookieSecret(secret)) this.#sessions.delete(storeKeyOf(secret));
    }
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

  /** Forgets expired sessions that nobody came back for. */
  sweep() {
    const now = this.#now();
    for (const [key, session] of this.#sessions) {
      if (session.expiresAt <= now) this.#sessions.delete(key);
    }
  }
}
