// @ts-check
import { defaultCommonPasswordsFile } from '../accounts/password-policy.js';
import { defaultUsersFile } from '../accounts/users.js';
import { activitySettings } from '../activity/activity-settings.js';
import { botChallengeSettings } from '../bot-challenge/challenge-settings.js';
import { defaultFederationFile } from '../federation/federation-settings.js';
import { defaultPostalCodesFile } from '../suite-services/postal-codes.js';
import { tourStates } from '../suite-services/tourist.js';
import { loginLimitSettings, testOnlyLimitSettings } from './limit-settings.js';

/**
 * Every setting of the service, in one table: where it goes, the flag or environment variable
 * that sets it, its type, default, range and what it does. settings.js reads the command line
 * and environment by it, settings-usage.js prints it, and service-options.js fills in its
 * defaults and checks what `createSsoService` is passed against it, so nothing is written twice.
 */

/**
 * @typedef {'number' | 'switch' | 'text' | 'path' | 'origin' | 'origins' | 'choice'} SettingType
 *   `number`: whole from the command line and environment, any in its range from code (tests
 *   pass fractions: a session of half a second); `switch`: 1 or 0 (true, false); `path`:
 *   resolved from the working directory; `origin(s)`: one, or comma-separated, without a path.
 */

/**
 * @typedef {object} Setting
 * @property {string} path Where it goes: `port` and `host` are where the service listens,
 *   anything else is an option of `createSsoService` (`SsoServiceOptions`), dotted when nested.
 * @property {SettingType} type
 * @property {string} [flag] The command line's, such as `--port`.
 * @property {string} [env] The environment variable that sets it.
 * @property {unknown} [default] Taken when it is not given.
 * @property {NumberRange} [range] For numbers.
 * @property {readonly string[]} [choices] For a choice.
 * @property {string} [about] What it does, for the usage text: a setting without one is for
 *   tests only.
 */

/**
 * @typedef {object} NumberRange Above 0, or 0 itself where `zeroAllowed`; at most `max`.
 * @property {boolean} [zeroAllowed]
 * @property {number} [max]
 */

/** A delay that makes a service look slow; past two minutes it would only look broken. */
const delay = {
  type: /** @type {const} */ ('number'),
  default: 0,
  range: { zeroAllowed: true, max: 120_000 },
};
/** @type {readonly Setting[]} In the order the usage text lists them. */
export const settingTable = [
  {
    path: 'port',
    flag: '--port',
    env: 'SSO_SERVICE_PORT',
    type: 'number',
    default: 4000,
    range: { zeroAllowed: true, max: 65535 },
    about: 'port when --port is not given',
  },
  { path: 'host', flag: '--host', type: 'text', default: '127.0.0.1' },
  { path: 'staticDir', flag: '--static', type: 'path' },
  {
    path: 'usersFile',
    env: 'SSO_USERS_FILE',
    type: 'path',
    default: defaultUsersFile,
    about: 'users file',
  },
  { path: 'postalCodesFile', type: 'path', default: defaultPostalCodesFile },
  { path: 'commonPasswordsFile', type: 'path', default: defaultCommonPasswordsFile },
  {
    path: 'allowedOrigins',
    env: 'SSO_ALLOWED_ORIGINS',
    type: 'origins',
    default: [],
    about: 'comma-separated origins that may post to the API',
  },
  {
    path: 'cookieSecure',
    env: 'SSO_COOKIE_SECURE',
    type: 'switch',
    default: false,
    about: '1 to mark the session cookie Secure behind a TLS proxy',
  },
  {
    path: 'portalUrl',
    env: 'SSO_PORTAL_URL',
    type: 'origin',
    about:
      'origin that reset links point at (required unless --host is loopback; without ' +
      'it, links only for a loopback Host)',
  },
  {
    path: 'passkeys.rpId',
    env: 'SSO_PASSKEY_RP_ID',
    type: 'text',
    about: "passkeys' relying-party id (SSO_PORTAL_URL's host, else localhost)",
  },
  {
    path: 'passkeys.origins',
    env: 'SSO_PASSKEY_ORIGINS',
    type: 'origins',
    about:
      "comma-separated origins passkeys may be used on (SSO_PORTAL_URL's; without it, " +
      "the service's own, by the name localhost; never the Host of a request)",
  },
  {
    path: 'federation.file',
    env: 'SSO_FEDERATION_FILE',
    type: 'path',
    default: defaultFederationFile,
    about: 'company providers and domains',
  },
  {
    path: 'federation.callbackOrigin',
    env: 'SSO_FEDERATION_CALLBACK_ORIGIN',
    type: 'origin',
    about:
      "the portal's origin providers send the browser back to (SSO_PORTAL_URL, else " +
      "the service's own)",
  },
  {
    path: 'returnOrigins',
    env: 'SSO_RETURN_ORIGINS',
    type: 'origins',
    default: [],
    about:
      'comma-separated suite origins a company sign-in may return to, and that may read whoami',
  },
  // Requests about personal data (LGPD art. 18) go to the controller's encarregado, in the
  // deployment's language (personal-data/).
  {
    path: 'encarregado.email',
    env: 'SSO_ENCARREGADO_EMAIL',
    type: 'text',
    default: 'encarregado@gofy.example',
    about: "the encarregado's address, where requests about personal data are sent",
  },
  {
    path: 'encarregado.locale',
    env: 'SSO_ENCARREGADO_LOCALE',
    type: 'choice',
    choices: ['pt-BR', 'en'],
    default: 'pt-BR',
    about: 'the language of the messages to the encarregado',
  },
  // Without them, 12 and 24 hours, or 30 days with "remember me" (service-options.js).
  {
    path: 'sessionTtlSeconds',
    env: 'SSO_SESSION_TTL_SECONDS',
    type: 'number',
    about: 'lifetime of every session (12 h; 30 days with "remember me")',
  },
  {
    path: 'sessionAbsoluteTtlSeconds',
    env: 'SSO_SESSION_MAX_TTL_SECONDS',
    type: 'number',
    about: 'longest a session lasts, refreshed or not (24 h; 30 days with "remember me")',
  },
  ...loginLimitSettings,
  ...botChallengeSettings,
  {
    path: 'pendingSignInTtlSeconds',
    env: 'SSO_PENDING_SIGN_IN_SECONDS',
    type: 'number',
    default: 5 * 60,
    about: 'how long a sign-in waits for its second factor',
  },
  {
    path: 'recentProofSeconds',
    env: 'SSO_RECENT_PROOF_SECONDS',
    type: 'number',
    default: 10 * 60,
    range: { max: 24 * 60 * 60 },
    about: 'how old a proof of who the user is may be for a change to how they sign in',
  },
  {
    path: 'resetTokenTtlSeconds',
    env: 'SSO_RESET_TOKEN_TTL_SECONDS',
    type: 'number',
    default: 30 * 60,
    about: 'how long a password-reset link works',
  },
  ...activitySettings,
  ...testOnlyLimitSettings,
  {
    path: 'postalCodeDelayMs',
    env: 'POSTAL_CODE_DELAY_MS',
    ...delay,
    about: 'delay before each postal-code answer',
  },
  {
    path: 'notifications.delayMs',
    env: 'NOTIFICATIONS_DELAY_MS',
    ...delay,
    about: 'delay before each notifications answer',
  },
  {
    path: 'tourist.delayMs',
    env: 'TOURIST_DELAY_MS',
    ...delay,
    about: 'delay before each tourist answer',
  },
  {
    path: 'notifications.failing',
    env: 'NOTIFICATIONS_FAIL',
    type: 'switch',
    about: '1 to answer every notifications request with 503',
  },
  {
    path: 'tourist.failing',
    env: 'TOURIST_FAIL',
    type: 'switch',
    about: '1 to answer every tourist request with 503',
  },
  {
    path: 'tourist.initialState',
    env: 'TOURIST_INITIAL_STATE',
    type: 'choice',
    choices: tourStates,
    default: 'pending',
    about: "every tour's state until a user records one",
  },
];

/** @type {ReadonlyMap<string, Setting>} */
const byPath = new Map(settingTable.map((setting) => [setting.path, setting]));

/**
 * The setting at `path`; a path the table does not have is a mistake in the code.
 *
 * @param {string} path
 */
export function settingAt(path) {
  const setting = byPath.get(path);
  if (!setting) throw new Error(`No setting ${path}`);
  return setting;
}
