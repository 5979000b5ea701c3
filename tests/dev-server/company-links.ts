import { expect } from 'vitest';
import { authenticatorCode, demoAuthenticatorSecret } from '../support/authenticator-app';
import { type CompanyBrowser, companySignIn, portalDestination } from './company-browser';
import type { Federation, ProviderId } from './federation-support';
import { applicationId } from './support';

/**
 * What linking a company account asks of the broker, over the SSO's API: a sign-in to the
 * portal with the password (and the demo authenticator's code, for an account with one), and
 * the link after it.
 */

export interface PortalAccount {
  readonly email: string;
  readonly password: string;
}

/**
 * Signs in to the portal in `browser` with a password, and the code for an account with a
 * second factor; in `locale`, which the SSO then writes to the account in, when given.
 */
export async function portalSignIn(
  federation: Federation,
  browser: CompanyBrowser,
  account: PortalAccount,
  locale?: 'pt-BR' | 'en',
): Promise<void> {
  const answer = await browser.request('/api/sso/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, rememberMe: false, applicationId, locale }),
  });
  if (answer.status === 202) {
    federation.advance(30_000); // a code is taken once per 30-second step
    const secret = demoAuthenticatorSecret(account.email);
    const code = await browser.request('/api/sso/login/second-factor', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: await authenticatorCode(secret, federation.now()) }),
    });
    expect(code.status).toBe(200);
    return;
  }
  expect(answer.status).toBe(200);
}

/**
 * A company sign-in that finds the portal account, then the broker proves it and links it.
 * Resolves to the browser, signed in a moment ago.
 */
export async function linkCompanyAccount(
  federation: Federation,
  provider: ProviderId,
  account: PortalAccount,
  locale?: 'pt-BR' | 'en',
): Promise<CompanyBrowser> {
  const browser = federation.newBrowser();
  const back = await companySignIn(browser, provider, { email: account.email });
  expect(portalDestination(back)).toBe('/login?federation=link');
  await portalSignIn(federation, browser, account, locale);
  const linked = await browser.request('/api/sso/federation/link', { method: 'POST' });
  expect(linked.status).toBe(200);
  return browser;
}
