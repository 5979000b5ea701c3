import { describe, expect, it } from 'vitest';
import { SoftwareAuthenticator } from '../support/software-authenticator';
import { type CompanyBrowser, companySignIn, portalDestination } from './company-browser';
import { portalSignIn } from './company-links';
import { setUpFederation } from './federation-support';
import { ana } from './support';

// An account whose brokerage requires its company's provider signs in with that provider only:
// the SSO refuses every passkey of it at sign-in, so it adds none either, and says so to the
// page, which then offers none.

const federation = setUpFederation();
const marina = { email: 'marina.rocha@corretora-horizonte.example' };

const post = (browser: CompanyBrowser, path: string, body?: unknown) =>
  browser.request(`/api/sso${path}`, {
    method: 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });

/** Marina, signed in with Microsoft a moment ago. */
async function marinaSignedIn(): Promise<CompanyBrowser> {
  const browser = federation.newBrowser();
  const back = await companySignIn(browser, 'microsoft', marina);
  expect(portalDestination(back)).toBe('/');
  return browser;
}

const federationRequired = {
  error: expect.objectContaining({ code: 'federation_required', provider: 'microsoft' }),
};

describe('a passkey for an account whose brokerage requires its provider', () => {
  it('is refused at the start, however recent the sign-in', async () => {
    const browser = await marinaSignedIn();
    const options = await post(browser, '/passkeys/registration/options');
    expect(options.status).toBe(403);
    expect(await options.json()).toEqual(federationRequired);
  });

  it('is refused when the browser sends one made anyway, and none is kept', async () => {
    const browser = await marinaSignedIn();
    const made = new SoftwareAuthenticator('http://localhost:3000').register({
      challenge: 'A'.repeat(43),
      rp: { id: 'localhost', name: 'gofy' },
      user: { id: 'dXNlci0x', name: marina.email, displayName: 'Marina Rocha' },
    });
    const added = await post(browser, '/passkeys/registration', { credential: made });
    expect(added.status).toBe(403);
    expect(await added.json()).toEqual(federationRequired);
    const list = (await (await browser.request('/api/sso/passkeys')).json()) as {
      passkeys: unknown[];
    };
    expect(list.passkeys).toEqual([]);
  });
});

describe('the signed-in answer', () => {
  it('names the provider an account’s brokerage requires', async () => {
    const browser = await marinaSignedIn();
    const me = (await (await browser.request('/api/sso/whoami')).json()) as {
      user: Record<string, unknown>;
    };
    expect(me.user).toMatchObject({ email: marina.email, requiredProvider: 'microsoft' });
  });

  it('names none for any other account, which may still add a passkey', async () => {
    const browser = federation.newBrowser();
    await portalSignIn(federation, browser, ana);
    const me = (await (await browser.request('/api/sso/whoami')).json()) as {
      user: Record<string, unknown>;
    };
    expect(me.user).not.toHaveProperty('requiredProvider');
    expect((await post(browser, '/passkeys/registration/options')).status).toBe(200);
  });
});
