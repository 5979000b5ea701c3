// @ts-check
import { sendFieldProblems } from '../http/error-answers.js';
import { checkEmail } from '../http/field-checks.js';
import { sendJson } from '../http/json-answers.js';
import { AttemptRateLimiter } from '../sign-in/login-throttle.js';
import { createCallbackRoute } from './callback-route.js';
import { createFederationContext } from './federation-context.js';
import { createLinkedAccountsRoutes } from './linked-accounts-routes.js';
import { createOpenIdRelyingParty } from './openid-relying-party.js';
import { createPendingAccountRoutes } from './pending-account-routes.js';
import { createStartRoute } from './start-route.js';

/**
 * Company sign-in (docs/openapi.yaml, tag `federation`): the providers offered, discovery by
 * email domain, the start and the provider's return, and the linked company accounts.
 */

/**
 * @typedef {import('./company-sign-in.js').CompanySignInDependencies
 *   & Omit<import('./linked-accounts-routes.js').LinkedAccountsDependencies, 'federation'>
 *   & { options: import('./federation-context.js').FederationOptions,
 *     startLimit: import('../settings/limit-settings.js').StartLimit,
 *     botChallenge: import('../bot-challenge/challenge-gate.js').BotChallenge }} FederationDependencies
 */

/** @param {Omit<FederationDependencies, 'federation'>} input */
export function createFederationRoutes(input) {
  const federation = createFederationContext(input.options, input.now, input.startLimit);
  const deps = { ...input, federation };
  const relyingParty = createOpenIdRelyingParty();
  // A start needs no cookie, so only the client address can be counted: one address starting
  // many is no broker, and its starts must not crowd out anybody else's (the records' shares).
  const startsPerAddress = new AttemptRateLimiter({
    maxAttempts: input.startLimit.perAddress,
    windowMs: input.startLimit.windowMs,
    now: input.now,
  });

  /** @type {import('../route-table.js').RouteHandler} */
  async function providers(_req, res) {
    sendJson(res, 200, {
      providers: input.options.providers.map(({ id, kind, name }) => ({ id, kind, name })),
    });
  }

  /** @type {import('../route-table.js').RouteHandler} */
  async function discovery(req, res) {
    const email = new URL(req.url ?? '/', 'http://service.invalid').searchParams.get('email');
    const problem = checkEmail(email ?? undefined);
    if (problem) {
      sendFieldProblems(res, [{ field: 'email', code: problem }]);
      return;
    }
    sendJson(res, 200, input.companyDomains.discover(/** @type {string} */ (email)));
  }

  /** @type {import('../route-table.js').Route[]} */
  const routes = [
    { method: 'GET', path: '/api/sso/federation/providers', handle: providers },
    { method: 'GET', path: '/api/sso/federation/discovery', handle: discovery },
    {
      method: 'GET',
      path: '/api/sso/federation/{provider}/start',
      handle: createStartRoute({
        federation,
        relyingParty,
        knownDevices: input.knownDevices,
        botChallenge: input.botChallenge,
        startsPerAddress,
        cookieSecure: input.cookieSecure,
      }),
    },
    {
      method: 'GET',
      path: '/api/sso/federation/{provider}/callback',
      handle: createCallbackRoute({ ...deps, relyingParty }),
    },
    ...createPendingAccountRoutes(deps),
    ...createLinkedAccountsRoutes(deps),
  ];
  return {
    routes,
    sweep() {
      federation.transactions.sweep();
      federation.pending.sweep();
      startsPerAddress.sweep();
    },
  };
}
