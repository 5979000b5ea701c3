// @ts-check
import { numberOptions } from './number-options.js';

/** What `node dev-server/server.js` prints beside a bad setting: every flag and variable. */

const numberRules = /** @type {[string, import('./number-options.js').NumberRule][]} */ (
  Object.entries(numberOptions)
);

/**
 * @param {string} name
 * @param {string} about
 */
const usageLine = (name, about) => `  ${name.padEnd(32)}${about}`;

export const usage = [
  'Usage: node dev-server/server.js [--port 4000] [--host 127.0.0.1] [--static <dir>]',
  '',
  'Environment:',
  usageLine('SSO_SERVICE_PORT', 'port when --port is not given (4000)'),
  usageLine('SSO_USERS_FILE', 'users file (dev-server/data/demo-users.json)'),
  usageLine('SSO_ALLOWED_ORIGINS', 'comma-separated origins that may post to the API'),
  usageLine('SSO_COOKIE_SECURE', '1 to mark the session cookie Secure behind a TLS proxy'),
  usageLine('SSO_PORTAL_URL', 'origin that reset links point at (required unless --host is'),
  usageLine('', 'loopback; without it, links only for a loopback Host)'),
  usageLine('SSO_PASSKEY_RP_ID', "passkeys' relying-party id (SSO_PORTAL_URL's host, else"),
  usageLine('', 'localhost)'),
  usageLine('SSO_PASSKEY_ORIGINS', 'comma-separated origins passkeys may be used on'),
  usageLine('', "(SSO_PORTAL_URL's; without it, the service's own, by the name"),
  usageLine('', 'localhost; never the Host of a request)'),
  usageLine(
    'SSO_FEDERATION_FILE',
    'company providers and domains (dev-server/data/federation.json)',
  ),
  usageLine(
    'SSO_FEDERATION_CALLBACK_ORIGIN',
    "the portal's origin providers send the browser back",
  ),
  usageLine('', "to (SSO_PORTAL_URL, else the service's own)"),
  usageLine('SSO_RETURN_ORIGINS', 'comma-separated suite origins a company sign-in may return to'),
  ...numberRules.flatMap(([, rule]) =>
    rule.env && rule.about
      ? [
          usageLine(
            rule.env,
            rule.default === undefined ? rule.about : `${rule.about} (${rule.default})`,
          ),
        ]
      : [],
  ),
  usageLine('NOTIFICATIONS_FAIL', '1 to answer every notifications request with 503'),
  usageLine('TOURIST_FAIL', '1 to answer every tourist request with 503'),
  usageLine('TOURIST_INITIAL_STATE', "every tour's state until a user records one (pending)"),
].join('\n');
