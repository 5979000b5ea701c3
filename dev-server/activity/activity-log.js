// @ts-check
import { randomUUID } from 'node:crypto';
import { ExpiringRecords } from '../records/expiring-records.js';

/**
 * What happened on each account, kept for the deployment's retention: every sign-in attempt
 * on it and every change to how it signs in (the contract's `ActivityEvent`). Only accounts
 * have activity: an attempt with an email that has none leaves nothing, so the log tells no
 * one which emails exist.
 *
 * Each entry ends at its time plus the retention, on the service's clock, so a service that
 * runs for months forgets what it may no longer keep (Marco Civil da Internet, art. 15: six
 * months of access records, and no reason to hold them longer). One account keeps at most
 * `perUser` entries, the oldest going first: refused attempts on it, however many an attacker
 * sends, cannot grow memory without bound.
 */

/**
 * @typedef {'sign_in' | 'password_changed' | 'password_reset' | 'second_factor_on'
 *   | 'second_factor_off' | 'recovery_codes_new' | 'passkey_added' | 'passkey_removed'
 *   | 'company_account_linked' | 'company_account_unlinked' | 'sessions_ended'
 *   | 'reported_not_me'} ActivityKind
 * @typedef {'signed_in' | 'refused' | 'locked'} SignInResult
 * @typedef {'password' | 'passkey' | 'company' | 'password_and_code' | 'passkey_and_code'
 *   | 'company_and_code'} SignInMethod
 */

/**
 * @typedef {object} ActivityDetails What a caller tells of an event.
 * @property {ActivityKind} kind
 * @property {SignInResult} [result] A sign-in's.
 * @property {SignInMethod} [method] A sign-in's.
 * @property {string} [provider] The company provider's id, for a company sign-in or link.
 * @property {string} [sessionId] The session that made the event (for a sign-in: started).
 * @property {string} userAgent As the browser sent it.
 * @property {string} address The client's address.
 */

/**
 * @typedef {ActivityDetails & { id: string, userId: string, at: number, expiresAt: number,
 *   reported: boolean }} ActivityEntry
 */

const dayMs = 24 * 60 * 60 * 1000;
/** What the activity page shows of what is kept. */
export const recentWindowMs = 30 * dayMs;

export class ActivityLog {
  /** @type {ExpiringRecords<ActivityEntry>} */
  #entries;
  #now;
  #retentionMs;

  /**
   * @param {{ now: () => number, retentionDays: number, perUser?: number }} options
   */
  constructor(options) {
    this.#now = options.now;
    this.#retentionMs = options.retentionDays * dayMs;
    this.#entries = new ExpiringRecords({ now: options.now, perOwner: options.perUser ?? 2000 });
  }

  /**
   * Keeps an event of the user's, made now or, for the demo data, at `at`.
   *
   * @param {string} userId
   * @param {ActivityDetails} details
   * @param {number} [at]
   * @returns {ActivityEntry}
   */
  record(userId, details, at = this.#now()) {
    /** @type {ActivityEntry} */
    const entry = {
      ...details,
      id: randomUUID(),
      userId,
      at,
      expiresAt: at + this.#retentionMs,
      reported: false,
    };
    this.#entries.put(entry.id, entry, { owner: userId });
    return entry;
  }

  /**
   * The user's event with this id, or `undefined`: another account's is as missing as one
   * that never was.
   *
   * @param {string} userId
   * @param {string} id
   */
  find(userId, id) {
    const entry = this.#entries.find(id);
    return entry?.userId === userId ? entry : undefined;
  }

  /**
   * Every event of the user the service still keeps, newest first.
   *
   * @param {string} userId
   */
  allOf(userId) {
    // Kept in the order they came: reversed, events of one instant stay newest first.
    return this.#entries
      .live()
      .filter((entry) => entry.userId === userId)
      .reverse()
      .sort((a, b) => b.at - a.at);
  }

  /**
   * The user's events of the last 30 days, newest first.
   *
   * @param {string} userId
   */
  recentOf(userId) {
    const since = this.#now() - recentWindowMs;
    return this.allOf(userId).filter((entry) => entry.at > since);
  }

  /** How many events are kept, of every account: tests show what adds none. */
  count() {
    return this.#entries.live().length;
  }

  /** Forgets what is past its retention. */
  sweep() {
    this.#entries.sweep();
  }
}
