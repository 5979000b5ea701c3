// @ts-check
import { createServer } from 'node:http';
import { createCspReports, cspReportPath } from './csp-reports.js';
import { createOriginCheck } from './csrf.js';
import { formPages, redirectFormPost } from './form-post-redirect.js';
import { HermesOutbox } from './hermes-outbox.js';
import { sendError, sendMethodNotAllowed, sendNotFound } from './http-json.js';
import { AttemptRateLimiter, LoginLockout } from './login-throttle.js';
import { MessageQuota } from './message-quota.js';
import { createNotificationsRoutes } from './notifications.js';
import { defaultCommonPasswordsFile, loadCommonPasswords } from './password-policy.js';
import { createPasswordResetRoutes } from './password-reset.js';
import { createPortalLinks, isLoopbackInterface } from './portal-links.js';
import { createPostalCodeRoutes, defaultPostalCodesFile } from './postal-codes.js';
import { logWhenDone } from './request-log.js';
import { createPageSecurityHeaders } from './security-headers.js';
import { SessionStore } from './sessions.js';
import { createSignUpRoutes } from './sign-up.js';
import { createSsoRoutes } from './sso-routes.js';
import { createStaticFiles } from './static-files.js';
import { createTouristRoutes, tourStates } from './tourist.js';
import { defaultUsersFile, loadUserDirectory } from './users.js';

/**
 * @typedef {object} SsoServiceOptions
 * @property {string} [usersFile] Users and allowed application ids; defaults to the demo file.
 * @property {string} [postalCodesFile] Defaults to the bundled data set.
 * @property {string} [staticDir] A production build to serve beside the API.
 * @property {number} [sessionTtlSeconds] Overrides both session lifetimes (12 hours, and 30
 *   days with "remember me"); fractions are allowed so tests can watch a session expire.
 * @property {readonly string[]} [allowedOrigins] Origins, besides the service's own, whose
 *   pages may post to the API.
 * @property {boolean} [cookieSecure] Mark the cookie `Secure` even on plain HTTP, for a service
 *   behind a TLS-terminating proxy.
 * @property {number} [postalCodeDelayMs] Delay before each postal-code answer.
 * @property {{ maxAttempts?: number, windowSeconds?: number }} [loginRateLimit] Per client
 *   address; defaults to 20 attempts per 60 seconds.
 * @property {{ threshold?: number, lockSeconds?: number }} [lockout] Per email; defaults to 5
 *   consecutive failures locking for 15 minutes.
 * @property {import('./signed-in-user.js').UpstreamBehaviour} [notifications] Makes the
 *   notifications service slow or failing.
 * @property {import('./signed-in-user.js').UpstreamBehaviour
 *   & { initialState?: import('./tourist.js').TourState }} [tourist] Makes the tourist service
 *   slow or failing; `initialState` is every tour's state for a user who has not recorded one
 *   (`pending` by default).
 * @property {number} [resetTokenTtlSeconds] How long a password-reset link works; 30 minutes
 *   by default. Fractions are allowed so tests can watch a link expire.
 * @property {string} [portalUrl] The portal's origin, which reset links and other messages
 *   point at. Required to listen beyond loopback; without it, links are built only for a
 *   request whose Host is this machine (`localhost`, `127.0.0.1`, `[::1]`, any port), and a
 *   message that would carry a link to any other Host is not sent (the log says why).
 * @property {string} [commonPasswordsFile] Passwords refused as new ones; defaults to the list
 *   the portal ships.
 * @property {{ perAddress?: number, perAddressAndEmail?: number, perEmail?: number,
 *   windowSeconds?: number }} [accountRequestLimit] Password-reset and sign-up requests, per
 *   window (15 minutes): per client address (answered 429 beyond it; 10 by default); messages
 *   to one email caused from one address (3) and from all addresses together (15). A request
 *   beyond a message limit is answered as usual but sends nothing.
 * @property {(line: string) => void} [log] Receives one line per API request, and each message
 *   handed to hermes (with its reset link); stderr by default.
 * @property {() => number} [now] Clock in epoch milliseconds, replaceable in tests.
 */

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

const hour = 60 * 60 * 1000;
const day = 24 * hour;

/**
 * @param {number | undefined} value
 * @param {number} fallback
 * @param {string} name
 */
function positive(value, fallback, name) {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/**
 * The raw request path, without query, or `undefined` for a request target that is not a path
 * (absolute-form or `*`). It is kept undecoded so routing and the static file checks see what the
 * client actually sent.
 *
 * @param {string | undefined} target
 */
function requestPath(target) {
  if (!target?.startsWith('/')) return undefined;
  const query = target.indexOf('?');
  return query === -1 ? target : target.slice(0, query);
}

/**
 * The one path segment after `prefix`, still encoded, as the contract's `{code}` and `{name}`
 * parameters take it; `undefined` for an empty one or more than one, which are paths the
 * contract does not have (404).
 *
 * @param {string} path
 * @param {string} prefix
 */
function segmentAfter(path, prefix) {
  if (!path.startsWith(prefix)) return undefined;
  const segment = path.slice(prefix.length);
  return segment && !segment.includes('/') ? segment : undefined;
}

/**
 * Builds the local SSO service: the `/api/sso` contract (docs/openapi.yaml), the postal-code
 * lookup, the tours and unread-count calls of the main screen, and optionally a production
 * build of the portal on the same origin.
 *
 * @param {SsoServiceOptions} [options]
 * @returns {SsoService}
 */
export function createSsoService(options = {}) {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line) => process.stderr.write(`${line}\n`));
  const users = loadUserDirectory(options.usersFile ?? defaultUsersFile);

  const ttlMs =
    options.sessionTtlSeconds === undefined
      ? undefined
      : positive(options.sessionTtlSeconds, 0, 'sessionTtlSeconds') * 1000;
  const sessions = new SessionStore({
    now,
    passwordVersionOf: (userId) => users.findById(userId)?.passwordVersion,
  });
  const lockout = new LoginLockout({
    threshold: positive(options.lockout?.threshold, 5, 'lockout.threshold'),
    lockMs: positive(options.lockout?.lockSeconds, 15 * 60, 'lockout.lockSeconds') * 1000,
    now,
  });
  const rateLimiter = new AttemptRateLimiter({
    maxAttempts: positive(options.loginRateLimit?.maxAttempts, 20, 'loginRateLimit.maxAttempts'),
    windowMs:
      positive(options.loginRateLimit?.windowSeconds, 60, 'loginRateLimit.windowSeconds') * 1000,
    now,
  });
  const originCheck = createOriginCheck({
    allowedOrigins: options.allowedOrigins ?? [],
    httpsDeployment: options.cookieSecure ?? false,
  });

  /** @type {Record<string, Record<string, (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>>>} */
  const apiRoutes = createSsoRoutes({
    users,
    sessions,
    lockout,
    rateLimiter,
    originCheck,
    cookieSecure: options.cookieSecure ?? false,
    lifetimes: { browserSessionMs: ttlMs ?? 12 * hour, rememberedMs: ttlMs ?? 30 * day },
  });
  const notificationsRoutes = createNotificationsRoutes({
    sessions,
    users,
    behaviour: options.notifications ?? {},
  });
  const initialTourState = options.tourist?.initialState ?? 'pending';
  if (!tourStates.includes(initialTourState)) {
    throw new Error(`tourist.initialState must be one of: ${tourStates.join(', ')}`);
  }
  const tourist = createTouristRoutes({
    sessions,
    users,
    originCheck,
    behaviour: options.tourist ?? {},
    initialState: initialTourState,
  });
  Object.assign(apiRoutes, notificationsRoutes, tourist.routes);
  const outbox = new HermesOutbox({ log, now });
  const accountWindowMs =
    positive(
      options.accountRequestLimit?.windowSeconds,
      15 * 60,
      'accountRequestLimit.windowSeconds',
    ) * 1000;
  const accountRequestsPerAddress = new AttemptRateLimiter({
    maxAttempts: positive(
      options.accountRequestLimit?.perAddress,
      10,
      'accountRequestLimit.perAddress',
    ),
    windowMs: accountWindowMs,
    now,
  });
  const messageQuota = new MessageQuota({
    perAddressAndEmail: positive(
      options.accountRequestLimit?.perAddressAndEmail,
      3,
      'accountRequestLimit.perAddressAndEmail',
    ),
    perEmail: positive(options.accountRequestLimit?.perEmail, 15, 'accountRequestLimit.perEmail'),
    windowMs: accountWindowMs,
    now,
  });
  const portalUrl = options.portalUrl?.replace(/\/+$/, '');
  const portalLinks = createPortalLinks({ portalUrl, cookieSecure: options.cookieSecure ?? false });
  const passwordReset = createPasswordResetRoutes({
    users,
    sessions,
    lockout,
    originCheck,
    outbox,
    commonPasswords: loadCommonPasswords(options.commonPasswordsFile ?? defaultCommonPasswordsFile),
    tokenTtlMs: positive(options.resetTokenTtlSeconds, 30 * 60, 'resetTokenTtlSeconds') * 1000,
    portalLinks,
    cookieSecure: options.cookieSecure ?? false,
    requestsPerAddress: accountRequestsPerAddress,
    messageQuota,
    attemptsPerAddress: rateLimiter,
    log,
    now,
  });
  const signUp = createSignUpRoutes({
    users,
    originCheck,
    outbox,
    requestsPerAddress: accountRequestsPerAddress,
    messageQuota,
    portalLinks,
    log,
    now,
  });
  Object.assign(apiRoutes, passwordReset.routes, signUp.routes);
  const lookUpPostalCode = createPostalCodeRoutes({
    file: options.postalCodesFile ?? defaultPostalCodesFile,
    delayMs: options.postalCodeDelayMs ?? 0,
  });
  const cspReportsPerAddress = new AttemptRateLimiter({ maxAttempts: 20, windowMs: 60_000, now });
  const cspReports = createCspReports({ log, originCheck, perAddress: cspReportsPerAddress });
  Object.assign(apiRoutes, cspReports.routes);
  const serveStatic = options.staticDir
    ? createStaticFiles({ root: options.staticDir, reportUri: cspReportPath })
    : undefined;
  const pageSecurityHeaders = createPageSecurityHeaders(options.staticDir, {
    reportUri: cspReportPath,
  });

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} path
   */
  async function handleApi(req, res, path) {
    const postalCode = segmentAfter(path, '/api/postal-code/');
    if (postalCode !== undefined) {
      await lookUpPostalCode(req, res, postalCode);
      return;
    }
    const tourName = segmentAfter(path, tourist.tourPrefix);
    if (tourName !== undefined) {
      await tourist.recordTour(req, res, tourName);
      return;
    }
    const route = apiRoutes[path];
    if (!route) {
      sendNotFound(res);
      return;
    }
    const handler = route[req.method ?? ''];
    if (!handler) {
      sendMethodNotAllowed(res, Object.keys(route));
      return;
    }
    await handler(req, res);
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function handle(req, res) {
    const path = requestPath(req.url);
    if (path === undefined) {
      sendError(res, 400, 'invalid_request', 'The request target must be a path.');
      return;
    }
    if (path === '/api' || path.startsWith('/api/')) {
      logWhenDone(req, res, path, log);
      // The clock its times (expiresAt, Retry-After) are on, which may be a test's (`now`).
      res.setHeader('Date', new Date(now()).toUTCString());
      await handleApi(req, res, path);
      return;
    }
    if (req.method === 'POST' && formPages.has(path)) {
      logWhenDone(req, res, path, log);
      redirectFormPost(req, res, await pageSecurityHeaders());
      return;
    }
    if (serveStatic) {
      await serveStatic(req, res, path);
      return;
    }
    sendNotFound(res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      log(`Error answering ${req.method} ${requestPath(req.url) ?? '?'}: ${error?.stack ?? error}`);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendError(res, 500, 'internal_error', 'The service failed to answer.');
    });
  });

  // Expired sessions and forgotten failure streaks would otherwise stay in memory for good.
  const sweeper = setInterval(() => {
    sessions.sweep();
    lockout.sweep();
    rateLimiter.sweep();
    accountRequestsPerAddress.sweep();
    messageQuota.sweep();
    cspReportsPerAddress.sweep();
    passwordReset.sweep();
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
      if (!portalUrl && !isLoopbackInterface(host)) {
        return Promise.reject(
          new Error(
            `Set SSO_PORTAL_URL (the portal's origin, such as https://portal.gofy.example) to ` +
              `listen on ${host}: beyond this machine, reset and sign-up links must not be ` +
              `built from the Host header a client sends.`,
          ),
        );
      }
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address();
          if (address === null || typeof address === 'string') {
            reject(new Error('The service is not listening on a TCP port'));
            return;
          }
          // A wildcard address is not something to type into a browser.
          const wildcard = address.address === '0.0.0.0' || address.address === '::';
          const hostname = wildcard
            ? 'localhost'
            : address.family === 'IPv6'
              ? `[${address.address}]`
              : address.address;
          const url = `http://${hostname}:${address.port}`;
          originCheck.setOwnOrigin(url);
          resolve(url);
        });
      });
    },
    close() {
      clearInterval(sweeper);
      return new Promise((resolve, reject) => {
        if (!server.listening) {
          resolve();
          return;
        }
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      });
    },
  };
}
