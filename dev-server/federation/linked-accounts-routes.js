// @ts-check
import { sendNotFound } from '../http/error-answers.js';
import { sendError, sendJson, sendNoContent } from '../http/json-answers.js';
import { tellOwnerOfLink } from './link-notices.js';

/**
 * The account's linked company accounts and unlinking one (`listFederatedAccounts`,
 * `unlinkFederatedAccount`). Linking one is pending-account-routes.js.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./federated-links.js').FederatedLink} FederatedLink */

/**
 * @typedef {object} LinkedAccountsDependencies
 * @property {import('./federation-context.js').FederationContext} federation
 * @property {import('./federated-links.js').FederatedLinks} links
 * @property {import('./company-domains.js').CompanyDomains} companyDomains
 * @property {import('../passkeys/passkey-store.js').PasskeyStore} passkeys
 * @property {import('../second-factor/second-factor-store.js').SecondFactorStore} secondFactors
 * @property {(req: IncomingMessage, res: ServerResponse) =>
 *   { user: import('../accounts/users.js').User, session: import('../sessions/sessions.js').Session }
 *   | undefined} requireSession
 * @property {import('../notices/account-notices.js').AccountNotices} notify
 * @property {import('../sign-in/recent-proof.js').RecentProof} recentProof What a change asks of
 *   the session.
 * @property {import('../activity/note-activity.js').NoteActivity} noteActivity
 * @property {boolean} cookieSecure
 * @property {() => number} now
 */

/**
 * The contract's `FederatedAccount`.
 *
 * @param {FederatedLink} link
 */
export const linkView = (link) => ({
  provider: link.provider,
  email: link.email,
  linkedAt: new Date(link.linkedAt).toISOString(),
});

/** @param {LinkedAccountsDependencies} deps */
export function createLinkedAccountsRoutes(deps) {
  const { links, companyDomains, passkeys } = deps;

  /**
   * Whether the account could still sign in without this link: its domain does not require
   * the provider, and it has a password (every account of this service has one), a passkey,
   * or another company account.
   *
   * @param {import('../accounts/users.js').User} user
   * @param {FederatedLink} link
   */
  function isLastWayIn(user, link) {
    if (companyDomains.requiredProviderOf(user.email) === link.provider) return true;
    const others = links.listOf(user.id).filter((other) => other !== link).length;
    return !user.password && passkeys.listOf(user.id).length === 0 && others === 0;
  }

  /** @type {import('../route-table.js').RouteHandler} */
  async function list(req, res) {
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return;
    const { user } = signedIn;
    sendJson(res, 200, {
      links: links
        .listOf(user.id)
        .map((entry) => ({ ...linkView(entry), removable: !isLastWayIn(user, entry) })),
    });
  }

  /** @type {import('../route-table.js').RouteHandler} */
  async function unlink(req, res, params) {
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return;
    const { user } = signedIn;
    if (!deps.recentProof.require(res, signedIn, 'unlink-company-account')) return;
    const found = links.findOf(user.id, params.provider ?? '');
    if (!found) {
      sendNotFound(res, 'No company account of this provider is linked.');
      return;
    }
    if (isLastWayIn(user, found)) {
      sendError(
        res,
        409,
        'last_way_in',
        'The account could no longer sign in without this company account.',
      );
      return;
    }
    links.remove(found);
    tellOwnerOfLink(deps, req, user, 'company-account-unlinked', found);
    sendNoContent(res);
  }

  /** @type {import('../route-table.js').Route[]} */
  const routes = [
    { method: 'GET', path: '/api/sso/federation/links', handle: list },
    { method: 'DELETE', path: '/api/sso/federation/links/{provider}', handle: unlink },
  ];
  return routes;
}
