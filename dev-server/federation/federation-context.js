// @ts-check
import { parseReturnTarget } from '../../src/validation/return-target.js';
import { SecretRecords } from '../records/secret-records.js';
import { numberReader } from '../settings/setting-values.js';
import { federationRecordSeconds } from './federation-cookies.js';

/**
 * What the company sign-in's routes share: the providers by id, the SSO's origin as the
 * browser sees it (where the providers send it back), the return-target rule, and the records
 * kept behind the two cookies.
 */

/**
 * @typedef {object} Transaction A company sign-in under way.
 * @property {string} provider
 * @property {string} state
 * @property {string} nonce
 * @property {string} verifier The PKCE code verifier.
 * @property {string} returnTarget As read at the start: a portal path or a suite URL.
 * @property {boolean} rememberMe
 * @property {string | undefined} deviceId The device the browser presented at the start, if
 *   any: the one the sign-in is made on (sign-in-session.js `deviceId`).
 * @property {boolean} startedOnPortal The start came from the portal's own page (start-route.js).
 * @property {number} expiresAt
 */

/**
 * @typedef {object} PendingFederation A company account waiting for a step of the portal.
 * @property {'link' | 'access_request'} kind
 * @property {string} provider
 * @property {string} subject
 * @property {string} email
 * @property {boolean} emailVerified
 * @property {string} name
 * @property {boolean} startedOnPortal As its transaction's: when false, linking it needs the
 *   broker's confirmation (pending-account-routes.js).
 * @property {number} expiresAt
 */

/**
 * The records kept behind the two cookies: company sign-ins under way, and company accounts
 * waiting for a step of the portal.
 *
 * @typedef {object} FederationRecords
 * @property {SecretRecords<Transaction>} transactions
 * @property {SecretRecords<PendingFederation>} pending
 */

/**
 * @typedef {object} FederationOptions
 * @property {readonly import('./federation-settings.js').FederationProvider[]} providers
 * @property {string | undefined} callbackOrigin The portal's origin, where providers send the
 *   browser back; else the service's own page origin once it listens (`own`).
 * @property {{ origin?: string }} own
 * @property {readonly string[]} returnOrigins The suite's origins a return target may be on.
 * @property {FederationRecords} [records] Records shared with other instances of the service;
 *   its own otherwise.
 */

/**
 * @typedef {object} TransactionBounds How many company sign-ins are kept under way.
 * @property {number} waitingPerAddress Per client address and provider: a new one past that
 *   ends the same address's oldest with that provider.
 * @property {number} waiting Per provider: past that the provider's oldest go first.
 */

/** The service's defaults (`federationStartLimit`, settings/limit-settings.js). */
function defaultBounds() {
  const { number } = numberReader({});
  return {
    waitingPerAddress: number('federationStartLimit.waitingPerAddress'),
    waiting: number('federationStartLimit.waiting'),
  };
}

/**
 * Records of ten minutes each, on the clock `now`. Company sign-ins under way are each kept
 * for the client address that started them and its provider (`SecretRecords`' owner and
 * pool), so that no address pushes out another's, and a flood of starts with one provider
 * none of another's.
 *
 * @param {() => number} now
 * @param {TransactionBounds} [bounds]
 * @returns {FederationRecords}
 */
export function createFederationRecords(now, bounds = defaultBounds()) {
  return {
    transactions: new SecretRecords({
      now,
      capacity: bounds.waiting,
      perOwner: bounds.waitingPerAddress,
    }),
    pending: new SecretRecords({ now, capacity: 10_000 }),
  };
}

/**
 * @param {FederationOptions} options
 * @param {() => number} now
 * @param {TransactionBounds} bounds For the records of its own, when it shares none.
 */
export function createFederationContext(options, now, bounds) {
  const { transactions, pending } = options.records ?? createFederationRecords(now, bounds);
  const providers = new Map(options.providers.map((provider) => [provider.id, provider]));

  /** The origin the browser reaches the portal, and this API, at. */
  function portalOrigin() {
    const origin = options.callbackOrigin ?? options.own.origin;
    if (!origin) throw new Error('The service does not listen yet: it has no origin');
    return origin;
  }

  return {
    providers,
    portalOrigin,
    /** @param {string} providerId */
    redirectUriOf: (providerId) => `${portalOrigin()}/api/sso/federation/${providerId}/callback`,
    /**
     * The return target as the sign-in page would follow it, or `undefined`. Read at the
     * start, and again where the browser is sent on: by then this instance of the service, or
     * its settings, may not be the ones that started the sign-in (a deployment that took an
     * origin off the suite's while the broker was at the provider).
     *
     * @param {string} raw
     * @returns {string | undefined} A portal path, or a suite URL.
     */
    readReturnTarget(raw) {
      const target = parseReturnTarget(raw, portalOrigin(), options.returnOrigins);
      if (!target) return undefined;
      return target.kind === 'portal' ? target.path : target.href;
    },
    transactions,
    pending,
    /** When a record made now ends: its cookie's `Max-Age` from now. */
    recordExpiresAt: () => now() + federationRecordSeconds * 1000,
  };
}

/** @typedef {ReturnType<typeof createFederationContext>} FederationContext */
