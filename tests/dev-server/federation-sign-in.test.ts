import { describe, expect, it } from 'vitest';
import { createFederationRecords } from '../../dev-server/federation/federation-context.js';
import {
  CompanyBrowser,
  companySignIn,
  locationOf,
  portalDestination,
  portalOrigin,
  throughProvider,
} from './company-browser';
import { federationOptions, returnOrigin, setUpFederation, startSso } from './federation-support';
import { setCookie, setCookieAttributes } from './support';

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
    const attributes = setCookieAttributes(start, 'gofy_federation');
    expect(attributes.has('httponly')).toBe(true);
    expect(attributes.get('samesite')).toBe('Lax');
    expect(attributes.get('path')).toBe('/api/sso/federation/google/callback');
    expect(setCookie(start, 'gofy_federation')).not.toContain(query.get('state'));
  });

  it("shows the provider's page under a policy that lets the browser ask for the site's icon", async () => {
    // Browsers ask for /favicon.ico by themselves; WebKit reports a refused one as a violation.
    const browser = newBrowser();
    let location = locationOf(
      await browser.request('/api/sso/federation/google/start'),
      portalOrigin,
    );
    let answer = await browser.request(location);
    for (let hop = 0; answer.status !== 200 && hop < 5; hop++) {
      location = locationOf(answer, location);
      answer = await browser.request(location);
    }
    expect(await answer.text()).toContain('<form');
    const policy = new Map(
      (answer.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toEqual(["'self'"]);
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

describe('a return target read again at the provider’s return', () => {
  // Two instances of the SSO behind the portal, sharing the sign-ins under way, in the middle
  // of a deployment that takes the pipeline's origin off the suite's: the broker starts at the
  // one not deployed yet, and the provider's return reaches the one deployed.
  async function midDeployment() {
    const records = createFederationRecords(Date.now);
    const shared = { ...federationOptions(federation.issuers), records };
    const [before, after] = await Promise.all([
      startSso(federation.issuers, { federation: shared, returnOrigins: [returnOrigin] }),
      startSso(federation.issuers, { federation: shared, returnOrigins: [] }),
    ]);
    return { before, after, close: () => Promise.all([before.close(), after.close()]) };
  }
  const startTo = (target: string) =>
    `/api/sso/federation/microsoft/start?redirect=${encodeURIComponent(target)}`;

  it('signs the broker in on the main screen, not on an origin taken off the suite’s meanwhile', async () => {
    const { before, after, close } = await midDeployment();
    try {
      const browser = new CompanyBrowser(before.url);
      const callback = await throughProvider(browser, startTo(`${returnOrigin}/deals/42`), marina);
      browser.reach(after.url);
      expect(portalDestination(await browser.request(callback))).toBe('/');
      expect((await whoamiOf(browser))?.user.email).toBe(marina.email);
    } finally {
      await close();
    }
  });

  it('carries no such target to /login when the sign-in fails', async () => {
    const { before, after, close } = await midDeployment();
    try {
      const browser = new CompanyBrowser(before.url);
      const callback = await throughProvider(browser, startTo(`${returnOrigin}/deals/42`), {
        cancel: true,
      });
      browser.reach(after.url);
      expect(portalDestination(await browser.request(callback))).toBe(
        '/login?federation_error=cancelled',
      );
    } finally {
      await close();
    }
  });
});
