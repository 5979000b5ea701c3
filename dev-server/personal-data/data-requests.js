// @ts-check
import { randomInt } from 'node:crypto';

/**
 * Requests about one's personal data under the LGPD (art. 18): the full statement, a
 * correction or the deletion. Each gets a protocol number of its own and the date its answer is
 * due, which art. 19 II sets at 15 days for the full statement; the same term is promised for
 * every kind, so the broker is told one date. Kept in memory, as everything of this service.
 */

/** @typedef {'statement' | 'correction' | 'deletion'} DataRequestKind */
/** @typedef {'received' | 'in-progress' | 'answered'} DataRequestState */

/**
 * @typedef {object} DataRequest
 * @property {string} protocol
 * @property {string} userId
 * @property {DataRequestKind} kind
 * @property {string} details
 * @property {number} receivedAt
 * @property {number} dueAt
 * @property {DataRequestState} state
 */

export const answerDays = 15;
const dayMs = 24 * 60 * 60 * 1000;
// No 0/O nor 1/I: a protocol is read aloud over the phone and typed again.
const protocolCharacters = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export class DataRequests {
  /** @type {Map<string, DataRequest>} By protocol. */
  #requests = new Map();
  #now;

  /** @param {{ now: () => number }} options */
  constructor(options) {
    this.#now = options.now;
  }

  /**
   * Eight characters drawn until no other request has them (40 bits): short enough to read
   * over the phone, and to stay whole on a 320 px phone with text at 200%.
   */
  #newProtocol() {
    for (;;) {
      let protocol = '';
      for (let index = 0; index < 8; index += 1) {
        protocol += protocolCharacters[randomInt(protocolCharacters.length)];
      }
      if (!this.#requests.has(protocol)) return protocol;
    }
  }

  /**
   * Records a request received now (or at `receivedAt`, for the demo's earlier one).
   *
   * @param {{ userId: string, kind: DataRequestKind, details: string, receivedAt?: number,
   *   state?: DataRequestState }} request
   * @returns {DataRequest}
   */
  add(request) {
    const receivedAt = request.receivedAt ?? this.#now();
    /** @type {DataRequest} */
    const stored = Object.freeze({
      protocol: this.#newProtocol(),
      userId: request.userId,
      kind: request.kind,
      details: request.details,
      receivedAt,
      dueAt: receivedAt + answerDays * dayMs,
      state: request.state ?? 'received',
    });
    this.#requests.set(stored.protocol, stored);
    return stored;
  }

  /**
   * The user's requests, newest first.
   *
   * @param {string} userId
   */
  listOf(userId) {
    return [...this.#requests.values()]
      .filter((request) => request.userId === userId)
      .sort((a, b) => b.receivedAt - a.receivedAt);
  }
}

/**
 * The contract's `PersonalDataRequest`.
 *
 * @param {DataRequest} request
 */
export function dataRequestView(request) {
  return {
    protocol: request.protocol,
    kind: request.kind,
    details: request.details,
    receivedAt: new Date(request.receivedAt).toISOString(),
    dueAt: new Date(request.dueAt).toISOString(),
    state: request.state,
  };
}

/**
 * One earlier request of a demo account, so the page's list is not empty: Ana asked for the
 * full statement 40 days before the service started, and it was answered.
 *
 * @param {DataRequests} requests
 * @param {import('../accounts/users.js').UserDirectory} users
 * @param {number} startedAt
 */
export function addDemoRequests(requests, users, startedAt) {
  const ana = users.findByEmail('ana.souza@gofy.example');
  if (!ana) return;
  requests.add({
    userId: ana.id,
    kind: 'statement',
    details: '',
    receivedAt: startedAt - 40 * dayMs,
    state: 'answered',
  });
}
