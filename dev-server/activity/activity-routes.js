// @ts-check
import { sendNotFound } from '../http/error-answers.js';
import { sendError, sendJson } from '../http/json-answers.js';
import { readJson } from '../http/json-body.js';
import { deviceName } from '../notices/account-notices.js';
import { activityEventView } from './activity-view.js';

/**
 * The signed-in user's recent activity (`listActivity`) and "This wasn't me" on one of its
 * sign-ins (`reportNotMe`). A report shuts out whoever made the sign-in as far as the SSO can
 * without the password: every other session ends, every device's trust to skip the code ends,
 * and the owner is told by email; the answer has the page ask for a new password at once,
 * since the intruder may know the present one.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * @typedef {object} ActivityRouteDependencies
 * @property {import('./activity-log.js').ActivityLog} activity
 * @property {import('./note-activity.js').NoteActivity} noteActivity
 * @property {import('../sessions/sessions.js').SessionStore} sessions
 * @property {import('../sessions/known-devices.js').KnownDevices} knownDevices
 * @property {import('../notices/account-notices.js').AccountNotices} notify
 * @property {(req: IncomingMessage, res: ServerResponse) => { user: import('../accounts/users.js').User,
 *   session: import('../sessions/sessions.js').Session } | undefined} requireSession
 */

/** @param {ActivityRouteDependencies} deps */
export function createActivityRoutes(deps) {
  const { activity, sessions, knownDevices } = deps;

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function list(req, res) {
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return;
    const { user, session } = signedIn;
    const events = activity.recentOf(user.id).map((entry) => activityEventView(entry, session.id));
    sendJson(res, 200, { events });
  }

  /** @type {import('../route-table.js').RouteHandler} */
  async function reportNotMe(req, res, params) {
    // A body is not expected; reading it still enforces the size limit.
    if (!(await readJson(req, res))) return;
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return;
    const { user, session: current } = signedIn;
    // Event ids are UUIDs: nothing in one is percent-encoded, so the raw segment is compared.
    const entry = activity.find(user.id, params.eventId ?? '');
    if (!entry) {
      sendNotFound(res, 'No event with this id.');
      return;
    }
    if (entry.kind !== 'sign_in') {
      sendError(res, 409, 'not_a_sign_in', 'Only a sign-in can be reported.');
      return;
    }
    const ended = sessions.endWhere(user.id, (session) => session.id !== current.id);
    // Every device, this one too: whoever signed in may have had one trusted.
    knownDevices.forgetTrust(user.id);
    if (!entry.reported) {
      entry.reported = true;
      deps.noteActivity(req, user, { kind: 'reported_not_me', sessionId: current.id });
      deps.notify(req, user, 'not-me-reported', {
        device: deviceName(entry.userAgent),
        signedInAt: new Date(entry.at).toISOString(),
      });
    }
    sendJson(res, 200, {
      event: activityEventView(entry, current.id),
      endedSessions: ended.length,
      nextStep: 'change_password',
    });
  }

  /** @type {import('../route-table.js').Route[]} */
  const routes = [
    { method: 'GET', path: '/api/sso/activity', handle: list },
    { method: 'POST', path: '/api/sso/activity/{eventId}/not-me', handle: reportNotMe },
  ];
  return { routes, sweep: () => activity.sweep() };
}
