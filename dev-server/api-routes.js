// @ts-check

import { loadCommonPasswords } from './accounts/password-policy.js';
import { createActivityRoutes } from './activity/activity-routes.js';
import { passwordChangeNote } from './activity/note-activity.js';
import { createBrokerageRoutes } from './brokerages/brokerage-route.js';
import { createFederationRoutes } from './federation/federation-routes.js';
import { createCspReports, reportsPerAddress } from './hosting/csp-reports.js';
import { createPasskeyManagementRoutes } from './passkeys/passkey-management.js';
import { createPasskeySignInRoutes } from './passkeys/passkey-sign-in.js';
import { createPasswordChangeRoute } from './password-change/password-change-route.js';
import { createPersonalDataRoutes } from './personal-data/personal-data-routes.js';
import { createPasskeyReauthenticationRoutes } from './reauthentication/passkey-reauthentication.js';
import { createPasswordReauthenticationRoute } from './reauthentication/password-reauthentication.js';
import { createPasswordResetRoutes } from './recovery-and-sign-up/password-reset.js';
import { createSignUpRoutes } from './recovery-and-sign-up/sign-up.js';
import { createSecondFactorManagementRoutes } from './second-factor/second-factor-management.js';
import { createSecondFactorSignInRoutes } from './second-factor/second-factor-sign-in.js';
import { createDeviceSessionRoutes } from './sessions/device-sessions.js';
import { createSessionRoutes } from './sessions/session-routes.js';
import { createLoginRoute } from './sign-in/login-route.js';
import { AttemptRateLimiter } from './sign-in/login-throttle.js';
import { createRecentProof } from './sign-in/recent-proof.js';
import { createNotificationsRoutes } from './suite-services/notifications.js';
import { createPostalCodeRoutes } from './suite-services/postal-codes.js';
import { createTouristRoutes } from './suite-services/tourist.js';

/**
 * Every part of the API, each given only the stores and options it uses: the `/api/sso`
 * contract (docs/openapi.yaml), passkeys included, the postal-code lookup, the tours and
 * unread-count calls of the main screen, and the policy reports of the pages served.
 *
 * @param {import('./settings/service-options.js').ResolvedOptions} options
 * @param {import('./service-stores.js').ServiceStores} stores
 */
export function createApiParts(options, stores) {
  const { now, log, cookieSecure } = options;
  const { users, sessions, passkeys, lockout, loginAttempts, outbox, portalLinks } = stores;
  const { accountRequests, messageQuota } = stores;
  const { pendingSignIns, secondFactors, codeLockout, setupCodeLockout, knownDevices, notify } =
    stores;
  const { federatedLinks, companyDomains, noteActivity, brokerages, botChallenge } = stores;
  const commonPasswords = loadCommonPasswords(options.commonPasswordsFile);
  const { windowMs: dataRequestWindowMs } = options.personalDataRequestLimit;
  /** @param {number} maxAttempts */
  const dataRequestLimiter = (maxAttempts) =>
    new AttemptRateLimiter({ maxAttempts, windowMs: dataRequestWindowMs, now });
  const recentProof = createRecentProof({
    secondFactors,
    passkeys,
    companyDomains,
    windowMs: options.recentProofMs,
    now,
  });
  // What a `SignedIn` answer is made of, besides the user and the session (session-routes.js).
  const answerParts = { companyDomains, recentProof, brokerages };
  // whoami is also read by the suite's applications, from the origins a sign-in may return to.
  const suiteOrigins = options.federation.returnOrigins;
  const sessionParts = { users, sessions, ...answerParts, suiteOrigins, cookieSecure, now };
  const session = createSessionRoutes(sessionParts);
  const { requireSession } = session;
  // What every change a signed-in user makes to their account needs: the session, how recent
  // its proof is, and telling the owner (a notice, the account's activity).
  const accountChange = { requireSession, recentProof, notify, noteActivity, now };
  // What every way of signing in needs to start a session (sign-in-session.js).
  const sessionStart = {
    sessions,
    knownDevices,
    notify,
    noteActivity,
    ...answerParts,
    cookieSecure,
    lifetimes: options.sessionLifetimes,
    botChallenge,
    verifyPassword: options.verifyPassword,
    now,
  };
  return {
    session,
    botChallenge,
    brokerages: createBrokerageRoutes({ ...answerParts, brokerages, requireSession }),
    login: createLoginRoute({
      ...sessionStart,
      users,
      lockout,
      codeLockout,
      pendingSignIns,
      secondFactors,
      companyDomains,
      rateLimiter: loginAttempts,
    }),
    secondFactorSignIn: createSecondFactorSignInRoutes({
      ...sessionStart,
      users,
      pendingSignIns,
      secondFactors,
      codeLockout,
      rateLimiter: loginAttempts,
    }),
    passkeySignIn: createPasskeySignInRoutes({
      ...sessionStart,
      users,
      passkeys,
      pendingSignIns,
      secondFactors,
      codeLockout,
      rateLimiter: loginAttempts,
      limits: options.passkeySignInLimit,
      relyingParty: options.relyingParty,
      companyDomains,
    }),
    passkeyManagement: createPasskeyManagementRoutes({
      passkeys,
      secondFactors,
      companyDomains,
      ...accountChange,
      relyingParty: options.relyingParty,
      cookieSecure,
    }),
    secondFactorManagement: createSecondFactorManagementRoutes({
      sessions,
      secondFactors,
      codeLockout,
      setupCodeLockout,
      knownDevices,
      ...accountChange,
    }),
    federation: createFederationRoutes({
      ...sessionStart,
      options: options.federation,
      startLimit: options.federationStartLimit,
      users,
      passkeys,
      pendingSignIns,
      secondFactors,
      links: federatedLinks,
      companyDomains,
      requireSession,
    }),
    passwordReauthentication: {
      routes: [
        createPasswordReauthenticationRoute({
          users,
          sessions,
          lockout,
          rateLimiter: loginAttempts,
          companyDomains,
          recentProof,
          requireSession,
        }),
      ],
    },
    passkeyReauthentication: createPasskeyReauthenticationRoutes({
      sessions,
      passkeys,
      relyingParty: options.relyingParty,
      companyDomains,
      rateLimiter: loginAttempts,
      recentProof,
      requireSession,
      cookieSecure,
      now,
    }),
    deviceSessions: createDeviceSessionRoutes({ sessions, knownDevices, ...accountChange }),
    activity: createActivityRoutes({ ...stores, requireSession }),
    personalData: createPersonalDataRoutes({
      sessions,
      passkeys,
      federatedLinks,
      secondFactors,
      knownDevices,
      activity: stores.activity,
      requests: stores.dataRequests,
      outbox,
      encarregado: options.encarregado,
      perAccount: dataRequestLimiter(options.personalDataRequestLimit.perAccount),
      perAddress: dataRequestLimiter(options.personalDataRequestLimit.perAddress),
      requireSession,
      now,
    }),
    passwordChange: createPasswordChangeRoute({
      users,
      sessions,
      knownDevices,
      notify,
      onPasswordChanged: passwordChangeNote(noteActivity),
      lockout,
      rateLimiter: loginAttempts,
      commonPasswords,
      requireSession,
      recentProof,
      companyDomains,
      hashNewPassword: options.hashNewPassword,
      now,
    }),
    passwordReset: createPasswordResetRoutes({
      users,
      sessions,
      passkeys,
      knownDevices,
      lockout,
      codeLockout,
      outbox,
      commonPasswords,
      tokenTtlMs: options.resetTokenTtlMs,
      portalLinks,
      cookieSecure,
      requestsPerAddress: accountRequests,
      messageQuota,
      attemptsPerAddress: loginAttempts,
      companyDomains,
      noteActivity,
      botChallenge,
      log,
      now,
    }),
    signUp: createSignUpRoutes({
      users,
      botChallenge,
      outbox,
      requestsPerAddress: accountRequests,
      messageQuota,
      portalLinks,
      log,
      now,
    }),
    tourist: createTouristRoutes({
      sessions,
      users,
      behaviour: options.tourist,
      initialState: options.initialTourState,
    }),
    notifications: createNotificationsRoutes({
      sessions,
      users,
      behaviour: options.notifications,
    }),
    postalCodes: createPostalCodeRoutes({
      file: options.postalCodesFile,
      delayMs: options.postalCodeDelayMs,
    }),
    cspReports: createCspReports({
      log,
      perAddress: new AttemptRateLimiter({ ...reportsPerAddress, now }),
    }),
  };
}
