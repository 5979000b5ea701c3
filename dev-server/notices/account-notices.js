// @ts-check
import { describeUserAgent } from '../http/user-agent.js';

/**
 * The notices an account's owner gets when how it signs in changes, or when it is used from a
 * new device: if it was not them, they learn of it, in their language, with a link to the
 * security page where they can end the intruder's session and turn things back.
 *
 * @typedef {'second-factor-added' | 'second-factor-removed' | 'recovery-codes-regenerated'
 *   | 'recovery-code-used' | 'new-device-sign-in' | 'passkey-added' | 'passkey-removed'
 *   | 'company-account-linked' | 'company-account-unlinked'
 *   | 'password-changed-signed-in' | 'not-me-reported'} NoticeTemplate
 *
 * @typedef {object} AccountNoticeDependencies
 * @property {import('./hermes-outbox.js').HermesOutbox} outbox
 * @property {ReturnType<typeof import('../http/portal-links.js').createPortalLinks>} portalLinks
 * @property {(line: string) => void} log
 * @property {() => number} now
 */

/**
 * "Chrome, Android", as the notice names the device; the words around it are hermes's, in
 * the user's language.
 *
 * @param {string | undefined} userAgent
 */
export function deviceName(userAgent) {
  const { browser, os } = describeUserAgent(userAgent);
  if (browser === 'unknown' && os === 'unknown') return 'unknown';
  if (os === 'unknown') return browser;
  if (browser === 'unknown') return os;
  return `${browser}, ${os}`;
}

/** @param {AccountNoticeDependencies} deps */
export function createAccountNotices(deps) {
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('../accounts/users.js').User} user
   * @param {NoticeTemplate} template
   * @param {Record<string, string>} [variables]
   */
  return function notify(req, user, template, variables = {}) {
    const links = deps.portalLinks(req);
    if ('refusal' in links) {
      deps.log(`No ${template} message sent to ${user.email}: ${links.refusal}.`);
      return;
    }
    deps.outbox.send({
      to: user.email,
      template,
      locale: user.locale,
      variables: { name: user.name, securityUrl: `${links.base}/security`, ...variables },
    });
  };
}

/** @typedef {ReturnType<typeof createAccountNotices>} AccountNotices */
