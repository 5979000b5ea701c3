// @ts-check
import { matchingTimeStep } from './authenticator-codes.js';
import { findRecoveryCode } from './recovery-codes.js';

/**
 * Each user's second factor: the authenticator's secret, the last time step a code was taken
 * at (so no code works twice), and the salted hashes of the recovery codes not used yet
 * (recovery-codes.js). In memory, seeded from the users file.
 *
 * @typedef {object} Authenticator
 * @property {string} secret
 * @property {number} addedAt Milliseconds since the epoch.
 * @property {number} lastTimeStep The step of the last code taken; none at or before it works.
 * @property {Set<string>} recoveryCodeHashes
 *
 * @typedef {object} AuthenticatorSeed
 * @property {string} userId
 * @property {string} secret
 * @property {readonly string[]} recoveryCodeHashes
 *
 * @typedef {{ digits: string } | { recoveryCharacters: string }} SecondFactorProof What the
 *   user typed, already reduced to a code's digits or a recovery code's characters.
 */

export class SecondFactorStore {
  /** @type {Map<string, Authenticator>} */
  #byUser = new Map();
  #now;

  /** @param {{ now: () => number, seeds?: Iterable<AuthenticatorSeed> }} options */
  constructor(options) {
    this.#now = options.now;
    for (const seed of options.seeds ?? []) {
      this.#byUser.set(seed.userId, {
        secret: seed.secret,
        addedAt: this.#now(),
        lastTimeStep: 0,
        recoveryCodeHashes: new Set(seed.recoveryCodeHashes),
      });
    }
  }

  /** @param {string} userId */
  has(userId) {
    return this.#byUser.has(userId);
  }

  /** @param {string} userId */
  addedAt(userId) {
    return this.#byUser.get(userId)?.addedAt;
  }

  /** @param {string} userId */
  recoveryCodesLeft(userId) {
    return this.#byUser.get(userId)?.recoveryCodeHashes.size ?? 0;
  }

  /**
   * The stored hashes of the user's recovery codes not used yet.
   *
   * @param {string} userId
   */
  recoveryCodeHashesOf(userId) {
    return [...(this.#byUser.get(userId)?.recoveryCodeHashes ?? [])];
  }

  /**
   * Turns the authenticator on with a secret its first code was checked against, at that
   * code's step (so the same code cannot sign in right after), with a new set of recovery
   * codes (`newRecoveryCodeSet`), hashed beforehand so that nothing comes between the checks
   * of the caller and this.
   *
   * @param {string} userId
   * @param {{ secret: string, timeStep: number }} confirmed
   * @param {readonly string[]} recoveryCodeHashes
   */
  add(userId, confirmed, recoveryCodeHashes) {
    this.#byUser.set(userId, {
      secret: confirmed.secret,
      addedAt: this.#now(),
      lastTimeStep: confirmed.timeStep,
      recoveryCodeHashes: new Set(recoveryCodeHashes),
    });
  }

  /** @param {string} userId */
  remove(userId) {
    return this.#byUser.delete(userId);
  }

  /**
   * A new set of recovery codes (`newRecoveryCodeSet`'s hashes); the old set stops working.
   *
   * @param {string} userId
   * @param {readonly string[]} recoveryCodeHashes
   */
  replaceRecoveryCodes(userId, recoveryCodeHashes) {
    const authenticator = this.#byUser.get(userId);
    if (!authenticator) throw new Error(`User ${userId} has no authenticator`);
    authenticator.recoveryCodeHashes = new Set(recoveryCodeHashes);
  }

  /**
   * Takes a code or a recovery code, which then never works again. Answers how it was
   * proven, or `undefined` when it was not.
   *
   * @param {string} userId
   * @param {SecondFactorProof} proof
   * @returns {Promise<'totp' | 'recovery_code' | undefined>}
   */
  async take(userId, proof) {
    const authenticator = this.#byUser.get(userId);
    if (!authenticator) return undefined;
    if ('recoveryCharacters' in proof) {
      const hash = await findRecoveryCode(
        proof.recoveryCharacters,
        authenticator.recoveryCodeHashes,
      );
      // Hashing takes a while: of two requests with one code, only the first to get here
      // takes it, and none takes a code of a set replaced meanwhile.
      const current = this.#byUser.get(userId) === authenticator;
      return hash !== undefined && current && authenticator.recoveryCodeHashes.delete(hash)
        ? 'recovery_code'
        : undefined;
    }
    const timeStep = await matchingTimeStep({
      secret: authenticator.secret,
      digits: proof.digits,
      nowMs: this.#now(),
      afterTimeStep: authenticator.lastTimeStep,
    });
    // Checking is asynchronous: two requests with one code may both have matched, and only
    // the first to get here may take it. The authenticator may also have been replaced.
    const current = this.#byUser.get(userId);
    if (timeStep === undefined || current !== authenticator) return undefined;
    if (timeStep <= authenticator.lastTimeStep) return undefined;
    authenticator.lastTimeStep = timeStep;
    return 'totp';
  }
}
