// @ts-check
import { sendNotFound } from '../http/error-answers.js';
import { sendError, sendJson, sendNoContent } from '../http/json-answers.js';
import { describeUserAgent } from '../http/user-agent.js';

/**
 * "Your devices": the signed-in user's sessions on every device, and ending them. An ended
 * session's next request is 401, which the portal on that device follows to `/login`; the
 * device's trust to skip the code ends with it, since ending it usually means the device is
 * lost or not the user's. Ending one needs a recent sign-in, as changing how the account signs
 * in does: whoever sits at an unlocked, signed-in computer must not sign the owner out of
 * everywhere else (ASVS 5.0 V7.5.2), nor one device at a time.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./sessions.js').Session} Session */

/**
 * @typedef {object} DeviceSessionDependencies
 * @property {import('./sessions.js').SessionStore} sessions
 * @property {import('./known-devices.js').KnownDevices} knownDevices
 * @property {(req: IncomingMessage, res: ServerResponse) =>
 *   { user: import('../accounts/users.js').User, session: Session } | undefined} requireSession
 * @property {import('../sign-in/recent-proof.js').RecentProof} recentProof What a change asks of
 *   the session.
 * @property {() => number} now
 * @property {import('../activity/note-activity.js').NoteActivity} noteActivity
 */

const minuteMs = 60_000;

/**
 * Times to the minute: the list says roughly when, and need not tell a watcher the second.
 *
 * @param {number} at
 */
function roundedDown(at) {
  return new Date(Math.floor(at / minuteMs) * minuteMs).toISOString();
}

/**
 * @param {Session} session
 * @param {Session} current
 */
export function deviceSessionView(session, current) {
  return {
    id: session.id,
    ...describeUserAgent(session.userAgent),
    signedInAt: roundedDown(session.signedInAt),
    lastUsedAt: roundedDown(session.lastUsedAt),
    current: session.id === current.id,
  };
}

/** @param {DeviceSessionDependencies} deps */
export function createDeviceSessionRoutes(deps) {
  const { sessions, knownDevices } = deps;

  /**
   * @param {string} userId
   * @param {readonly Session[]} ended
   */
  function forgetTrustOf(userId, ended) {
    for (const session of ended) {
      if (session.deviceKey !== undefined) knownDevices.forgetTrust(userId, session.deviceKey);
    }
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function list(req, res) {
    const signedIn = deps.requireSession(req, res);
    if (!signedIn) return;
    const { user, session: current } = signedIn;
    const listed = sessions
      .listOf(user.id)
      .sort(
        (a, b) =>
          Number(b.id === current.id) - Number(a.id === current.id) || b.lastUsedAt - a.lastUsedAt,
      )
      .map((session) => deviceSessionView(session, current));
    sendJson(res, 200, { sessions: listed });
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function endOthers(req, res) {
    const signedIn = deps.requireSession(req, res);
    if (!signedIn || !deps.recentProof.require(res, signedIn, 'end-sessions')) return;
    const { user, session: current } = signedIn;
    const ended = sessions.endWhere(user.id, (session) => session.id !== current.id);
    forgetTrustOf(user.id, ended);
    deps.noteActivity(req, user, { kind: 'sessions_ended', sessionId: current.id });
    sendJson(res, 200, { ended: ended.length });
  }

  /** @type {import('../route-table.js').RouteHandler} */
  async function endOne(req, res, params) {
    const signedIn = deps.requireSession(req, res);
    if (!signedIn || !deps.recentProof.require(res, signedIn, 'end-sessions')) return;
    const { user, session: current } = signedIn;
    // Session ids are UUIDs: nothing in one is percent-encoded, so the raw segment is compared.
    const id = params.sessionId ?? '';
    if (id === current.id) {
      sendError(res, 409, 'current_session', 'This is the current session: sign out instead.');
      return;
    }
    const ended = sessions.endWhere(user.id, (session) => session.id === id);
    if (ended.length === 0) {
      sendNotFound(res, 'No other session with this id.');
      return;
    }
    forgetTrustOf(user.id, ended);
    deps.noteActivity(req, user, { kind: 'sessions_ended', sessionId: current.id });
    sendNoContent(res);
  }

  /** @type {import('../route-table.js').Route[]} */
  const routes = [
    { method: 'GET', path: '/api/sso/sessions', handle: list },
    { method: 'DELETE', path: '/api/sso/sessions', handle: endOthers },
    { method: 'DELETE', path: '/api/sso/sessions/{sessionId}', handle: endOne },
  ];
  return { routes };
}
