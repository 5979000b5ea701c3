import { describe, expect, it } from 'vitest';
import { demoPassword } from '../support/cheap-demo-users';
import { companySignIn, portalDestination } from './company-browser';
import { setUpFederation } from './federation-support';
import { recentProofMs } from './support';

// An account whose brokerage requires its company's provider (contract 1.19.0) proves who it
// is only through that provider (contract 1.21.0, "Recent proof"): its password and passkeys
// open nothing, so re-authenticating with them is refused and the way named is the company's.

const federation = setUpFederation();
const marina = { email: 'marina.rocha@corretora-horizonte.example', password: demoPassword };

describe('an account that signs in with its company only', () => {
  it('records the company provider, and is asked to sign in with it again, not for a password', async () => {
    const browser = federation.newBrowser();
    const back = await companySignIn(browser, 'microsoft', { email: marina.email });
    expect(portalDestination(back)).toBe('/');
    const me = await browser.request('/api/sso/whoami');
    expect(await me.json()).toMatchObject({
      authentication: {
        proofs: [{ factor: 'first', method: 'company_provider' }],
        reauthenticateWith: ['company'],
      },
    });

    const password = await browser.request('/api/sso/session/reauthenticate/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: marina.password }),
    });
    expect(password.status).toBe(403);
    expect(await password.json()).toMatchObject({
      error: { code: 'federation_required', provider: 'microsoft' },
    });
    const passkey = await browser.request('/api/sso/session/reauthenticate/passkey/options', {
      method: 'POST',
    });
    expect(passkey.status).toBe(403);

    federation.advance(recentProofMs + 60_000);
    const ending = await browser.request('/api/sso/sessions', { method: 'DELETE' });
    expect(await ending.json()).toMatchObject({
      error: { code: 'recent_sign_in_required', reauthenticateWith: ['company'] },
    });
  });
});
