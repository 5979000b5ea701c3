// @ts-check
import { randomUUID } from 'node:crypto';
import { isCookieSecret, newCookieSecret, storeKeyOf } from '../http/cookie-secrets.js';

/**
 * The browsers the service gave a device cookie, the users who signed in on each, and which
 * of those users trust it to skip the second factor ("don't ask again on this device"). One
 * browser shared by several brokers is a device of each.
 *
 * A device has an id of the service's own, never sent, and one secret at a time for its
 * cookie (cookie-secrets.js), kept by hash. Only a secret issued here names a device: a value
 * planted in a browser names none, however well formed, and `rotate` gives the device a new
 * secret at the moment it is trusted, after which the one before names nothing. Sessions and
 * trust hold the id, so a new secret keeps both.
 */

/**
 * @typedef {object} KnownDevice
 * @property {number} trustedUntil Milliseconds since the epoch; 0 when not trusted.
 */

export class KnownDevices {
  /** @type {Map<string, string>} Device id by the store key of its current secret. */
  #idBySecretKey = new Map();
  /** @type {Map<string, string>} The store key of its current secret by device id. */
  #secretKeyById = new Map();
  /** @type {Map<string, Map<string, KnownDevice>>} By user id, then device id. */
  #byUser = new Map();
  #now;
  #trustMs;

  /** @param {{ now: () => number, trustMs: number }} options */
  constructor(options) {
    this.#now = options.now;
    this.#trustMs = options.trustMs;
  }

  /**
   * The device that the secrets a request presents name. `undefined` when none names one,
   * and when more than one does: a browser holds two values of one name only when another
   * host set one beside the service's (sent first, for its longer path), and neither can be
   * told from the other.
   *
   * @param {readonly string[]} secrets
   * @returns {string | undefined}
   */
  identify(secrets) {
    /** @type {Set<string>} */
    const ids = new Set();
    for (const secret of secrets) {
      const id = isCookieSecret(secret) ? this.#idBySecretKey.get(storeKeyOf(secret)) : undefined;
      if (id !== undefined) ids.add(id);
    }
    return ids.size === 1 ? ids.values().next().value : undefined;
  }

  /**
   * A device new to the service: its id, and the secret its cookie is to hold.
   *
   * @returns {{ id: string, secret: string }}
   */
  issue() {
    const id = randomUUID();
    return { id, secret: this.rotate(id) };
  }

  /**
   * A new secret for the device's cookie; the one before names it no more.
   *
   * @param {string} deviceId
   */
  rotate(deviceId) {
    const before = this.#secretKeyById.get(deviceId);
    if (before !== undefined) this.#idBySecretKey.delete(before);
    const secret = newCookieSecret();
    const key = storeKeyOf(secret);
    this.#idBySecretKey.set(key, deviceId);
    this.#secretKeyById.set(deviceId, key);
    return secret;
  }

  /**
   * Notes a sign-in of the user on the device. Answers whether it is a new device of a user
   * who had signed in on others before (a first sign-in ever is no news to tell).
   *
   * @param {string} userId
   * @param {string} deviceId
   */
  recordSignIn(userId, deviceId) {
    let devices = this.#byUser.get(userId);
    if (!devices) {
      devices = new Map();
      this.#byUser.set(userId, devices);
    }
    if (devices.has(deviceId)) return { isNew: false };
    const hadOthers = devices.size > 0;
    devices.set(deviceId, { trustedUntil: 0 });
    return { isNew: hadOthers };
  }

  /**
   * @param {string} userId
   * @param {string} deviceId
   */
  trust(userId, deviceId) {
    const device = this.#byUser.get(userId)?.get(deviceId);
    if (device) device.trustedUntil = this.#now() + this.#trustMs;
  }

  /**
   * @param {string} userId
   * @param {string | undefined} deviceId
   */
  isTrusted(userId, deviceId) {
    if (deviceId === undefined) return false;
    const device = this.#byUser.get(userId)?.get(deviceId);
    return device !== undefined && device.trustedUntil > this.#now();
  }

  /**
   * Ends the trust of one device, or of every device of the user.
   *
   * @param {string} userId
   * @param {string} [deviceId]
   */
  forgetTrust(userId, deviceId) {
    for (const [id, device] of this.#byUser.get(userId) ?? []) {
      if (deviceId === undefined || id === deviceId) device.trustedUntil = 0;
    }
  }

  /**
   * Ends the trust of every device of the user but one: the device a change was made from.
   *
   * @param {string} userId
   * @param {string | undefined} keptDeviceId
   */
  forgetTrustOfOthers(userId, keptDeviceId) {
    for (const [id, device] of this.#byUser.get(userId) ?? []) {
      if (id !== keptDeviceId) device.trustedUntil = 0;
    }
  }

  /** @param {string} userId */
  trustedCount(userId) {
    const now = this.#now();
    let count = 0;
    for (const device of this.#byUser.get(userId)?.values() ?? []) {
      if (device.trustedUntil > now) count += 1;
    }
    return count;
  }
}
