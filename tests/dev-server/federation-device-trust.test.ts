import { describe, expect, it } from 'vitest';
import { emailVerifiedBy } from '../../dev-server/federation/openid-relying-party.js';
import { authenticatorCode, demoAuthenticatorSecret } from '../support/authenticator-app';
import { type CompanyBrowser, companySignIn, portalDestination } from './company-browser';
import { linkCompanyAccount } from './company-links';
import { setUpFederation } from './federation-support';
import { completeReset, issueToken } from './reset-calls';
import { ana, applicationId, carla } from './support';

// A company sign-in's return is a navigation from the provider's site, which the device's
// SameSite=Strict cookie does not follow (the test's browser holds to SameSite as a real one
// does). The device a broker trusts to skip the code must survive that round trip, and the
// return must not take it for a new one. Also here: which claim each provider vouches for an
// email in, and what a password reset leaves of the company links.

const federation = setUpFederation();

/** Carla signs in with her password and a code in `browser`, ticking "don't ask again". */
async function carlaTrusts(browser: CompanyBrowser): Promise<void> {
  const started = await browser.request('/api/sso/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...carla, rememberMe: false, applicationId }),
  });
  expect(started.status).toBe(202);
  federation.advance(30_000); // a code is taken once per 30-second step
  const code = await authenticatorCode(demoAuthenticatorSecret(carla.email), federation.now());
  const done = await browser.request('/api/sso/login/second-factor', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code, trustDevice: true }),
  });
  expect(done.status).toBe(200);
}

describe('a trusted device and a provider on another site', () => {
  it('skips the code for a trusted device when the provider sends the browser back', async () => {
    await linkCompanyAccount(federation, 'google', carla);
    const browser = federation.newBrowser();
    await carlaTrusts(browser);
    const trusted = browser.cookie('gofy_device');
    const notices = federation.sso.service.outbox.messages.length;

    // Carla's Google account reports no second factor of its own (`amr` without `mfa`).
    const back = await companySignIn(browser, 'google', { email: carla.email });
    expect(portalDestination(back)).toBe('/');
    expect((await browser.request('/api/sso/whoami')).status).toBe(200);
    // Neither a new device cookie in place of the trusted one, nor a "new device" notice.
    expect(browser.cookie('gofy_device')).toBe(trusted);
    expect(federation.sso.service.outbox.messages.slice(notices)).toEqual([]);

    // The password alone still signs in on this browser afterwards.
    const again = await browser.request('/api/sso/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...carla, rememberMe: false, applicationId }),
    });
    expect(again.status).toBe(200);
  });
});

describe("which claim says the provider vouches for the email (Entra ID's own for Microsoft)", () => {
  const email = 'marina.rocha@corretora-horizonte.example';

  it.each([
    ['microsoft', { email, xms_edov: true }, true],
    ['microsoft', { email, email_verified: true }, false],
    ['microsoft', { email, xms_edov: 'true' }, false],
    ['microsoft', { xms_edov: true }, false],
    ['google', { email, email_verified: true }, true],
    ['google', { email, xms_edov: true }, false],
    ['google', { email, email_verified: 'true' }, false],
  ] as const)('%s with %o: %s', (kind, claims, verified) => {
    expect(emailVerifiedBy(kind, claims)).toBe(verified);
  });
});

describe('a password reset and the company accounts linked', () => {
  it('keeps them: a link is made only to a company account with the account’s own email', async () => {
    await linkCompanyAccount(federation, 'google', ana);
    const token = await issueToken(federation.sso, ana.email);
    const reset = await completeReset(federation.sso.url, token, 'a brand new passphrase 2026');
    expect(reset.status).toBe(204);
    const browser = federation.newBrowser();
    const back = await companySignIn(browser, 'google', { email: ana.email });
    expect(portalDestination(back)).toBe('/');
    expect((await browser.request('/api/sso/whoami')).status).toBe(200);
  });
});
