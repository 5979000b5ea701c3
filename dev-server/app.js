// @ts-check
import { createServer } from 'node:http';
import { createCspReports, cspReportPath, reportsPerAddress } from './csp-reports.js';
import { createOriginCheck } from './csrf.js';
import { HermesOutbox } from './hermes-outbox.js';
import { listenOn, stopListening } from './listen-on.js';
import { createLoginRoute } from './login-route.js';
import { AttemptRateLimiter, LoginLockout } from './login-throttle.js';
import { MessageQuota } from './message-quota.js';
import { createNotificationsRoutes } from './notifications.js';
import { createPasskeyManagementRoutes } from './passkey-management.js';
import { createPasskeySignInRoutes } from './passkey-sign-in.js';
import { PasskeyStore } from './passkey-store.js';
import { loadCommonPasswords } from './password-policy.js';
import { createPasswordResetRoutes } from './password-reset.js';
import { createPortalLinks, isLoopbackInterface } from './portal-links.js';
import { createPostalCodeRoutes } from './postal-codes.js';
import { createRequestHandler } from './request-handler.js';
import { createRouteTable } from './route-table.js';
import { createPageSecurityHeaders } from './security-headers.js';
import { resolveServiceOptions } from './service-options.js';
import { createSessionRoutes } from './session-routes.js';
import { SessionStore } from './sessions.js';
import { createSignUpRoutes } from './sign-up.js';
import { createStaticFiles } from './static-files.js';
import { createTouristRoutes } from './tourist.js';
import { loadUserDirectory } from './users.js';

/** @typedef {import('./service-options.js').SsoServiceOptions} SsoServiceOptions */

/**
 * @typedef {object} SsoService
 * @property {import('node:http').Server} server
 * @property {(port?: number, host?: string) => Promise<string>} listen Resolves to the base URL.
 * @property {() => Promise<void>} close
 * @property {readonly string[]} accountEmails The emails that can sign in.
 * @property {import('./hermes-outbox.js').HermesOutbox} outbox The messages handed to hermes.
 * @property {() => readonly import('./sign-up.js').SignUpRequest[]} signUpRequests Requests
 *   for new accounts received so far.
 * @property {() => readonly string[]} storedResetTokenKeys What the reset-token store is
 *   keyed by (hashes), to show it holds no usable link.
 * @property {() => readonly unknown[]} cspReports The policy violation reports browsers sent
 *   from the pages served: the first 100, which later reports never push out, so a flood of
 *   reports cannot make a real one disappear.
 */

/**
 * Builds the local SSO service: the `/api/sso` contract (docs/openapi.yaml), passkeys included,
 * the postal-code lookup, the tours and unread-count calls of the main screen, and optionally a production
 * build of the portal on the same origin.
 *
 * @param {SsoServiceOptions} [input]
 * @returns {SsoService}
 */
export function createSsoService(input = {}) {
  const options = resolveServiceOptions(input);
  const { now, log, cookieSecure } = options;
  const users = loadUserDirectory(options.usersFile);

  const sessions = new SessionStore({
    now,
    passwordVersionOf: (userId) => users.findById(userId)?.passwordVersion,
  });
  const passkeys = new PasskeyStore({ now });
  const lockout = new LoginLockout({ ...options.lockout, now });
  const loginAttempts = new AttemptRateLimiter({ ...options.loginRateLimit, now });
  const { windowMs, perAddress, perAddressAndEmail, perEmail } = options.accountRequestLimit;
  const accountRequests = new AttemptRateLimiter({ maxAttempts: perAddress, windowMs, now });
  const messageQuota = new MessageQuota({ perAddressAndEmail, perEmail, windowMs, now });
  const cspReportsLimit = new AttemptRateLimiter({ ...reportsPerAddress, now });
  const originCheck = createOriginCheck({
    allowedOrigins: options.allowedOrigins,
    httpsDeployment: cookieSecure,
  });
  const outbox = new HermesOutbox({ log, now });
  const portalLinks = createPortalLinks({ portalUrl: options.portalUrl, cookieSecure });

  const session = createSessionRoutes({ users, sessions, cookieSecure });
  const login = createLoginRoute({
    users,
    sessions,
    lockout,
    rateLimiter: loginAttempts,
    cookieSecure,
    lifetimes: options.sessionLifetimes,
  });
  const passkeySignIn = createPasskeySignInRoutes({
    users,
    sessions,
    passkeys,
    rateLimiter: loginAttempts,
    relyingParty: options.relyingParty,
    cookieSecure,
    lifetimes: options.sessionLifetimes,
    now,
  });
  const passkeyManagement = createPasskeyManagementRoutes({
    passkeys,
    requireSession: session.requireSession,
    relyingParty: options.relyingParty,
    cookieSecure,
    now,
  });
  const passwordReset = createPasswordResetRoutes({
    users,
    sessions,
    passkeys,
    lockout,
    outbox,
    commonPasswords: loadCommonPasswords(options.commonPasswordsFile),
    tokenTtlMs: options.resetTokenTtlMs,
    portalLinks,
    cookieSecure,
    requestsPerAddress: accountRequests,
    messageQuota,
    attemptsPerAddress: loginAttempts,
    log,
    now,
  });
  const signUp = createSignUpRoutes({
    users,
    outbox,
    requestsPerAddress: accountRequests,
    messageQuota,
    portalLinks,
    log,
    now,
  });
  const tourist = createTouristRoutes({
    sessions,
    users,
    behaviour: options.tourist,
    initialState: options.initialTourState,
  });
  const notifications = createNotificationsRoutes({
    sessions,
    users,
    behaviour: options.notifications,
  });
  const postalCodes = createPostalCodeRoutes({
    file: options.postalCodesFile,
    delayMs: options.postalCodeDelayMs,
  });
  const cspReports = createCspReports({ log, perAddress: cspReportsLimit });

  const api = createRouteTable(
    [
      ...session.routes,
      ...login.routes,
      ...passkeySignIn.routes,
      ...passkeyManagement.routes,
      ...passwordReset.routes,
      ...signUp.routes,
      ...tourist.routes,
      ...notifications.routes,
      ...postalCodes.routes,
      ...cspReports.routes,
    ],
    { originCheck },
  );
  const server = createServer(
    createRequestHandler({
      api,
      pageSecurityHeaders: createPageSecurityHeaders(options.staticDir, {
        reportUri: cspReportPath,
      }),
      serveStatic: options.staticDir
        ? createStaticFiles({ root: options.staticDir, reportUri: cspReportPath })
        : undefined,
      log,
      now,
    }),
  );

  // Expired sessions and forgotten failure streaks would otherwise stay in memory for good.
  const forgetful = [
    sessions,
    lockout,
    loginAttempts,
    accountRequests,
    messageQuota,
    cspReportsLimit,
    passwordReset,
    passkeySignIn,
    passkeyManagement,
  ];
  const sweeper = setInterval(() => {
    for (const part of forgetful) part.sweep();
  }, 60_000);
  sweeper.unref();

  return {
    server,
    accountEmails: users.emails,
    outbox,
    signUpRequests: () => signUp.requests,
    storedResetTokenKeys: () => passwordReset.storedTokenKeys(),
    cspReports: cspReports.reports,
    listen(port = 0, host = '127.0.0.1') {
      if (!options.portalUrl && !isLoopbackInterface(host)) {
        return Promise.reject(
          new Error(
            `Set SSO_PORTAL_URL (the portal's origin, such as https://portal.gofy.example) to ` +
              `listen on ${host}: beyond this machine, reset and sign-up links must not be ` +
              `built from the Host header a client sends.`,
          ),
        );
      }
      return listenOn(server, port, host).then((url) => {
        originCheck.setOwnOrigin(url);
        return url;
      });
    },
    close() {
      clearInterval(sweeper);
      return stopListening(server);
    },
  };
}
