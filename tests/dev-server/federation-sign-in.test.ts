import { describe, expect, it } from 'vitest';
import { type CompanyBrowser, companySignIn, portalDestination } from './company-browser';
import { returnOrigin, setUpFederation } from './federation-support';
import { cookieAttributes } from './support';

// A company sign-in against real stand-in providers: the round trip, the second factor, and
// the return target. Every answer of the SSO is held to docs/openapi.yaml after each test.

const federation = setUpFederation();
const marina = { email: 'marina.rocha@corretora-horizonte.example' };
const newBrowser = () => federation.newBrowser();

async function whoamiOf(browser: CompanyBrowser) {
  const response = await browser.request('/api/sso/whoami');
  return response.status === 200
    ? ((await response.json()) as { user: { email: string } })
    : undefined;
}

describe('a company sign-in', () => {
  it('starts at the provider with state, nonce and PKCE, and keeps them behind an HttpOnly cookie', async () => {
    const browser = newBrowser();
    const start = await browser.request('/api/sso/federation/google/start');
    expect(start.status).toBe(302);
    const authorization = new URL(start.headers.get('location') ?? '');
    expect(authorization.origin).toBe(federation.issuers.google);
    const query = authorization.searchParams;
    expect(query.get('response_type')).toBe('code');
    expect(query.get('scope')).toBe('openid email profile');
    expect(query.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge']) expect(query.get(name)).toBeTruthy();
    const line = start.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('gofy_federation='));
    const attributes = cookieAttributes(line ?? '');
    expect(attributes.has('httponly')).toBe(true);
    expect(attributes.get('samesite')).toBe('Lax');
    expect(attributes.get('path')).toBe('/api/sso/federation/google/callback');
    expect(line).not.toContain(query.get('state'));
  });

  it("signs in the account linked by its domain's required provider, and lands on the return target", async () => {
    const browser = newBrowser();
    const answer = await companySignIn(browser, 'microsoft', marina, {
      redirect: '/security?tab=2',
    });
    expect(answer.status).toBe(302);
    expect(portalDestination(answer)).toBe('/security?tab=2');
    expect((await whoamiOf(browser))?.user.email).toBe(marina.email);
    expect(browser.cookie('gofy_federation')).toBeUndefined();
  });

  it('keeps a return target on a suite origin', async () => {
    const browser = newBrowser();
    const target = `${returnOrigin}/deals/42?tab=quotes`;
    const answer = await companySignIn(browser, 'microsoft', marina, { redirect: target });
    expect(portalDestination(answer)).toBe(target);
  });

  it.each(['https://evil.example/', '//evil.example/x', '/logout', '/%2F%2Fevil.example'])(
    'refuses a hostile return target at the start: %s',
    async (target) => {
      const browser = newBrowser();
      const start = await browser.request(
        `/api/sso/federation/google/start?redirect=${encodeURIComponent(target)}`,
      );
      expect(start.status).toBe(400);
      expect(await start.json()).toMatchObject({
        error: { code: 'invalid_request', fields: [{ field: 'redirect', code: 'invalid' }] },
      });
      expect(start.headers.getSetCookie()).toEqual([]);
    },
  );
});
