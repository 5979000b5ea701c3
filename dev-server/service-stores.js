// @ts-check
import { HermesOutbox } from './hermes-outbox.js';
import { AttemptRateLimiter, LoginLockout } from './login-throttle.js';
import { MessageQuota } from './message-quota.js';
import { PasskeyStore } from './passkey-store.js';
import { createPortalLinks } from './portal-links.js';
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
  return {
    users,
    sessions: new SessionStore({
      now,
      passwordVersionOf: (userId) => users.findById(userId)?.passwordVersion,
    }),
    passkeys: new PasskeyStore({ now }),
    lockout: new LoginLockout({ ...options.lockout, now }),
    loginAttempts: new AttemptRateLimiter({ ...options.loginRateLimit, now }),
    accountRequests: new AttemptRateLimiter({ maxAttempts: perAddress, windowMs, now }),
    messageQuota: new MessageQuota({ perAddressAndEmail, perEmail, windowMs, now }),
    outbox: new HermesOutbox({ log, now }),
    portalLinks: createPortalLinks({
      portalUrl: options.portalUrl,
      cookieSecure: options.cookieSecure,
    }),
  };
}

/** @typedef {ReturnType<typeof createServiceStores>} ServiceStores */
