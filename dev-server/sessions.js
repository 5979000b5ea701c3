// @ts-check
import { createHash, randomBytes, randomUUID } from 'node:crypto';

/**
 * @typedef {object} Session
 * @property {string} id Public identifier, safe to show to the page; not a credential.
 * @property {string} userId
 * @property {number} expiresAt Milliseconds since the epoch.
 * @property {number} lifetimeMs How long the session lasts from its start or its last renewal.
 * @property {boolean} remembered Its cookie outlives the browser session ("remember me").
 * @property {number} passwordVersion The user's password version the sign-in was checked
 *   against (`User.passwordVersion`).
 * @property {number} signedInAt When the user proved who they are (password or passkey);
 *   renewing the session does not move it. Changing how the account signs in asks for a
 *   recent one.
 */

// A secret is 32 random bytes in base64url; anything else in the cookie is refused before it
// costs a hash.
const secretPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Sessions are keyed by a hash of the cookie secret, so the store itself (a heap dump, a debug
 * print) never holds a value that could be replayed as a cookie.
 *
 * @param {string} secret
 */
function storeKey(secret) {
  return createHash('sha256').update(secret).digest('base64url');
}

export class SessionStore {
  /** @type {Map<string, Session>} */
  #sessions = new Map();
  /** @type {() => number} */
  #now;
  /** @type {(userId: string) => number | undefined} */
  #passwordVersionOf;

  /**
   * @param {{ now: () => number, passwordVersionOf: (userId: string) => number | undefined }}
   *   options `passwordVersionOf` answers the user's current password version, or `undefined`
   *   for a user who no longer exists.
   */
  constructor(options) {
    this.#now = options.now;
    this.#passwordVersionOf = options.passwordVersionOf;
  }

  /**
   * Starts a session with a fresh secret; the secret goes into the cookie and nowhere else.
   *
   * @param {{ userId: string, passwordVersion: number, lifetimeMs: number,
   *   remembered: boolean }} details
   * @returns {{ secret: string, session: Session }}
   */
  create(details) {
    const secret = randomBytes(32).toString('base64url');
    const session = {
      id: randomUUID(),
      userId: details.userId,
      expiresAt: this.#now() + details.lifetimeMs,
      lifetimeMs: details.lifetimeMs,
      remembered: details.remembered,
      passwordVersion: details.passwordVersion,
      signedInAt: this.#now(),
    };
    this.#sessions.set(storeKey(secret), session);
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
      if (!secretPattern.test(secret)) continue;
      const key = storeKey(secret);
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
   * Gives a live session a full lifetime again from now. The secret stays the same: the
   * session's owner is proven by the cookie already, and a new secret would log out the
   * user's other tabs mid-request.
   *
   * @param {Session} session A session `findLive` returned.
   * @returns {Session}
   */
  renew(session) {
    session.expiresAt = this.#now() + session.lifetimeMs;
    return session;
  }

  /** @param {readonly string[]} secrets */
  end(secrets) {
    for (const secret of secrets) {
      if (secretPattern.test(secret)) this.#sessions.delete(storeKey(secret));
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
    let ended = 0;
    for (const [key, session] of this.#sessions) {
      if (session.userId !== userId) continue;
      this.#sessions.delete(key);
      ended += 1;
    }
    return ended;
  }

  /** Forgets expired sessions that nobody came back for. */
  sweep() {
    const now = this.#now();
    for (const [key, session] of this.#sessions) {
      if (session.expiresAt <= now) this.#sessions.delete(key);
    }
  }
}
