// @ts-check

import { normalizeEmail } from '../accounts/users.js';
import { isSecureRequest, serializePendingSignInCookie } from '../http/cookies.js';
import { needsSecondFactor } from '../sign-in/pending-sign-in-answer.js';
import { presentedDevice, startSession } from '../sign-in/sign-in-session.js';
import { portalPage, sendRedirect } from './federation-answers.js';
import { serializePendingCookie } from './federation-cookies.js';
import { tellOwnerOfLink } from './link-notices.js';

/**
 * A company account the provider vouched for, answered: signed in (or on to the code step)
 * when it is linked to a portal account, held for linking when a portal account has its
 * verified email, or held to prefill a request for an account when none has. A company account
 * is never taken for a portal account by its email alone, except where the email's domain
 * requires this very provider (its IT is then the authority on who the account is).
 */

/**
 * @typedef {import('../sign-in/sign-in-session.js').SignInSessionDependencies & {
 *   federation: import('./federation-context.js').FederationContext,
 *   links: import('./federated-links.js').FederatedLinks,
 *   companyDomains: import('./company-domains.js').CompanyDomains,
 *   users: import('../accounts/users.js').UserDirectory,
 *   secondFactors: import('../second-factor/second-factor-store.js').SecondFactorStore,
 *   pendingSignIns: import('../sign-in/pending-sign-ins.js').PendingSignIns,
 * }} CompanySignInDependencies
 */

/**
 * @typedef {object} CompanyAnswer
 * @property {import('./federation-settings.js').FederationProvider} provider
 * @property {import('./openid-relying-party.js').CompanyIdentity} identity
 * @property {import('./federation-context.js').Transaction} transaction
 * @property {string[]} cookies Set-Cookie lines the answer carries already.
 * @property {(failure: string) => void} fail
 */

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {CompanySignInDependencies} deps
 * @param {CompanyAnswer} answer
 */
export function answerCompanyIdentity(req, res, deps, answer) {
  const { provider, identity, transaction, cookies, fail } = answer;
  const { federation, links, companyDomains, users } = deps;
  const secure = isSecureRequest(req, deps.cookieSecure);
  const returnTarget = federation.readReturnTarget(transaction.returnTarget) ?? '/';

  const link = links.find(provider.id, identity.subject);
  let user = link ? users.findById(link.userId) : undefined;
  if (!user) {
    if (!identity.emailVerified || !identity.email) {
      fail('email_unverified');
      return;
    }
    const email = identity.email;
    user = users.findByEmail(normalizeEmail(email));
    const required = user && companyDomains.requiredProviderOf(user.email) === provider.id;
    if (!user || !required) {
      const kind = user ? 'link' : 'access_request';
      if (user && companyDomains.requiredProviderOf(user.email)) {
        fail('wrong_provider');
        return;
      }
      const { secret } = federation.pending.create({
        kind,
        provider: provider.id,
        subject: identity.subject,
        email,
        emailVerified: true,
        name: identity.name,
        startedOnPortal: transaction.startedOnPortal,
        expiresAt: federation.recordExpiresAt(),
      });
      cookies.push(serializePendingCookie(secret, { secure }));
      const query =
        kind === 'link' ? { federation: 'link' } : { federation_error: 'unknown_account' };
      sendRedirect(res, portalPage('/login', query, returnTarget), cookies);
      return;
    }
    // The domain requires this provider: its verified email is the proof a password would be.
    const linked = links.link({
      provider: provider.id,
      subject: identity.subject,
      userId: user.id,
      email,
    });
    if (linked) tellOwnerOfLink(deps, req, user, 'company-account-linked', linked);
  }
  const required = companyDomains.requiredProviderOf(user.email);
  if (required && required !== provider.id) {
    fail('wrong_provider');
    return;
  }

  const { rememberMe } = transaction;
  // The provider's return is a navigation from its site, which the device's SameSite=Strict
  // cookie does not follow: the device is the one the start saw, as the broker left.
  const deviceId = presentedDevice(req, deps) ?? transaction.deviceId;
  const providerDidSecondFactor = identity.amr.includes('mfa');
  if (
    !providerDidSecondFactor &&
    needsSecondFactor(user, deps.secondFactors) &&
    !deps.knownDevices.isTrusted(user.id, deviceId)
  ) {
    const { secret } = deps.pendingSignIns.create({
      userId: user.id,
      passwordVersion: user.passwordVersion,
      rememberMe,
      firstFactor: 'company_provider',
      enrol: !deps.secondFactors.has(user.id),
      provider: provider.id,
    });
    cookies.push(serializePendingSignInCookie(secret, { secure }));
    sendRedirect(res, portalPage('/login/code', {}, returnTarget), cookies);
    return;
  }
  // The provider's own second factor stands in for the code at sign-in, not for the portal's
  // factor where a change asks for it again (recent_second_factor_required).
  const session = startSession(req, deps, {
    user,
    rememberMe,
    proven: { first: 'company_provider' },
    provider: provider.id,
    ...(deviceId === undefined ? {} : { deviceId }),
  });
  sendRedirect(res, returnTarget, [...cookies, ...session.cookies]);
}
