// @ts-check
import { AttemptRateLimiter } from '../sign-in/login-throttle.js';

/**
 * @typedef {object} MessageQuotaPolicy
 * @property {number} perAddressAndEmail Messages to one email that requests from one client
 *   address may cause per window.
 * @property {number} perEmail Messages to one email from every address together per window:
 *   far more than one address may cause, so that only an attacker with many addresses reaches
 *   it, and still few enough that an inbox cannot be flooded.
 * @property {number} windowMs
 */

/**
 * How many messages (reset links, sign-up answers) the service hands hermes for one email.
 * A single quota per email let anyone spend it: three requests from an attacker left the
 * owner's own request for a reset link sending nothing. Each address now has a share of its
 * own, under a cap per email that bounds what reaches one inbox. Keys are the normalised email
 * whether or not an account has it, so the quota reveals nothing about which accounts exist.
 */
export class MessageQuota {
  #perAddressAndEmail;
  #perEmail;

  /** @param {MessageQuotaPolicy & { now: () => number }} options */
  constructor(options) {
    const { windowMs, now } = options;
    this.#perAddressAndEmail = new AttemptRateLimiter({
      maxAttempts: options.perAddressAndEmail,
      windowMs,
      now,
    });
    this.#perEmail = new AttemptRateLimiter({ maxAttempts: options.perEmail, windowMs, now });
  }

  /**
   * Counts a message to `email` asked for from `address`, and answers whether it may be sent.
   * A message that may not is counted against neither limit: an address past its share does
   * not use up the email's cap, and a reached cap does not use up the owner's share.
   *
   * @param {string} address
   * @param {string} email Normalised.
   */
  take(address, email) {
    const pair = JSON.stringify([address, email]);
    if (!this.#perAddressAndEmail.hasRoom(pair) || !this.#perEmail.hasRoom(email)) return false;
    this.#perAddressAndEmail.take(pair);
    this.#perEmail.take(email);
    return true;
  }

  sweep() {
    this.#perAddressAndEmail.sweep();
    this.#perEmail.sweep();
  }
}
