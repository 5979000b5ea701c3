// @ts-check
import { presentedSessionSecrets } from '../http/cookies.js';
import { sendUnauthenticated, sendUnavailable } from '../http/error-answers.js';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * How the suite's other services (tours, notifications) learn who is asking: from the SSO
 * session cookie, as they would by asking the SSO in a deployment. Locally they share its
 * session store.
 *
 * @param {{ sessions: import('./sessions.js').SessionStore,
 *   users: import('../accounts/users.js').UserDirectory }} deps
 * @returns {(req: IncomingMessage, res: ServerResponse) => import('../accounts/users.js').User | undefined}
 *   The signed-in user, or `undefined` after answering 401.
 */
export function createSignedInUserCheck(deps) {
  return (req, res) => {
    const live = deps.sessions.findLive(presentedSessionSecrets(req));
    const user = live && deps.users.findById(live.session.userId);
    if (!user) sendUnauthenticated(res);
    return user;
  };
}

/**
 * @typedef {object} UpstreamBehaviour
 * @property {number} [delayMs] Wait this long before answering, as a slow service would.
 * @property {boolean} [failing] Answer every request with 503, as a service that is down.
 */

/**
 * Plays a slow or broken service so the portal's handling of one can be seen and tested.
 * Resolves `false` once it has answered for a failing service.
 *
 * @param {UpstreamBehaviour} behaviour
 * @param {ServerResponse} res
 * @param {string} service For the error message.
 */
export async function actAsUpstream(behaviour, res, service) {
  if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
  if (!behaviour.failing) return true;
  sendUnavailable(res, service);
  return false;
}
