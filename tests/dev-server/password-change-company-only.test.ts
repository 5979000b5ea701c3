import { describe, expect, it } from 'vitest';
import { type CompanyBrowser, companySignIn, portalDestination } from './company-browser';
import { setUpFederation } from './federation-support';

// An account whose brokerage requires its company's provider: its password signs in nowhere
// (login and the reset refuse the domain), so the SSO takes no change of it, and says why.

const federation = setUpFederation();
const marina = { email: 'marina.rocha@corretora-horizonte.example' };

async function marinaSignedIn(): Promise<CompanyBrowser> {
  const browser = federation.newBrowser();
  const back = await companySignIn(browser, 'microsoft', marina);
  expect(portalDestination(back)).toBe('/');
  return browser;
}

const change = (browser: CompanyBrowser, currentPassword: string) =>
  browser.request('/api/sso/password', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ currentPassword, newPassword: 'a calm river under seven bridges' }),
  });

describe('changing the password of an account that signs in with its company', () => {
  it('is refused for good, naming the provider, however recent the sign-in', async () => {
    const browser = await marinaSignedIn();
    const refused = await change(browser, 'gofy-demo-2026');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: expect.objectContaining({ code: 'federation_required', provider: 'microsoft' }),
    });
  });

  it('looks at no password, so a wrong one is not counted and says nothing', async () => {
    const browser = await marinaSignedIn();
    for (const typed of ['not it', 'nor this', 'still not', 'no', 'never', 'again']) {
      const refused = await change(browser, typed);
      expect(await refused.json()).toMatchObject({ error: { code: 'federation_required' } });
    }
  });
});
