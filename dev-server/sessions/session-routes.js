// @ts-check

import { brokerageView } from '../brokerages/memberships.js';
import {
  carriesSignedInHint,
  isSecureRequest,
  presentedSessionSecrets,
  serializeClearedSessionCookies,
  serializeSessionCookies,
} from '../http/cookies.js';
import { sendFieldProblems, sendUnauthenticated } from '../http/error-answers.js';
import { sendJson, sendNoContent } from '../http/json-answers.js';
import { isPlainObject, readJson } from '../http/json-body.js';
import { requestBodyCheck } from '../http/request-fields.js';
import { suiteReadHeaders } from './suite-cors.js';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * @typedef {object} SessionRouteDependencies
 * @property {import('../accounts/users.js').UserDirectory} users
 * @property {import('./sessions.js').SessionStore} sessions
 * @property {import('../federation/company-domains.js').CompanyDomains} companyDomains
 * @property {import('../sign-in/recent-proof.js').RecentProof} recentProof
 * @property {import('../brokerages/memberships.js').BrokerageDirectory} [brokerages]
 * @property {readonly string[]} [suiteOrigins] The suite's origins that may read `whoami`
 *   (suite-cors.js); none by default.
 * @property {boolean} cookieSecure Send the cookie with `Secure` even over plain HTTP (the
 *   service sits behind a TLS-terminating proxy).
 * @property {() => number} now
 */

/**
 * The contract's `SignedIn`: who is signed in, and until when; the provider the account's
 * brokerage requires, if any, read from its domain now (the settings may have changed since the
 * sign-in), so that the page offers no passkey the SSO would refuse; and how and when each
 * factor was last proven, so that a page or a suite application can tell a recent proof.
 *
 * @param {import('../accounts/users.js').User} user
 * @param {import('./sessions.js').Session} session
 * @param {{ companyDomains: import('../federation/company-domains.js').CompanyDomains,
 *   recentProof: import('../sign-in/recent-proof.js').RecentProof,
 *   brokerages?: import('../brokerages/memberships.js').BrokerageDirectory }} deps
 */
export function signedInBody(user, session, deps) {
  const requiredProvider = deps.companyDomains.requiredProviderOf(user.email);
  // The applications follow the session's active brokerage (brokerages/memberships.js).
  const view = deps.brokerages
    ? brokerageView(deps.brokerages, user, session)
    : { apps: user.apps, brokerages: undefined, active: undefined };
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      apps: view.apps,
      ...(requiredProvider ? { requiredProvider } : {}),
      ...(view.brokerages ? { brokerages: view.brokerages } : {}),
    },
    session: {
      id: session.id,
      expiresAt: new Date(session.expiresAt).toISOString(),
      absoluteExpiresAt: new Date(session.absoluteExpiresAt).toISOString(),
      remembered: session.remembered,
      ...(view.active !== undefined ? { activeBrokerageId: view.active } : {}),
    },
    authentication: deps.recentProof.authenticationOf(user, session),
  };
}

const logoutRequest = requestBodyCheck('logout');

/**
 * The session of a signed-in browser: `whoami`, "stay signed in" (`session/refresh`) and
 * `logout`. Signing in is login-route.js.
 *
 * @param {SessionRouteDependencies} deps
 */
export function createSessionRoutes(deps) {
  const { users, sessions } = deps;

  /**
   * The signed-in user and live session of the request, or `undefined` after answering 401
   * (clearing a stale cookie so the browser stops sending it).
   *
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {Record<string, string>} [answerHeaders] Sent with the 401 as well.
   */
  function requireSession(req, res, answerHeaders = {}) {
    const presented = presentedSessionSecrets(req);
    const live = sessions.findLive(presented);
    const user = live && users.findById(live.session.userId);
    if (live && user) {
      sessions.touch(live.session);
      return { user, secret: live.secret, session: live.session };
    }
    /** @type {Record<string, string | string[]>} */
    const headers = { ...answerHeaders };
    // A hint alone is cleared too: the page asks about the session it names on every arrival.
    if (presented.length > 0 || carriesSignedInHint(req)) {
      const secure = isSecureRequest(req, deps.cookieSecure);
      headers['Set-Cookie'] = serializeClearedSessionCookies({ secure });
    }
    sendUnauthenticated(res, headers);
    return undefined;
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function whoami(req, res) {
    // A suite application reads "not signed in" too, and sends the broker to sign in.
    const cors = suiteReadHeaders(req, deps.suiteOrigins ?? []);
    const signedIn = requireSession(req, res, cors);
    if (signedIn) {
      sendJson(res, 200, signedInBody(signedIn.user, signedIn.session, deps), cors);
    }
  }

  /**
   * "Stay signed in": a live session gets a full lifetime again, up to its absolute end. A
   * remembered session's cookie is sent again with a `Max-Age` to the new end, or the browser
   * would drop it first.
   *
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function refreshSession(req, res) {
    // A body is not expected; reading it still enforces the size limit.
    if (!(await readJson(req, res))) return;
    const signedIn = requireSession(req, res);
    if (!signedIn) return;
    const session = sessions.renew(signedIn.session);
    /** @type {Record<string, string[]>} */
    const headers = {};
    if (session.remembered) {
      headers['Set-Cookie'] = serializeSessionCookies(
        { secret: signedIn.secret, sessionId: session.id },
        {
          secure: isSecureRequest(req, deps.cookieSecure),
          maxAgeSeconds: Math.ceil((session.expiresAt - deps.now()) / 1000),
        },
      );
    }
    sendJson(res, 200, signedInBody(signedIn.user, session, deps), headers);
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function logout(req, res) {
    const body = await readJson(req, res);
    if (!body) return;
    /** @type {string | undefined} */
    let targetId;
    if (body.value !== undefined) {
      // A body that is not an object names no session: the field it should have held is wrong.
      const fields = isPlainObject(body.value)
        ? logoutRequest.problems(body.value)
        : [{ field: 'sessionId', code: 'invalid' }];
      if (fields.length > 0) {
        sendFieldProblems(res, fields);
        return;
      }
      targetId = /** @type {string | undefined} */ (
        logoutRequest.read(/** @type {Record<string, unknown>} */ (body.value)).sessionId
      );
    }

    const presented = presentedSessionSecrets(req);
    const live = sessions.findLive(presented);
    // A logout queued while offline names the session it was meant for; if the cookie now
    // belongs to a newer sign-in, that sign-in is left alone.
    if (live && targetId !== undefined && live.session.id !== targetId) {
      sendNoContent(res);
      return;
    }
    sessions.end(presented);
    sendNoContent(res, {
      'Set-Cookie': serializeClearedSessionCookies({
        secure: isSecureRequest(req, deps.cookieSecure),
      }),
      // On a shared office computer nothing of the user may stay behind: the browser drops
      // the origin's HTTP cache, storage and service worker caches as well.
      'Clear-Site-Data': '"cache", "storage"',
    });
  }

  /** @type {import('../route-table.js').Route[]} */
  const routes = [
    { method: 'GET', path: '/api/sso/whoami', handle: whoami },
    { method: 'POST', path: '/api/sso/session/refresh', handle: refreshSession },
    { method: 'POST', path: '/api/sso/logout', handle: logout },
  ];
  return { routes, requireSession };
}
