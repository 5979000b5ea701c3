// @ts-check
import { randomBytes } from 'node:crypto';

/**
 * The passkeys the service knows, in memory like its sessions: a restart forgets them, as it
 * forgets every other change to the demo accounts. Only public keys are stored; nothing here
 * can sign anyone in by itself.
 */

/**
 * @typedef {object} StoredPasskey
 * @property {string} id The credential id, base64url.
 * @property {string} userId
 * @property {Uint8Array<ArrayBuffer>} publicKey COSE-encoded, as the authenticator gave it.
 * @property {number} counter The authenticator's signature counter at the last use; 0 for
 *   authenticators that keep none (most synced passkeys).
 * @property {string[]} transports How the browser can reach the authenticator.
 * @property {string} name
 * @property {number} createdAt
 * @property {number | null} lastUsedAt
 * @property {boolean} synced The authenticator backs it up.
 * @property {import('../http/user-agent.js').UserAgentDescription} device The device it was added
 *   from, read from the `User-Agent` of the request that added it: what the user's list shows,
 *   so that passkeys made on several phones are told apart as the sessions on them are.
 * @property {boolean} countsAsSecondFactor It was added with the account's second factor
 *   proven, or to an account that had none and needed none: only then does a sign-in with it
 *   count as two factors. Kept as it was when added, whatever the account does later: a
 *   passkey made by whoever skipped the code (on a device trusted to skip it) must never stand
 *   in for the code.
 */

export class PasskeyStore {
  /** @type {Map<string, StoredPasskey>} */
  #byId = new Map();
  /** @type {Map<string, string>} */
  #userHandles = new Map();
  /** @type {() => number} */
  #now;

  /** @param {{ now: () => number }} options */
  constructor(options) {
    this.#now = options.now;
  }

  /**
   * The WebAuthn user handle of a user: random, so the authenticator learns nothing of the
   * account from it, and the same for all of the user's passkeys.
   *
   * @param {string} userId
   */
  userHandleOf(userId) {
    let handle = this.#userHandles.get(userId);
    if (!handle) {
      handle = randomBytes(16).toString('base64url');
      this.#userHandles.set(userId, handle);
    }
    return handle;
  }

  /** @param {string} id */
  find(id) {
    return this.#byId.get(id);
  }

  /**
   * Newest first.
   *
   * @param {string} userId
   */
  listOf(userId) {
    return [...this.#byId.values()]
      .filter((passkey) => passkey.userId === userId)
      .sort((a, b) => b.createdAt - a.createdAt);
  }

  /**
   * @param {Omit<StoredPasskey, 'createdAt' | 'lastUsedAt'>} passkey
   * @returns {StoredPasskey | undefined} `undefined` when a passkey with this id is stored
   *   already, for this user or another.
   */
  add(passkey) {
    if (this.#byId.has(passkey.id)) return undefined;
    const stored = { ...passkey, createdAt: this.#now(), lastUsedAt: null };
    this.#byId.set(stored.id, stored);
    return stored;
  }

  /**
   * One of the user's passkeys; another user's is as good as unknown.
   *
   * @param {string} userId
   * @param {string} id
   */
  findOf(userId, id) {
    const passkey = this.#byId.get(id);
    return passkey?.userId === userId ? passkey : undefined;
  }

  /**
   * @param {StoredPasskey} passkey
   * @param {{ counter: number, synced: boolean }} use
   */
  recordUse(passkey, use) {
    passkey.counter = use.counter;
    passkey.synced = use.synced;
    passkey.lastUsedAt = this.#now();
  }

  /** @param {string} id */
  remove(id) {
    this.#byId.delete(id);
  }

  /**
   * Forgets every passkey of a user: after a password reset, a passkey added by whoever had
   * the account before must not keep it open.
   *
   * @param {string} userId
   */
  removeAllOf(userId) {
    for (const [id, passkey] of this.#byId) {
      if (passkey.userId === userId) this.#byId.delete(id);
    }
  }
}
