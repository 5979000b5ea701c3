// @ts-check
import * as client from 'openid-client';
import { isSecureRequest } from '../http/cookies.js';
import { sendFieldProblems, sendNotFound } from '../http/error-answers.js';
import { checkEmail } from '../http/field-checks.js';
import { clientAddress } from '../sign-in/login-throttle.js';
import { presentedDevice } from '../sign-in/sign-in-session.js';
import { portalPage, sendRedirect } from './federation-answers.js';
import { serializeTransactionCookie } from './federation-cookies.js';

/**
 * `startFederatedSignIn`: the browser leaves for the provider, and the SSO keeps the
 * transaction (state, nonce, PKCE verifier, return target, where it started) behind the
 * `gofy_federation` cookie, for the client address that started it, within that address's
 * share of the provider's.
 */

/** @typedef {import('./federation-context.js').FederationContext} FederationContext */
/** @typedef {import('../http/error-answers.js').FieldProblem} FieldProblem */

/**
 * @param {URLSearchParams} query
 * @param {FederationContext} federation
 * @returns {{ fields: FieldProblem[] } | { returnTarget: string, loginHint: string | undefined,
 *   rememberMe: boolean }}
 */
function readStart(query, federation) {
  /** @type {FieldProblem[]} */
  const fields = [];
  const raw = query.get('redirect');
  const returnTarget = raw === null ? '/' : federation.readReturnTarget(raw);
  if (returnTarget === undefined) fields.push({ field: 'redirect', code: 'invalid' });
  const loginHint = query.get('login_hint') ?? undefined;
  const hintProblem = loginHint === undefined ? undefined : checkEmail(loginHint);
  if (hintProblem) fields.push({ field: 'login_hint', code: hintProblem });
  const remember = query.get('remember_me');
  if (remember !== null && remember !== 'true' && remember !== 'false') {
    fields.push({ field: 'remember_me', code: 'invalid' });
  }
  if (fields.length > 0 || returnTarget === undefined) return { fields };
  return { returnTarget, loginHint: loginHint?.trim(), rememberMe: remember === 'true' };
}

/**
 * Where a start that needs a solved challenge sends the browser: the sign-in page, told which
 * provider to start again once solved, and what of the start it cannot keep otherwise (never
 * the email typed: the page has it).
 *
 * @param {string} provider
 * @param {'challenge_required' | 'challenge_invalid'} verdict
 * @param {{ returnTarget: string, rememberMe: boolean }} start
 */
function challengePage(provider, verdict, start) {
  /** @type {Record<string, string>} */
  const query = { company_challenge: provider };
  if (verdict === 'challenge_invalid') query.challenge_error = verdict;
  if (start.rememberMe) query.remember_me = 'true';
  return portalPage('/login', query, start.returnTarget);
}

/**
 * Whether the browser came to the start from the portal's own page, as it says in Fetch
 * Metadata. A page of any other site can send a browser here, and a provider where it is signed
 * in answers at once: that start is no request of the broker's. A browser that sends no
 * `Sec-Fetch-Site` cannot be told from one, so it counts as another site's too.
 *
 * @param {import('node:http').IncomingMessage} req
 */
const startedOnPortal = (req) => req.headers['sec-fetch-site'] === 'same-origin';

/**
 * @param {{ federation: FederationContext,
 *   relyingParty: import('./openid-relying-party.js').OpenIdRelyingParty,
 *   knownDevices: import('../sessions/known-devices.js').KnownDevices,
 *   botChallenge: import('../bot-challenge/challenge-gate.js').BotChallenge,
 *   startsPerAddress: import('../sign-in/login-throttle.js').AttemptRateLimiter,
 *   cookieSecure: boolean }} deps
 * @returns {import('../route-table.js').RouteHandler}
 */
export function createStartRoute(deps) {
  const { federation, relyingParty, startsPerAddress, cookieSecure } = deps;
  return async (req, res, params) => {
    const provider = federation.providers.get(params.provider ?? '');
    if (!provider) {
      sendNotFound(res, 'No company provider with this id.');
      return;
    }
    const query = new URL(req.url ?? '/', 'http://service.invalid').searchParams;
    const start = readStart(query, federation);
    if ('fields' in start) {
      sendFieldProblems(res, start.fields);
      return;
    }
    // On risk, a solved challenge; without one the page gets one and comes back with it.
    const verdict = deps.botChallenge.startVerdict(req, query.get('challenge'));
    if (verdict !== 'pass') {
      sendRedirect(res, challengePage(provider.id, verdict, start));
      return;
    }
    // A navigation, so the answer is a page, in the reader's language: the sign-in page's
    // words say to try again within the window (src/config/company-start-limit.js).
    const address = clientAddress(req);
    if (startsPerAddress.take(address) > 0) {
      sendRedirect(
        res,
        portalPage('/login', { federation_error: 'too_many_starts' }, start.returnTarget),
      );
      return;
    }
    const state = client.randomState();
    const nonce = client.randomNonce();
    const verifier = client.randomPKCECodeVerifier();
    const answer = await relyingParty.authorizationUrl(provider, {
      redirectUri: federation.redirectUriOf(provider.id),
      state,
      nonce,
      verifier,
      loginHint: start.loginHint,
    });
    if ('failure' in answer) {
      sendRedirect(
        res,
        portalPage('/login', { federation_error: answer.failure }, start.returnTarget),
      );
      return;
    }
    const { secret } = federation.transactions.create(
      {
        provider: provider.id,
        state,
        nonce,
        verifier,
        returnTarget: start.returnTarget,
        rememberMe: start.rememberMe,
        // Read here, from the portal's own navigation: the provider's return comes from another
        // site, and the device's SameSite=Strict cookie does not go with it.
        deviceId: presentedDevice(req, deps),
        startedOnPortal: startedOnPortal(req),
        expiresAt: federation.recordExpiresAt(),
      },
      { owner: address, pool: provider.id },
    );
    const secure = isSecureRequest(req, cookieSecure);
    sendRedirect(res, answer.url.href, [
      serializeTransactionCookie(provider.id, secret, { secure }),
    ]);
  };
}
