// @ts-check
import { isSecureRequest } from '../cookies.js';
import { sendNotFound } from '../error-answers.js';
import { sendError, sendJson, sendNoContent } from '../json-answers.js';
import { readJson } from '../json-body.js';
import { needsSecondFactor } from '../pending-sign-in-answer.js';
import { requireRecentSecondFactor, requireRecentSignIn } from '../recent-sign-in.js';
import { normalizeEmail } from '../users.js';
import { presentedPendingSecrets, serializePendingCookie } from './federation-cookies.js';
import { tellOwnerOfLink } from './link-notices.js';

/**
 * The company account waiting in this browser (`getPendingFederatedSignIn`), linking it to the
 * signed-in account (`linkFederatedAccount`), the account's linked company accounts and
 * unlinking one (`listFederatedAccounts`, `unlinkFederatedAccount`).
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./federated-links.js').FederatedLink} FederatedLink */

/**
 * @typedef {object} LinkedAccountsDependencies
 * @property {import('./federation-context.js').FederationContext} federation
 * @property {import('./federated-links.js').FederatedLinks} links
 * @property {import('./company-domains.js').CompanyDomains} companyDomains
 * @property {import('../passkey-store.js').PasskeyStore} passkeys
 * @property {import('../second-factor-store.js').SecondFactorStore} secondFactors
 * @property {(req: IncomingMessage, res: ServerResponse) =>
 *   { user: import('../users.js').User, session: import('../sessions.js').Session }
 *   | undefined} requireSession
 * @property {import('../account-notices.js').AccountNotices} notify
 * @property {boolean} cookieSecure
 * @property {() => number} now
 */

/** @param {FederatedLink} link */
const linkView = (link) => ({
  provider: link.provider,
  email: link.email,
  linkedAt: new Date(link.linkedAt).toISOString(),
});

/** @param {LinkedAccountsDependencies} deps */
export function createLinkedAccountsRoutes(deps) {
  const { federation, links, companyDomains, passkeys } = deps;

  /**
   * Whether the account could still sign in without this link: its domain does not require
   * the provider, and it has a password (every account of this service has one), a passkey,
   * or another company account.
   *
   * @param {import('../users.js').User} user
   * @param {FederatedLink} link
   */
  function isLastWayIn(user, link) {
    if (companyDomains.requiredProviderOf(user.email) === link.provider) return true;
    const others = links.listOf(user.id).filter((other) => other !== link).length;
    return !user.password && passkeys.listOf(user.id).length === 0 && others === 0;
  }

  /** @type {import('../route-table.js').RouteHandler} */
  async function pending(req, res) {
    const found = federation.pending.find(presentedPendingSecrets(req));
    if (!found) {
      sendNotFound(res, 'No company account waits in this browser.');
      return;
    }
    const { kind, provider, email, name } = found.record;
    const expiresAt = new Date(found.expiresAt).toISOString();
    sendJson(res, 200, { kind, provider, email, name, expiresAt });
  }

  /** @type {import('../route-table.js').RouteHandler} */
  async function link(req, res) {
    // No body is expected; reading it still enforces the size limit.
    if (!(await readJson(req, res))) return;
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return;
    const { user, session } = signedIn;
    if (!requireRecentSignIn(res, session, deps.now())) return;
    if (needsSecondFactor(user, deps.secondFactors)) {
      if (!requireRecentSecondFactor(res, session, deps.now())) return;
    }
    const found = federation.pending.find(presentedPendingSecrets(req));
    if (found?.record.kind !== 'link') {
      sendNotFound(res, 'No company account waits to be linked in this browser.');
      return;
    }
    const waiting = found.record;
    if (!waiting.emailVerified || normalizeEmail(waiting.email) !== normalizeEmail(user.email)) {
      sendError(
        res,
        403,
        'federation_email_mismatch',
        "The company account's email is not this account's.",
      );
      return;
    }
    const linked = links.link({
      provider: waiting.provider,
      subject: waiting.subject,
      userId: user.id,
      email: waiting.email,
    });
    if (!linked) {
      sendError(
        res,
        409,
        'federation_already_linked',
        'A company account of this provider is linked already.',
      );
      return;
    }
    federation.pending.take(found.secret);
    tellOwnerOfLink(deps, req, user, 'company-account-linked', linked);
    const secure = isSecureRequest(req, deps.cookieSecure);
    sendJson(res, 200, linkView(linked), { 'Set-Cookie': serializePendingCookie('', { secure }) });
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
    const { user, session } = signedIn;
    if (!requireRecentSignIn(res, session, deps.now())) return;
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
    { method: 'GET', path: '/api/sso/federation/pending', handle: pending },
    { method: 'POST', path: '/api/sso/federation/link', handle: link },
    { method: 'GET', path: '/api/sso/federation/links', handle: list },
    { method: 'DELETE', path: '/api/sso/federation/links/{provider}', handle: unlink },
  ];
  return routes;
}
