// @ts-check

import {
  checkFederationSettings,
  loadFederationSettings,
} from '../federation/federation-settings.js';
import { resolveEncarregado } from './encarregado-option.js';
import { settingAt } from './setting-table.js';
import { defaultOf, numberReader, numbersOf } from './setting-values.js';

/**
 * What `createSsoService` may be told, each option documented where it is declared, and what
 * the service runs with once defaults are filled in and values checked: app.js takes the
 * options resolved here. Every default and range is in the setting table (setting-table.js),
 * which settings.js reads the command line and environment by.
 */

/**
 * @typedef {GeneralOptions & import('./limit-settings.js').LimitOptions
 *   & import('../bot-challenge/challenge-settings.js').BotChallengeOptions} SsoServiceOptions
 */

/**
 * @typedef {object} GeneralOptions Every option but the limits on attempts.
 * @property {string} [usersFile] Users and allowed application ids; defaults to the demo file.
 * @property {string} [postalCodesFile] Defaults to the bundled data set.
 * @property {string} [staticDir] A production build to serve beside the API.
 * @property {number} [sessionTtlSeconds] Overrides both session lifetimes (12 hours, and 30
 *   days with "remember me"); fractions are allowed so tests can watch a session expire.
 * @property {number} [sessionAbsoluteTtlSeconds] Overrides both absolute session lifetimes,
 *   which no refresh passes (24 hours after the sign-in, and 30 days with "remember me").
 * @property {readonly string[]} [allowedOrigins] Origins, besides the service's own, whose
 *   pages may post to the API.
 * @property {boolean} [cookieSecure] Mark the cookie `Secure` even on plain HTTP, for a service
 *   behind a TLS-terminating proxy.
 * @property {number} [postalCodeDelayMs] Delay before each postal-code answer.
 * @property {import('../sessions/signed-in-user.js').UpstreamBehaviour} [notifications] Makes the
 *   notifications service slow or failing.
 * @property {import('../sessions/signed-in-user.js').UpstreamBehaviour
 *   & { initialState?: import('../suite-services/tourist.js').TourState }} [tourist] Makes the tourist service
 *   slow or failing; `initialState` is every tour's state for a user who has not recorded one
 *   (`pending` by default).
 * @property {number} [recentProofSeconds] How old the proof a change to how the account signs
 *   in asks for may be (recent-proof.js); 10 minutes when not given.
 * @property {number} [pendingSignInTtlSeconds] How long a sign-in waits for its second factor;
 *   5 minutes by default. Fractions are allowed so tests can watch one run out.
 * @property {number} [activityRetentionDays] How long each account's activity is kept; 183 days.
 * @property {string | false} [activityFile] Demo activity dated back from the start (the demo
 *   file by default); `false` for none.
 * @property {number} [resetTokenTtlSeconds] How long a password-reset link works; 30 minutes
 *   by default. Fractions are allowed so tests can watch a link expire.
 * @property {string} [portalUrl] The portal's origin, which reset links and other messages
 *   point at. Required to listen beyond loopback; without it, links are built only for a
 *   request whose Host is this machine (`localhost`, `127.0.0.1`, `[::1]`, any port), and a
 *   message that would carry a link to any other Host is not sent (the log says why).
 * @property {string} [commonPasswordsFile] Passwords refused as new ones; defaults to the list
 *   the portal ships.
 * @property {{ rpId?: string, rpName?: string, origins?: readonly string[] }} [passkeys] The
 *   relying party of passkeys: its id (the portal's domain; the `portalUrl`'s host, else
 *   `localhost`), the name authenticators show (`gofy`), and the origins ceremonies may come
 *   from (the `portalUrl`'s; without one, the service's own, `http://localhost:<port>`, and
 *   none behind TLS: never the request's `Host`).
 * @property {{ file?: string, providers?: readonly object[], domains?: readonly object[],
 *   callbackOrigin?: string,
 *   records?: import('../federation/federation-context.js').FederationRecords }} [federation]
 *   Company sign-in: the providers offered and the company email domains
 *   (federation/federation-settings.js), from `providers` and `domains` when given, else from
 *   `file` (`data/federation.json` by default); `callbackOrigin` is the portal's origin, where
 *   providers send the browser back (`portalUrl`, else the service's own origin,
 *   `http://localhost:<port>`); `records`, the sign-ins under way and the company accounts
 *   waiting, when several instances share them (`createFederationRecords`), as the SSO's do
 *   behind one portal: a broker may start at one and come back to another, set up otherwise
 *   in the middle of a deployment. Each instance keeps its own by default.
 * @property {readonly string[]} [returnOrigins] The suite's origins a company sign-in may
 *   return to, as the portal's `REACT_APP_RETURN_ORIGINS`; none by default.
 * @property {{ email?: string, locale?: 'pt-BR' | 'en' }} [encarregado] The controller's
 *   encarregado (data protection officer), whom requests about personal data are sent to, and
 *   the language of those messages (`encarregado@gofy.example`, pt-BR).
 * @property {(line: string) => void} [log] Receives one line per API request, and each message
 *   handed to hermes (with its reset link); stderr by default.
 * @property {() => number} [now] Clock in epoch milliseconds, replaceable in tests.
 * @property {import('../password-change/new-password-in-place.js').NewPasswordHashing} [hashNewPassword]
 *   A password change's new hash; tests hold it open to land other requests in scrypt's time.
 * @property {typeof import('../accounts/passwords.js').verifyPassword} [verifyPassword] How a
 *   sign-in checks a password; tests count the checks a refused request never reaches.
 */

/**
 * @typedef {ResolvedGeneralOptions & import('./limit-settings.js').ResolvedLimits}
 *   ResolvedOptions What the service runs with: every default filled in, every number
 *   checked, times in milliseconds.
 */

/**
 * @typedef {object} ResolvedGeneralOptions
 * @property {() => number} now
 * @property {import('../password-change/new-password-in-place.js').NewPasswordHashing | undefined} hashNewPassword
 * @property {typeof import('../accounts/passwords.js').verifyPassword | undefined} verifyPassword
 * @property {import('../bot-challenge/challenge-settings.js').ResolvedBotChallenge} botChallenge
 * @property {(line: string) => void} log
 * @property {string} usersFile
 * @property {string} postalCodesFile
 * @property {string} commonPasswordsFile
 * @property {string | undefined} staticDir
 * @property {readonly string[]} allowedOrigins
 * @property {boolean} cookieSecure
 * @property {string | undefined} portalUrl Without a trailing slash.
 * @property {{ browserSessionMs: number, rememberedMs: number }} sessionLifetimes
 * @property {import('../sessions/sessions.js').AbsoluteLifetimes} sessionAbsoluteLifetimes
 * @property {number} pendingSignInTtlMs
 * @property {number} recentProofMs
 * @property {number} resetTokenTtlMs
 * @property {number} activityRetentionDays
 * @property {string | false} activityFile
 * @property {number} postalCodeDelayMs
 * @property {import('../sessions/signed-in-user.js').UpstreamBehaviour} notifications
 * @property {import('../sessions/signed-in-user.js').UpstreamBehaviour} tourist
 * @property {import('../suite-services/tourist.js').TourState} initialTourState
 * @property {import('../passkeys/relying-party.js').RelyingParty} relyingParty
 * @property {{ email: string, locale: 'pt-BR' | 'en' }} encarregado
 * @property {import('../federation/federation-context.js').FederationOptions
 *   & import('../federation/federation-settings.js').FederationSettings} federation
 */

const hourMs = 60 * 60 * 1000;
const limitGroups = [
  'loginRateLimit',
  'lockout',
  'secondFactorLockout',
  'accountRequestLimit',
  'passkeySignInLimit',
  'federationStartLimit',
  'personalDataRequestLimit',
];

/**
 * Fills in the defaults and checks every value, failing with the name of the first option
 * at fault.
 *
 * @param {SsoServiceOptions} options
 * @returns {ResolvedOptions}
 */
export function resolveServiceOptions(options) {
  const read = numberReader(options);
  const { number, seconds } = read;

  const { choices = [] } = settingAt('tourist.initialState');
  const initialTourState =
    options.tourist?.initialState ??
    /** @type {import('../suite-services/tourist.js').TourState} */ (
      defaultOf('tourist.initialState')
    );
  if (!choices.includes(initialTourState)) {
    throw new Error(`tourist.initialState must be one of: ${choices.join(', ')}`);
  }
  const sessionTtlMs =
    options.sessionTtlSeconds === undefined ? undefined : seconds('sessionTtlSeconds');
  const absoluteTtlMs =
    options.sessionAbsoluteTtlSeconds === undefined
      ? undefined
      : seconds('sessionAbsoluteTtlSeconds');

  const relyingParty = resolveRelyingParty(options);
  return {
    now: options.now ?? Date.now,
    hashNewPassword: options.hashNewPassword,
    verifyPassword: options.verifyPassword,
    log: options.log ?? ((line) => process.stderr.write(`${line}\n`)),
    usersFile: options.usersFile ?? /** @type {string} */ (defaultOf('usersFile')),
    postalCodesFile:
      options.postalCodesFile ?? /** @type {string} */ (defaultOf('postalCodesFile')),
    commonPasswordsFile:
      options.commonPasswordsFile ?? /** @type {string} */ (defaultOf('commonPasswordsFile')),
    staticDir: options.staticDir,
    allowedOrigins: options.allowedOrigins ?? /** @type {string[]} */ (defaultOf('allowedOrigins')),
    cookieSecure: options.cookieSecure ?? /** @type {boolean} */ (defaultOf('cookieSecure')),
    portalUrl: options.portalUrl?.replace(/\/+$/, ''),
    sessionLifetimes: {
      browserSessionMs: sessionTtlMs ?? 12 * hourMs,
      rememberedMs: sessionTtlMs ?? 30 * 24 * hourMs,
    },
    // NIST SP 800-63B-4 asks a session at AAL2 to sign in again every 24 hours; a remembered
    // one keeps the 30 days it always had, now as an end no refresh moves.
    sessionAbsoluteLifetimes: {
      browserSessionMs: absoluteTtlMs ?? 24 * hourMs,
      rememberedMs: absoluteTtlMs ?? 30 * 24 * hourMs,
    },
    pendingSignInTtlMs: seconds('pendingSignInTtlSeconds'),
    recentProofMs: seconds('recentProofSeconds'),
    resetTokenTtlMs: seconds('resetTokenTtlSeconds'),
    activityRetentionDays: number('activityRetentionDays'),
    activityFile: options.activityFile ?? /** @type {string} */ (defaultOf('activityFile')),
    .../** @type {import('./limit-settings.js').ResolvedLimits} */ (
      Object.fromEntries(limitGroups.map((group) => [group, numbersOf(read, group)]))
    ),
    botChallenge:
      /** @type {import('../bot-challenge/challenge-settings.js').ResolvedBotChallenge} */ ({
        ...numbersOf(read, 'botChallenge'),
        secret: options.challengeSecret,
      }),
    postalCodeDelayMs: number('postalCodeDelayMs'),
    notifications: { ...options.notifications, delayMs: number('notifications.delayMs') },
    tourist: {
      ...(options.tourist?.failing !== undefined ? { failing: options.tourist.failing } : {}),
      delayMs: number('tourist.delayMs'),
    },
    initialTourState,
    relyingParty,
    encarregado: resolveEncarregado(options),
    federation: resolveFederation(options, relyingParty),
  };
}

/**
 * @param {SsoServiceOptions} options
 * @param {import('../passkeys/relying-party.js').RelyingParty} relyingParty Whose `own` origin is the
 *   service's, once it listens.
 */
function resolveFederation(options, relyingParty) {
  const given = options.federation ?? {};
  const settings =
    given.providers || given.domains
      ? checkFederationSettings(
          { providers: given.providers, domains: given.domains },
          'federation',
        )
      : loadFederationSettings(given.file ?? /** @type {string} */ (defaultOf('federation.file')));
  return {
    ...settings,
    callbackOrigin: (given.callbackOrigin ?? options.portalUrl)?.replace(/\/+$/, ''),
    own: relyingParty.own,
    returnOrigins: options.returnOrigins ?? /** @type {string[]} */ (defaultOf('returnOrigins')),
    ...(given.records ? { records: given.records } : {}),
  };
}

/**
 * @param {SsoServiceOptions} options
 * @returns {import('../passkeys/relying-party.js').RelyingParty}
 */
function resolveRelyingParty(options) {
  const portal = options.portalUrl ? new URL(options.portalUrl) : undefined;
  const id = options.passkeys?.rpId ?? portal?.hostname ?? 'localhost';
  if (!/^[a-z0-9.-]+$/i.test(id) || /^[\d.]+$/.test(id)) {
    throw new Error(`passkeys.rpId must be a domain name such as portal.gofy.example: "${id}"`);
  }
  const origins = options.passkeys?.origins ?? (portal ? [portal.origin] : undefined);
  return { id: id.toLowerCase(), name: options.passkeys?.rpName ?? 'gofy', origins, own: {} };
}
