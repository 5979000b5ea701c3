// @ts-check
import { timingSafeEqual } from 'node:crypto';
import { isSecureRequest } from '../http/cookies.js';
import { sendNotFound } from '../http/error-answers.js';
import { answerCompanyIdentity } from './company-sign-in.js';
import { portalPage, sendRedirect } from './federation-answers.js';
import {
  presentedPendingSecrets,
  presentedTransactionSecrets,
  serializePendingCookie,
  serializeTransactionCookie,
} from './federation-cookies.js';

/**
 * `finishFederatedSignIn`: the provider's return. The transaction is checked and spent first
 * (the cookie, its age, its `state`), then the provider's answer, then the code is exchanged
 * and the company account answered (company-sign-in.js). The return target the transaction
 * kept is read again wherever the browser is sent on, here and there: the settings it was read
 * by at the start may have changed since.
 */

/** @typedef {import('./federation-context.js').FederationContext} FederationContext */

/**
 * @param {string} a
 * @param {string} b
 */
function sameState(a, b) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** @param {string} error The provider's `error`. */
function refusalOf(error) {
  if (error === 'access_denied') return 'cancelled';
  if (error === 'temporarily_unavailable' || error === 'server_error') {
    return 'provider_unavailable';
  }
  return 'provider_error';
}

/**
 * @param {import('./company-sign-in.js').CompanySignInDependencies & {
 *   relyingParty: import('./openid-relying-party.js').OpenIdRelyingParty }} deps
 * @returns {import('../route-table.js').RouteHandler}
 */
export function createCallbackRoute(deps) {
  const { federation, relyingParty } = deps;
  return async (req, res, params) => {
    const provider = federation.providers.get(params.provider ?? '');
    if (!provider) {
      sendNotFound(res, 'No company provider with this id.');
      return;
    }
    const secure = isSecureRequest(req, deps.cookieSecure);
    const query = new URL(req.url ?? '/', 'http://service.invalid').searchParams;
    // Spent whatever comes next: a callback is answered once.
    const cookies = [serializeTransactionCookie(provider.id, '', { secure })];
    if (presentedPendingSecrets(req).length > 0) {
      cookies.push(serializePendingCookie('', { secure }));
    }
    /**
     * @param {string} failure
     * @param {string} [returnTarget]
     */
    const fail = (failure, returnTarget = '/') =>
      sendRedirect(
        res,
        portalPage(
          '/login',
          { federation_error: failure },
          federation.readReturnTarget(returnTarget) ?? '/',
        ),
        cookies,
      );

    const state = query.get('state');
    const secrets = presentedTransactionSecrets(req);
    if (state === null || secrets.length === 0) {
      fail('state_missing');
      return;
    }
    const found = federation.transactions.find(secrets);
    if (!found || found.record.provider !== provider.id) {
      fail('state_expired');
      return;
    }
    const transaction = found.record;
    federation.transactions.take(found.secret);
    if (!sameState(state, transaction.state)) {
      fail('state_mismatch', transaction.returnTarget);
      return;
    }
    const error = query.get('error');
    if (error !== null) {
      fail(refusalOf(error), transaction.returnTarget);
      return;
    }
    const callbackUrl = new URL(federation.redirectUriOf(provider.id));
    callbackUrl.search = query.toString();
    const answer = await relyingParty.exchange(provider, {
      callbackUrl,
      state: transaction.state,
      nonce: transaction.nonce,
      verifier: transaction.verifier,
    });
    if ('failure' in answer) {
      fail(answer.failure, transaction.returnTarget);
      return;
    }
    answerCompanyIdentity(req, res, deps, {
      provider,
      identity: answer.identity,
      transaction,
      cookies,
      fail: (failure) => fail(failure, transaction.returnTarget),
    });
  };
}
