// @ts-check
import { sendFieldProblems, sendTooManyAttempts } from '../http/error-answers.js';
import { sendJson } from '../http/json-answers.js';
import { readJsonObject } from '../http/json-body.js';
import { requestBodyCheck } from '../http/request-fields.js';
import { clientAddress } from '../sign-in/login-throttle.js';
import { dataRequestView } from './data-requests.js';
import { personalDataOf } from './personal-data-view.js';

/**
 * "Your data" (LGPD arts. 18 and 19): what the SSO keeps about the signed-in user
 * (`getPersonalData`), their requests about it (`listPersonalDataRequests`) and making one
 * (`makePersonalDataRequest`), which hermes hands the encarregado.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * @typedef {import('./personal-data-view.js').PersonalDataSources & {
 *   requests: import('./data-requests.js').DataRequests,
 *   outbox: import('../notices/hermes-outbox.js').HermesOutbox,
 *   encarregado: { email: string, locale: import('../notices/hermes-outbox.js').MessageLocale },
 *   perAccount: import('../sign-in/login-throttle.js').AttemptRateLimiter,
 *   perAddress: import('../sign-in/login-throttle.js').AttemptRateLimiter,
 *   requireSession: (req: IncomingMessage, res: ServerResponse) =>
 *     { user: import('../accounts/users.js').User,
 *       session: import('../sessions/sessions.js').Session } | undefined,
 * }} PersonalDataDependencies
 */

const newRequest = requestBodyCheck('makePersonalDataRequest');

/** @param {PersonalDataDependencies} deps */
export function createPersonalDataRoutes(deps) {
  /** @type {import('../route-table.js').RouteHandler} */
  async function personalData(req, res) {
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return;
    sendJson(res, 200, personalDataOf(deps, signedIn.user, signedIn.session));
  }

  /** @type {import('../route-table.js').RouteHandler} */
  async function listRequests(req, res) {
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return;
    sendJson(res, 200, { requests: deps.requests.listOf(signedIn.user.id).map(dataRequestView) });
  }

  /** @type {import('../route-table.js').RouteHandler} */
  async function makeRequest(req, res) {
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return;
    const body = await readJsonObject(req, res);
    if (!body) return;
    const fields = newRequest.problems(body);
    if (fields.length > 0) {
      sendFieldProblems(res, fields);
      return;
    }
    const { user } = signedIn;
    // Neither limit is spent by a request the other refuses: an address past its share does
    // not use up the account's, nor the reverse.
    const address = clientAddress(req);
    if (!deps.perAccount.hasRoom(user.id) || !deps.perAddress.hasRoom(address)) {
      const waitMs = Math.max(deps.perAccount.take(user.id), deps.perAddress.take(address));
      sendTooManyAttempts(res, waitMs, 'Too many requests about personal data. Try again later.');
      return;
    }
    deps.perAccount.take(user.id);
    deps.perAddress.take(address);

    const read = newRequest.read(body);
    const stored = deps.requests.add({
      userId: user.id,
      kind: /** @type {import('./data-requests.js').DataRequestKind} */ (read.kind),
      details: typeof read.details === 'string' ? read.details : '',
    });
    const view = dataRequestView(stored);
    deps.outbox.send({
      to: deps.encarregado.email,
      template: 'personal-data-request',
      locale: deps.encarregado.locale,
      variables: {
        protocol: view.protocol,
        kind: view.kind,
        details: view.details,
        receivedAt: view.receivedAt,
        dueAt: view.dueAt,
        accountName: user.name,
        accountEmail: user.email,
      },
    });
    sendJson(res, 201, view);
  }

  /** @type {import('../route-table.js').Route[]} */
  const routes = [
    { method: 'GET', path: '/api/sso/personal-data', handle: personalData },
    { method: 'GET', path: '/api/sso/personal-data/requests', handle: listRequests },
    { method: 'POST', path: '/api/sso/personal-data/requests', handle: makeRequest },
  ];
  return {
    routes,
    sweep() {
      deps.perAccount.sweep();
      deps.perAddress.sweep();
    },
  };
}
