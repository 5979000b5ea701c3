// @ts-check
import { sendFieldProblems } from '../http/error-answers.js';
import { sendError, sendJson } from '../http/json-answers.js';
import { isPlainObject, readJson } from '../http/json-body.js';
import { requestBodyCheck } from '../http/request-fields.js';
import { signedInBody } from '../sessions/session-routes.js';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

const chooseRequest = requestBodyCheck('chooseBrokerage');

/**
 * `PUT /api/sso/session/brokerage`: the session acts for another of the broker's brokerages,
 * without a password, unless the target asks for a proof the session has not given.
 *
 * @param {{ brokerages: import('./memberships.js').BrokerageDirectory,
 *   requireSession: ReturnType<typeof import('../sessions/session-routes.js').createSessionRoutes>['requireSession'],
 *   companyDomains: import('../federation/company-domains.js').CompanyDomains,
 *   recentProof: import('../sign-in/recent-proof.js').RecentProof }} deps
 */
export function createBrokerageRoutes(deps) {
  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function chooseBrokerage(req, res) {
    const body = await readJson(req, res);
    if (!body) return;
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return;
    const fields = isPlainObject(body.value)
      ? chooseRequest.problems(body.value)
      : [{ field: 'brokerageId', code: 'required' }];
    if (fields.length > 0) {
      sendFieldProblems(res, fields);
      return;
    }
    const { brokerageId } = /** @type {{ brokerageId: string }} */ (
      chooseRequest.read(/** @type {Record<string, unknown>} */ (body.value))
    );
    const membership = deps.brokerages.membershipOf(signedIn.user, brokerageId);
    if (!membership) {
      // One answer for a brokerage the broker does not belong to and one that does not
      // exist: nothing here tells which brokerages there are.
      sendError(res, 404, 'brokerage_not_found', 'You have no access to this brokerage.');
      return;
    }
    const missing = deps.brokerages.missingFor(membership.brokerage, signedIn.session);
    if (missing.length > 0) {
      sendError(res, 403, 'brokerage_proof_required', 'This brokerage asks for more proof.', {
        extra: { requires: missing },
      });
      return;
    }
    deps.brokerages.choose(signedIn.user, signedIn.session, brokerageId);
    sendJson(res, 200, signedInBody(signedIn.user, signedIn.session, deps));
  }

  /** @type {import('../route-table.js').Route[]} */
  const routes = [{ method: 'PUT', path: '/api/sso/session/brokerage', handle: chooseBrokerage }];
  return { routes };
}
