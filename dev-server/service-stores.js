// @ts-check

import { loadUserDirectory } from './accounts/users.js';
import { ActivityLog } from './activity/activity-log.js';
import { loadDemoActivity } from './activity/demo-activity.js';
import { createActivityNotes } from './activity/note-activity.js';
import { createBotChallenge } from './bot-challenge/challenge-gate.js';
import { demoBrokeragesFile, loadBrokerages } from './brokerages/memberships.js';
import { createCompanyDomains } from './federation/company-domains.js';
import { FederatedLinks } from './federation/federated-links.js';
import { createPortalLinks } from './http/portal-links.js';
import { createAccountNotices } from './notices/account-notices.js';
import { HermesOutbox } from './notices/hermes-outbox.js';
import { MessageQuota } from './notices/message-quota.js';
import { PasskeyStore } from './passkeys/passkey-store.js';
import { addDemoRequests, DataRequests } from './personal-data/data-requests.js';
import { CodeLockout } from './second-factor/code-lockout.js';
import { SecondFactorStore } from './second-factor/second-factor-store.js';
import { KnownDevices } from './sessions/known-devices.js';
import { SessionStore } from './sessions/sessions.js';
import { AttemptRateLimiter, LoginLockout } from './sign-in/login-throttle.js';
import { PendingSignIns } from './sign-in/pending-sign-ins.js';

/**
 * What the service's routes share: the accounts, sessions and passkeys, the limits that count
 * attempts across routes (a failed sign-in by password and by reset link count alike), and the
 * outbox of messages to hermes. Built once per service, so two services in one test never
 * share a counter.
 *
 * @param {import('./settings/service-options.js').ResolvedOptions} options
 */
export function createServiceStores(options) {
  const { now, log } = options;
  const users = loadUserDirectory(options.usersFile);
  const { windowMs, perAddress, perAddressAndEmail, perEmail } = options.accountRequestLimit;
  /** @param {string} userId */
  const passwordVersionOf = (userId) => users.findById(userId)?.passwordVersion;
  const outbox = new HermesOutbox({ log, now });
  const activity = new ActivityLog({ now, retentionDays: options.activityRetentionDays });
  loadDemoActivity(options.activityFile, { log: activity, users, now });
  const portalLinks = createPortalLinks({
    portalUrl: options.portalUrl,
    cookieSecure: options.cookieSecure,
  });
  const dataRequests = new DataRequests({ now });
  addDemoRequests(dataRequests, users, now());
  // "Don't ask again on this device for 30 days".
  const knownDevices = new KnownDevices({ now, trustMs: 30 * 24 * 60 * 60 * 1000 });
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
    knownDevices,
    // The proof of work asked for on risk, before a guarded request is looked at.
    botChallenge: createBotChallenge({
      ...options.botChallenge,
      knownDevices,
      cookieSecure: options.cookieSecure,
      now,
    }),
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
    // Requests about personal data (LGPD art. 18), for the encarregado.
    dataRequests,
    // Each account's sign-ins and security changes (activity-log.js), and how routes note one.
    activity,
    noteActivity: createActivityNotes(activity),
    // Which brokerages each broker belongs to, and which one each session acts for.
    brokerages: loadBrokerages(demoBrokeragesFile, now),
  };
}

/** @typedef {ReturnType<typeof createServiceStores>} ServiceStores */
