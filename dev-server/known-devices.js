// @ts-check

/**
 * The browsers each user has signed in on, known by the store key of their device cookie
 * (cookie-secrets.js), and which of them the user trusts to skip the second factor ("don't
 * ask again on this device"). One browser shared by several brokers is a device of each.
 */

/**
 * @typedef {object} KnownDevice
 * @property {number} trustedUntil Milliseconds since the epoch; 0 when not trusted.
 */

export class KnownDevices {
  /** @type {Map<string, Map<string, KnownDevice>>} By user id, then device key. */
  #byUser = new Map();
  #now;
  #trustMs;

  /** @param {{ now: () => number, trustMs: number }} options */
  constructor(options) {
    this.#now = options.now;
    this.#trustMs = options.trustMs;
  }

  /**
   * Notes a sign-in of the user on the device. Answers whether it is a new device of a user
   * who had signed in on others before (a first sign-in ever is no news to tell).
   *
   * @param {string} userId
   * @param {string} deviceKey
   */
  recordSignIn(userId, deviceKey) {
    let devices = this.#byUser.get(userId);
    if (!devices) {
      devices = new Map();
      this.#byUser.set(userId, devices);
    }
    if (devices.has(deviceKey)) return { isNew: false };
    const hadOthers = devices.size > 0;
    devices.set(deviceKey, { trustedUntil: 0 });
    return { isNew: hadOthers };
  }

  /**
   * @param {string} userId
   * @param {string} deviceKey
   */
  trust(userId, deviceKey) {
    const device = this.#byUser.get(userId)?.get(deviceKey);
    if (device) device.trustedUntil = this.#now() + this.#trustMs;
  }

  /**
   * @param {string} userId
   * @param {string | undefined} deviceKey
   */
  isTrusted(userId, deviceKey) {
    if (deviceKey === undefined) return false;
    const device = this.#byUser.get(userId)?.get(deviceKey);
    return device !== undefined && device.trustedUntil > this.#now();
  }

  /**
   * Ends the trust of one device, or of every device of the user.
   *
   * @param {string} userId
   * @param {string} [deviceKey]
   */
  forgetTrust(userId, deviceKey) {
    for (const [key, device] of this.#byUser.get(userId) ?? []) {
      if (deviceKey === undefined || key === deviceKey) device.trustedUntil = 0;
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
