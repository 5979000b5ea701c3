// @ts-check

import { normalizeEmail } from '../accounts/users.js';
import { isSecureRequest } from '../http/cookies.js';
import { sendFieldProblems, sendNotFound } from '../http/error-answers.js';
import { sendError, sendJson, sendNoContent } from '../http/json-answers.js';
import { readJsonObject } from '../http/json-body.js';
import { requestBodyCheck } from '../http/request-fields.js';
import { presentedPendingSecrets, serializePendingCookie } from './federation-cookies.js';
import { tellOwnerOfLink } from './link-notices.js';
import { linkView } from './linked-accounts-routes.js';

/**
 * The company account waiting in this browser: what it is (`getPendingFederatedSignIn`),
 * forgetting it (`forgetPendingFederatedSignIn`), and linking it to the signed-in account
 * (`linkFederatedAccount`), which one started on another site's say needs the broker to have
 * confirmed on the portal's page.
 */

/** @typedef {import('./linked-accounts-routes.js').LinkedAccountsDependencies} Dependencies */

const linkRequest = requestBodyCheck('linkFederatedAccount');

/**
 * `confirmed` as `FederationLinkRequest` has it (left out, not confirmed), or `undefined`
 * after answering 400.
 *
 * @param {import('node:http').ServerResponse} res
 * @param {Record<string, unknown>} body
 */
function readConfirmed(res, body) {
  const fields = linkRequest.problems(body);
  if (fields.length === 0) return linkRequest.read(body).confirmed === true;
  sendFieldProblems(res, fields);
  return undefined;
}

/** @param {Dependencies} deps */
export function createPendingAccountRoutes(deps) {
  const { federation, links } = deps;

  /** @param {import('node:http').IncomingMessage} req */
  const clearedCookie = (req) =>
    serializePendingCookie('', { secure: isSecureRequest(req, deps.cookieSecure) });

  /** @type {import('../route-table.js').RouteHandler} */
  async function pending(req, res) {
    const found = federation.pending.find(presentedPendingSecrets(req));
    if (!found) {
      sendNotFound(res, 'No company account waits in this browser.');
      return;
    }
    const { kind, provider, email, name, startedOnPortal } = found.record;
    const expiresAt = new Date(found.record.expiresAt).toISOString();
    sendJson(res, 200, { kind, provider, email, name, expiresAt, startedOnPortal });
  }

  /**
   * The broker's "Not now": nothing waits here any more. No session is asked: the record is
   * this browser's, named by its cookie, and forgetting it gives nobody anything.
   *
   * @type {import('../route-table.js').RouteHandler}
   */
  async function forget(req, res) {
    for (const secret of presentedPendingSecrets(req)) federation.pending.take(secret);
    sendNoContent(res, { 'Set-Cookie': clearedCookie(req) });
  }

  /** @type {import('../route-table.js').RouteHandler} */
  async function link(req, res) {
    const body = await readJsonObject(req, res);
    if (!body) return;
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return;
    const confirmed = readConfirmed(res, body);
    if (confirmed === undefined) return;
    const { user } = signedIn;
    if (!deps.recentProof.require(res, signedIn, 'link-company-account')) return;
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
    // Another site may have started this company sign-in, for a broker signed in a minute ago:
    // only the broker's answer on the portal's page links it. The record stays for that answer.
    if (!waiting.startedOnPortal && !confirmed) {
      sendError(
        res,
        409,
        'federation_link_unconfirmed',
        'The broker has not confirmed linking this company account.',
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
    sendJson(res, 200, linkView(linked), { 'Set-Cookie': clearedCookie(req) });
  }

  /** @type {import('../route-table.js').Route[]} */
  const routes = [
    { method: 'GET', path: '/api/sso/federation/pending', handle: pending },
    { method: 'DELETE', path: '/api/sso/federation/pending', handle: forget },
    { method: 'POST', path: '/api/sso/federation/link', handle: link },
  ];
  return routes;
}
