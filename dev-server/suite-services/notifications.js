// @ts-check
import { sendJson } from '../http/json-answers.js';
import { actAsUpstream, createSignedInUserCheck } from '../sessions/signed-in-user.js';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** Unread notifications of the demo accounts, by email; anyone else has none. */
export const demoUnreadCounts = Object.freeze({
  'ana.souza@gofy.example': 3,
  'bruno.lima@gofy.example': 0,
});

/**
 * @typedef {object} NotificationsDependencies
 * @property {import('../sessions/sessions.js').SessionStore} sessions
 * @property {import('../accounts/users.js').UserDirectory} users
 * @property {import('../sessions/signed-in-user.js').UpstreamBehaviour} behaviour
 */

/**
 * The part of the notifications service the portal uses: how many notifications the
 * signed-in user has not read, for the badge on the notifications card.
 *
 * @param {NotificationsDependencies} deps
 */
export function createNotificationsRoutes(deps) {
  const signedInUser = createSignedInUserCheck(deps);
  /** @type {Readonly<Record<string, number>>} */
  const counts = demoUnreadCounts;

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function unreadCount(req, res) {
    if (!(await actAsUpstream(deps.behaviour, res, 'notifications'))) return;
    const user = signedInUser(req, res);
    if (!user) return;
    sendJson(res, 200, { unread: counts[user.email.toLowerCase()] ?? 0 });
  }

  /** @type {import('../route-table.js').Route[]} */
  const routes = [{ method: 'GET', path: '/api/notifications/unread-count', handle: unreadCount }];
  return { routes };
}
