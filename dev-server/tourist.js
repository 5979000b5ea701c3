// @ts-check
import {
  isPlainObject,
  RequestBodyError,
  readJsonBody,
  sendError,
  sendJson,
  sendMethodNotAllowed,
} from './http-json.js';
import { actAsUpstream, createSignedInUserCheck } from './signed-in-user.js';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {'pending' | 'completed' | 'dismissed'} TourState */

/** The portal's onboarding tours: the main screen, and one of its application cards. */
export const tourNames = Object.freeze(['welcome', 'card']);

/** @type {readonly TourState[]} */
export const tourStates = Object.freeze(['pending', 'completed', 'dismissed']);

/**
 * @typedef {object} TouristDependencies
 * @property {import('./sessions.js').SessionStore} sessions
 * @property {import('./users.js').UserDirectory} users
 * @property {{ isAllowed(req: IncomingMessage): boolean }} originCheck
 * @property {import('./signed-in-user.js').UpstreamBehaviour} behaviour
 * @property {TourState} initialState What every user starts with, for every tour.
 */

/**
 * The tourist service: which onboarding tours each user has completed or dismissed. It lives
 * on the server, per user, so a tour put away on one device stays away on the others.
 * In memory: restarting the service makes every tour pending again.
 *
 * @param {TouristDependencies} deps
 */
export function createTouristRoutes(deps) {
  const signedInUser = createSignedInUserCheck(deps);
  /** @type {Map<string, Map<string, TourState>>} */
  const byUser = new Map();

  /** @param {string} userId */
  function statesOf(userId) {
    const recorded = byUser.get(userId);
    return Object.fromEntries(
      tourNames.map((name) => [name, recorded?.get(name) ?? deps.initialState]),
    );
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function listTours(req, res) {
    if (!(await actAsUpstream(deps.behaviour, res, 'tourist'))) return;
    const user = signedInUser(req, res);
    if (!user) return;
    sendJson(res, 200, { tours: statesOf(user.id) });
  }

  /**
   * `PUT /api/tourist/tours/{name}` with `{ "state": "completed" | "dismissed" }`.
   *
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} rawName The path segment after `/api/tourist/tours/`, still encoded.
   */
  async function recordTour(req, res, rawName) {
    if (req.method !== 'PUT') {
      sendMethodNotAllowed(res, ['PUT']);
      return;
    }
    if (!deps.originCheck.isAllowed(req)) {
      sendError(res, 403, 'forbidden_origin', 'Requests from another site are not accepted.');
      return;
    }
    if (!(await actAsUpstream(deps.behaviour, res, 'tourist'))) return;
    const user = signedInUser(req, res);
    if (!user) return;
    if (!tourNames.includes(rawName)) {
      sendError(res, 404, 'not_found', 'There is no tour of this name.');
      return;
    }

    /** @type {unknown} */
    let body;
    try {
      body = await readJsonBody(req);
    } catch (error) {
      if (!(error instanceof RequestBodyError)) throw error;
      if (error.reason === 'too_large') {
        sendError(res, 413, 'payload_too_large', 'The request body is too large.', {
          headers: { Connection: 'close' },
        });
        return;
      }
      sendError(res, 400, 'invalid_request', 'The request body must be JSON.', {
        extra: { fields: [] },
      });
      return;
    }
    const state = isPlainObject(body) ? body.state : undefined;
    if (state !== 'completed' && state !== 'dismissed') {
      sendError(res, 400, 'invalid_request', 'state must be "completed" or "dismissed".', {
        extra: {
          fields: [{ field: 'state', code: state === undefined ? 'required' : 'invalid' }],
        },
      });
      return;
    }

    const recorded = byUser.get(user.id) ?? new Map();
    recorded.set(rawName, state);
    byUser.set(user.id, recorded);
    sendJson(res, 200, { tours: statesOf(user.id) });
  }

  /** @type {Record<string, Record<string, (req: IncomingMessage, res: ServerResponse) => Promise<void>>>} */
  const routes = {
    '/api/tourist/tours': { GET: listTours, HEAD: listTours },
  };
  return { routes, tourPrefix: '/api/tourist/tours/', recordTour };
}
