// @ts-check
import { sendTooManyAttempts } from '../http/error-answers.js';
import { sendJson } from '../http/json-answers.js';
import { AttemptRateLimiter, clientAddress } from '../sign-in/login-throttle.js';

/**
 * `GET /api/sso/challenge` (`issueChallenge`): a fresh challenge for the company start, which
 * is a navigation and so cannot be answered with one. Counted per client address: each costs
 * the SSO a hash and an HMAC, and nothing else limits a request that needs no cookie.
 *
 * @param {{ issue: () => import('./challenge-protocol.js').Challenge, perAddress: number,
 *   now: () => number }} deps
 */
export function createChallengeRoute({ issue, perAddress, now }) {
  const limiter = new AttemptRateLimiter({ maxAttempts: perAddress, windowMs: 60_000, now });

  /** @type {import('../route-table.js').RouteHandler} */
  const handle = async (req, res) => {
    const waitMs = limiter.take(clientAddress(req));
    if (waitMs > 0) {
      sendTooManyAttempts(res, waitMs);
      return;
    }
    sendJson(res, 200, issue());
  };

  /** @type {import('../route-table.js').Route[]} */
  const routes = [{ method: 'GET', path: '/api/sso/challenge', handle }];
  return { routes, sweep: () => limiter.sweep() };
}
