// @ts-check
import { createAccountNotices } from './account-notices.js';
import { CodeLockout } from './code-lockout.js';
import { createCompanyDomains } from './federation/company-domains.js';
import { FederatedLinks } from './federation/federated-links.js';
import { HermesOutbox } from './hermes-outbox.js';
import { KnownDevices } from './known-devices.js';
import { AttemptRateLimiter, LoginLockout } from './login-throttle.js';
import { MessageQuota } from './message-quota.js';
import { PasskeyStore } from './passkey-store.js';
import { PendingSignIns } from './pending-sign-ins.js';
import { createPortalLinks } from './portal-links.js';
import { SecondFactorStore } from './second-factor-store.js';
import { SessionStore } from './sessions.js';
import { loadUserDirectory } from './users.js';

/**
 * What the service's routes share: the accounts, sessions and passkeys, the limits that count
 * attempts across routes (a failed sign-in by password and by reset link count alike), and the
 * outbox of messages to hermes. Built once per service, so two services in one test never
 * share a counter.
 *
 * @param {import('./service-options.js').ResolvedOptions} options
 */
export function createServiceStores(options) {
  const { now, log } = options;
  const users = loadUserDirectory(options.usersFile);
  const { windowMs, perAddress, perAddressAndEmail, perEmail } = options.accountRequestLimit;
  /** @param {string} userId */
  const passwordVersionOf = (userId) => users.findById(userId)?.passwordVersion;
  const outbox = new HermesOutbox({ log, now });
  const portalLinks = createPortalLinks({
    portalUrl: options.portalUrl,
    cookieSecure: options.cookieSecure,
  });
  return {
    users,
    sessions: new SessionStore({
      now,
      passwordVersionOf,
      absoluteLifetimes: options.sessionAbsoluteLifetimes,
    }),
    pendingSignIns: new PendingSignIns({
      now,
      ttlMs: options.pendingSignInTtlMs,
      passwordVersionOf,
    }),
    secondFactors: new SecondFactorStore({ now, seeds: users.authenticatorSeeds }),
    // Wrong codes per account (by email), at sign-in and confirming in a session alike, so no
    // number of sessions buys more guesses; and the first codes of an authenticator being set
    // up in a session, per browser, since there is no secret to guess.
    codeLockout: new CodeLockout({ ...options.secondFactorLockout, now }),
    setupCodeLockout: new CodeLockout({ ...options.secondFactorLockout, now }),
    // "Don't ask again on this device for 30 days".
    knownDevices: new KnownDevices({ now, trustMs: 30 * 24 * 60 * 60 * 1000 }),
    passkeys: new PasskeyStore({ now }),
    lockout: new LoginLockout({ ...options.lockout, now }),
    loginAttempts: new AttemptRateLimiter({ ...options.loginRateLimit, now }),
    accountRequests: new AttemptRateLimiter({ maxAttempts: perAddress, windowMs, now }),
    messageQuota: new MessageQuota({ perAddressAndEmail, perEmail, windowMs, now }),
    outbox,
    portalLinks,
    // Company accounts linked to portal accounts, and which domains sign in with their company.
    federatedLinks: new FederatedLinks({ now }),
    companyDomains: createCompanyDomains(options.federation.domains),
    notify: createAccountNotices({ outbox, portalLinks, log, now }),
  };
}

/** @typedef {ReturnType<typeof createServiceStores>} ServiceStores */
