// @ts-check
import { matchingTimeStep } from './authenticator-codes.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.js';

/**
 * Each user's second factor: the authenticator's secret, the last time step a code was taken
 * at (so no code works twice), and the hashes of the recovery codes not used yet. In memory,
 * seeded from the users file.
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
   * Turns the authenticator on with a secret its first code was checked against, at that
   * code's step (so the same code cannot sign in right after). Answers the recovery codes.
   *
   * @param {string} userId
   * @param {{ secret: string, timeStep: number }} confirmed
   */
  add(userId, confirmed) {
    const codes = newRecoveryCodes();
    this.#byUser.set(userId, {
      secret: confirmed.secret,
      addedAt: this.#now(),
      lastTimeStep: confirmed.timeStep,
      recoveryCodeHashes: new Set(codes.map(hashRecoveryCode)),
    });
    return codes;
  }

  /** @param {string} userId */
  remove(userId) {
    return this.#byUser.delete(userId);
  }

  /**
   * A new set of recovery codes; the old set stops working.
   *
   * @param {string} userId
   */
  replaceRecoveryCodes(userId) {
    const authenticator = this.#byUser.get(userId);
    if (!authenticator) throw new Error(`User ${userId} has no authenticator`);
    const codes = newRecoveryCodes();
    authenticator.recoveryCodeHashes = new Set(codes.map(hashRecoveryCode));
    return codes;
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
      return authenticator.recoveryCodeHashes.delete(hashRecoveryCode(proof.recoveryCharacters))
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
