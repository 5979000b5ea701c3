// @ts-check
import { sendFieldProblems, sendNotFound } from '../http/error-answers.js';
import { sendJson } from '../http/json-answers.js';
import { isPlainObject, readJson } from '../http/json-body.js';
import { requestBodyCheck } from '../http/request-fields.js';
import { actAsUpstream, createSignedInUserCheck } from '../sessions/signed-in-user.js';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {'pending' | 'completed' | 'dismissed'} TourState */

/** The portal's onboarding tours: the main screen, and one of its application cards. */
export const tourNames = Object.freeze(['welcome', 'card']);

/** @type {readonly TourState[]} */
export const tourStates = Object.freeze(['pending', 'completed', 'dismissed']);

/**
 * @typedef {object} TouristDependencies
 * @property {import('../sessions/sessions.js').SessionStore} sessions
 * @property {import('../accounts/users.js').UserDirectory} users
 * @property {import('../sessions/signed-in-user.js').UpstreamBehaviour} behaviour
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
  const tourStateRequest = requestBodyCheck('recordTourState');
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
   * @param {Readonly<Record<string, string>>} params `name`, still percent-encoded.
   */
  async function recordTour(req, res, params) {
    const name = params.name ?? '';
    if (!(await actAsUpstream(deps.behaviour, res, 'tourist'))) return;
    const user = signedInUser(req, res);
    if (!user) return;
    if (!tourNames.includes(name)) {
      sendNotFound(res, 'There is no tour of this name.');
      return;
    }

    const body = await readJson(req, res);
    if (!body) return;
    // No body, or one that is not an object, leaves `state` out.
    const value = isPlainObject(body.value) ? body.value : {};
    const fields = tourStateRequest.problems(value);
    if (fields.length > 0) {
      sendFieldProblems(res, fields, 'state must be "completed" or "dismissed".');
      return;
    }
    const state = /** @type {TourState} */ (value.state);

    const recorded = byUser.get(user.id) ?? new Map();
    recorded.set(name, state);
    byUser.set(user.id, recorded);
    sendJson(res, 200, { tours: statesOf(user.id) });
  }

  /** @type {import('../route-table.js').Route[]} */
  const routes = [
    { method: 'GET', path: '/api/tourist/tours', handle: listTours },
    { method: 'PUT', path: '/api/tourist/tours/{name}', handle: recordTour },
  ];
  return { routes };
}
