import { describe, expect, it } from 'vitest';
import { CompanyBrowser, portalDestination, throughProvider } from './company-browser';
import { federationOptions, setUpFederation, startProvider } from './federation-support';
import { startService } from './support';

// Every way a company sign-in fails, each named on /login (FederationFailure in
// docs/openapi.yaml), against real stand-in providers, each test with an SSO of its own.

const federation = setUpFederation();
const marina = { email: 'marina.rocha@corretora-horizonte.example' };
const newBrowser = () => federation.newBrowser();
const start = '/api/sso/federation/microsoft/start?redirect=%2Fsecurity';

/** The provider's return, with `change` applied to its query. */
function altered(callback: string, change: (query: URLSearchParams) => void): string {
  const url = new URL(callback);
  change(url.searchParams);
  return url.href;
}

describe('a company sign-in that fails', () => {
  it('says the user cancelled at the provider, keeping the return target', async () => {
    const browser = newBrowser();
    const callback = await throughProvider(browser, start, { cancel: true });
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied');
    expect(portalDestination(await browser.request(callback))).toBe(
      '/login?federation_error=cancelled&redirect=%2Fsecurity',
    );
  });

  it('refuses a tampered state, and ends that sign-in', async () => {
    const browser = newBrowser();
    const callback = await throughProvider(browser, start, marina);
    const tampered = altered(callback, (query) => query.set('state', `${query.get('state')}x`));
    expect(portalDestination(await browser.request(tampered))).toBe(
      '/login?federation_error=state_mismatch&redirect=%2Fsecurity',
    );
    expect((await browser.request('/api/sso/whoami')).status).toBe(401);
  });

  it('refuses a return without a state, or to a browser that started none', async () => {
    const browser = newBrowser();
    const callback = await throughProvider(browser, start, marina);
    const stateless = altered(callback, (query) => query.delete('state'));
    expect(portalDestination(await browser.request(stateless))).toBe(
      '/login?federation_error=state_missing',
    );
    expect(portalDestination(await newBrowser().request(callback))).toBe(
      '/login?federation_error=state_missing',
    );
  });

  it('refuses a replayed return, its transaction cookie kept', async () => {
    const browser = newBrowser();
    const callback = await throughProvider(browser, start, marina);
    const cookie = browser.cookie('gofy_federation') ?? '';
    expect(portalDestination(await browser.request(callback))).toBe('/security');
    const replay = newBrowser();
    replay.setCookie('gofy_federation', cookie);
    expect(portalDestination(await replay.request(callback))).toBe(
      '/login?federation_error=state_expired',
    );
  });

  it('refuses a sign-in that took more than ten minutes', async () => {
    const browser = newBrowser();
    const callback = await throughProvider(browser, start, marina);
    federation.advance(10 * 60_000 + 1000);
    expect(portalDestination(await browser.request(callback))).toBe(
      '/login?federation_error=state_expired',
    );
  });

  it('refuses a code used before, even with a fresh state', async () => {
    const browser = newBrowser();
    const first = await throughProvider(browser, start, marina);
    expect(portalDestination(await browser.request(first))).toBe('/security');
    // The provider knows the browser now and sends it straight back with a new code.
    const second = await throughProvider(browser, start);
    const reused = altered(second, (query) =>
      query.set('code', new URL(first).searchParams.get('code') ?? ''),
    );
    expect(portalDestination(await browser.request(reused))).toBe(
      '/login?federation_error=code_reused&redirect=%2Fsecurity',
    );
  });

  it("refuses a return that names another provider's issuer (a mix-up)", async () => {
    const browser = newBrowser();
    const callback = await throughProvider(browser, start, marina);
    const mixed = altered(callback, (query) => query.set('iss', federation.issuers.google));
    expect(portalDestination(await browser.request(mixed))).toBe(
      '/login?federation_error=issuer_mismatch&redirect=%2Fsecurity',
    );
  });

  it('refuses a provider whose discovery names another issuer', async () => {
    const impostor = await startProvider('microsoft', federation.issuers.google);
    const sso = await startService({
      federation: federationOptions({ ...federation.issuers, microsoft: impostor.origin }),
    });
    try {
      const browser = new CompanyBrowser(sso.url);
      expect(portalDestination(await browser.request(start))).toBe(
        '/login?federation_error=issuer_mismatch&redirect=%2Fsecurity',
      );
    } finally {
      await Promise.all([sso.close(), impostor.close()]);
    }
  });

  it('says the provider is unavailable when it cannot be reached', async () => {
    const down = await startProvider('microsoft');
    await down.close();
    const sso = await startService({
      federation: federationOptions({ ...federation.issuers, microsoft: down.issuer }),
    });
    try {
      const answer = await new CompanyBrowser(sso.url).request(start);
      expect(portalDestination(answer)).toBe(
        '/login?federation_error=provider_unavailable&redirect=%2Fsecurity',
      );
      expect(answer.headers.getSetCookie()).toEqual([]);
    } finally {
      await sso.close();
    }
  });

  it('answers 404 for a provider the SSO does not offer', async () => {
    const answer = await newBrowser().request('/api/sso/federation/yahoo/start');
    expect(answer.status).toBe(404);
  });
});
