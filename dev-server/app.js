// @ts-check
import { createServer } from 'node:http';
// Node's own, not the global: the component tests run the service inside a DOM, whose
// timers cannot be left out of what keeps the process alive.
import { setInterval } from 'node:timers';
import { normalizeEmail } from './accounts/users.js';
import { createApiParts } from './api-routes.js';
import { cspReportPath } from './hosting/csp-reports.js';
import { listenOn, stopListening } from './hosting/listen-on.js';
import { createPageSecurityHeaders } from './hosting/security-headers.js';
import { createStaticFiles } from './hosting/static-files.js';
import { createOriginCheck } from './http/csrf.js';
import { isLoopbackInterface } from './http/portal-links.js';
import { compileRequestChecks } from './http/request-fields.js';
import { noteListeningUrl } from './passkeys/relying-party.js';
import { createRequestHandler } from './request-handler.js';
import { createRouteTable } from './route-table.js';
import { createServiceStores } from './service-stores.js';
import { resolveServiceOptions } from './settings/service-options.js';

/** @typedef {import('./settings/service-options.js').SsoServiceOptions} SsoServiceOptions */

/**
 * @typedef {object} SsoService
 * @property {import('node:http').Server} server
 * @property {(port?: number, host?: string) => Promise<string>} listen Resolves to the base URL.
 * @property {() => Promise<void>} close
 * @property {readonly string[]} accountEmails The emails that can sign in.
 * @property {import('./notices/hermes-outbox.js').HermesOutbox} outbox The messages handed to hermes.
 * @property {import('./passkeys/passkey-store.js').PasskeyStore} passkeys The passkeys it holds, for
 *   tests that stand in for one an SSO before contract 1.15.0 added without the second factor.
 * @property {import('./activity/activity-log.js').ActivityLog} activity Each account's sign-ins
 *   and security changes; `retainedActivityOf` (activity/activity-view.js) lists a user's.
 * @property {() => readonly import('./recovery-and-sign-up/sign-up.js').SignUpRequest[]} signUpRequests Requests
 *   for new accounts received so far.
 * @property {() => readonly string[]} storedResetTokenKeys What the reset-token store is
 *   keyed by (hashes), to show it holds no usable link.
 * @property {(email: string) => readonly string[]} storedRecoveryCodeHashes What is kept of an
 *   account's unused recovery codes, to show it is no code nor a plain hash of one.
 * @property {() => readonly unknown[]} cspReports The policy violation reports browsers sent
 *   from the pages served: the first 100, which later reports never push out, so a flood of
 *   reports cannot make a real one disappear.
 */

/**
 * Builds the local SSO service: the API parts of api-routes.js behind one route table, and
 * optionally a production build of the portal on the same origin.
 *
 * @param {SsoServiceOptions} [input]
 * @returns {SsoService}
 */
export function createSsoService(input = {}) {
  const options = resolveServiceOptions(input);
  const { now, log, cookieSecure } = options;
  // The contract's request schemas are compiled before the first request, not during it.
  compileRequestChecks();
  const stores = createServiceStores(options);
  const parts = createApiParts(options, stores);
  const originCheck = createOriginCheck({
    allowedOrigins: options.allowedOrigins,
    httpsDeployment: cookieSecure,
  });

  const api = createRouteTable(
    Object.values(parts).flatMap((part) => part.routes),
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
    stores.sessions,
    stores.lockout,
    stores.codeLockout,
    stores.loginAttempts,
    stores.accountRequests,
    stores.messageQuota,
    stores.botChallenge,
    parts.cspReports,
    parts.passwordReset,
    parts.passkeySignIn,
    parts.passkeyManagement,
    parts.passkeyReauthentication,
    parts.secondFactorSignIn,
    parts.secondFactorManagement,
    parts.federation,
    parts.personalData,
    parts.activity,
  ];
  const sweeper = setInterval(() => {
    for (const part of forgetful) part.sweep();
  }, 60_000);
  sweeper.unref();

  return {
    server,
    accountEmails: stores.users.emails,
    outbox: stores.outbox,
    passkeys: stores.passkeys,
    activity: stores.activity,
    signUpRequests: () => parts.signUp.requests,
    storedResetTokenKeys: () => parts.passwordReset.storedTokenKeys(),
    storedRecoveryCodeHashes(email) {
      const user = stores.users.findByEmail(normalizeEmail(email));
      return user ? stores.secondFactors.recoveryCodeHashesOf(user.id) : [];
    },
    cspReports: parts.cspReports.reports,
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
        noteListeningUrl(options.relyingParty, url);
        return url;
      });
    },
    close() {
      clearInterval(sweeper);
      return stopListening(server);
    },
  };
}
