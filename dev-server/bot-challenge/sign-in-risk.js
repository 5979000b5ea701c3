// @ts-check

/**
 * When a guarded request needs a solved challenge (contract, tag `bot-challenge`): the email
 * it names failed to sign in often lately, or its client address did, or failures across the
 * service come at a stuffing run's rate from many addresses and the request comes from a
 * device that never signed in. Only failed sign-ins are counted; a broker with none on their
 * email, from an address with few, outside a run, is never asked.
 */

/**
 * @typedef {object} RiskPolicy
 * @property {number} emailFailures Failed sign-ins for one email that bring the challenge.
 * @property {number} emailWindowMs Within this long.
 * @property {number} addressFailures Failed sign-ins from one client address that bring it.
 * @property {number} addressWindowMs Within this long.
 * @property {number} stuffingRate Failed sign-ins across the service within a minute that
 *   start a stuffing run...
 * @property {number} stuffingAddresses ...when they come from at least this many addresses.
 * @property {number} stuffingHoldMs How long a run counts as under way after its rate was
 *   last reached: the bots' refused requests count as no failures, so the rate itself falls
 *   as soon as the challenge works.
 *
 * @typedef {object} GuardedRequest
 * @property {string} address
 * @property {string | undefined} [emailKey] The normalised email, when the request names one.
 * @property {boolean} knownDevice It presents the cookie of a device that signed in.
 */

const minuteMs = 60 * 1000;

/**
 * The times of the latest failures per key, at most `keep` of them: whether `keep` fell
 * within a window is all that is asked.
 */
class RecentFailures {
  /** @type {Map<string, number[]>} */
  #times = new Map();
  #keep;
  #windowMs;

  /** @param {number} keep @param {number} windowMs */
  constructor(keep, windowMs) {
    this.#keep = keep;
    this.#windowMs = windowMs;
  }

  /** @param {string} key @param {number} now */
  add(key, now) {
    const times = this.#times.get(key) ?? [];
    times.push(now);
    if (times.length > this.#keep) times.shift();
    this.#times.set(key, times);
  }

  /** @param {string} key @param {number} now */
  reached(key, now) {
    const times = this.#times.get(key);
    const oldest = times?.length === this.#keep ? times[0] : undefined;
    return oldest !== undefined && oldest > now - this.#windowMs;
  }

  /** @param {string} key */
  forget(key) {
    this.#times.delete(key);
  }

  /** @param {number} now */
  sweep(now) {
    for (const [key, times] of this.#times) {
      if ((times.at(-1) ?? 0) <= now - this.#windowMs) this.#times.delete(key);
    }
  }
}

export class SignInRisk {
  #policy;
  #now;
  #byEmail;
  #byAddress;
  /** @type {{ at: number, address: string }[]} The latest failures across the service. */
  #recent = [];
  #runUntil = 0;

  /** @param {RiskPolicy & { now: () => number }} options */
  constructor(options) {
    const { now, ...policy } = options;
    this.#policy = policy;
    this.#now = now;
    this.#byEmail = new RecentFailures(policy.emailFailures, policy.emailWindowMs);
    this.#byAddress = new RecentFailures(policy.addressFailures, policy.addressWindowMs);
  }

  /**
   * Counts a failed sign-in.
   *
   * @param {string} address
   * @param {string} emailKey
   */
  recordFailure(address, emailKey) {
    const now = this.#now();
    this.#byEmail.add(emailKey, now);
    this.#byAddress.add(address, now);
    this.#recent.push({ at: now, address });
    if (this.#recent.length > this.#policy.stuffingRate) this.#recent.shift();
    const { stuffingRate, stuffingAddresses, stuffingHoldMs } = this.#policy;
    const withinMinute = this.#recent.filter(({ at }) => at > now - minuteMs);
    const addresses = new Set(withinMinute.map(({ address: from }) => from));
    if (withinMinute.length >= stuffingRate && addresses.size >= stuffingAddresses) {
      this.#runUntil = now + stuffingHoldMs;
    }
  }

  /**
   * The right password for the email: its failures are forgiven, as the lock's streak is.
   * The address's stay: one right password among many wrong ones from it clears nothing.
   *
   * @param {string} emailKey
   */
  recordRightPassword(emailKey) {
    this.#byEmail.forget(emailKey);
  }

  /** Whether a stuffing run is under way. */
  stuffingRun() {
    return this.#runUntil > this.#now();
  }

  /**
   * Whether the request needs a solved challenge.
   *
   * @param {GuardedRequest} request
   */
  asksChallenge({ address, emailKey, knownDevice }) {
    const now = this.#now();
    return (
      (emailKey !== undefined && this.#byEmail.reached(emailKey, now)) ||
      this.#byAddress.reached(address, now) ||
      (!knownDevice && this.stuffingRun())
    );
  }

  sweep() {
    const now = this.#now();
    this.#byEmail.sweep(now);
    this.#byAddress.sweep(now);
  }
}
