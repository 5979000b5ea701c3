import { describe, expect, it } from 'vitest';
import { demoPassword } from '../support/cheap-demo-users';
import { type CompanyBrowser, companySignIn, portalDestination } from './company-browser';
import {
  linkCompanyAccount,
  type PortalAccount,
  portalSignIn as signInToPortal,
} from './company-links';
import { type ProviderId, setUpFederation } from './federation-support';
import { ana, carla, login, recentProofMs } from './support';

// Linking a company account to a portal account, the second factor after a company sign-in,
// a domain that requires its provider, unlinking, and discovery by domain. Each test has an SSO
// of its own, and links what it needs itself.

const federation = setUpFederation();
const newBrowser = () => federation.newBrowser();
const marina = { email: 'marina.rocha@corretora-horizonte.example', password: demoPassword };
const portalSignIn = (browser: CompanyBrowser, account: PortalAccount) =>
  signInToPortal(federation, browser, account);
const link = (provider: ProviderId, account: PortalAccount) =>
  linkCompanyAccount(federation, provider, account);

describe('linking a company account', () => {
  it('holds the verified email for the link step, never signing in by email alone', async () => {
    const browser = newBrowser();
    const back = await companySignIn(browser, 'google', { email: ana.email });
    expect(portalDestination(back)).toBe('/login?federation=link');
    expect((await browser.request('/api/sso/whoami')).status).toBe(401);
    const pending = await browser.request('/api/sso/federation/pending');
    expect(await pending.json()).toMatchObject({
      kind: 'link',
      provider: 'google',
      email: ana.email,
      name: 'Ana Souza',
    });
  });

  it('refuses to link without a recent sign-in, then links after one, and signs in next time', async () => {
    const browser = newBrowser();
    await portalSignIn(browser, ana);
    federation.advance(recentProofMs + 60_000);
    // The company sign-in after the window: its waiting record is fresh, the portal's proof not.
    await companySignIn(browser, 'google', { email: ana.email });
    const late = await browser.request('/api/sso/federation/link', { method: 'POST' });
    expect(((await late.json()) as { error: { code: string } }).error.code).toBe(
      'recent_sign_in_required',
    );
    await portalSignIn(browser, ana);
    const linked = await browser.request('/api/sso/federation/link', { method: 'POST' });
    expect(await linked.json()).toMatchObject({ provider: 'google', email: ana.email });
    expect((await browser.request('/api/sso/federation/pending')).status).toBe(404);

    const next = newBrowser();
    const back = await companySignIn(next, 'google', { email: ana.email });
    expect(portalDestination(back)).toBe('/');
    const me = (await (await next.request('/api/sso/whoami')).json()) as {
      user: { email: string };
    };
    expect(me.user.email).toBe(ana.email);
  });

  it('asks for the second factor unless the provider reports one of its own', async () => {
    await link('google', carla);
    await link('microsoft', carla);
    const withPassword = newBrowser();
    const coded = await companySignIn(withPassword, 'google', { email: carla.email });
    expect(portalDestination(coded)).toBe('/login/code');
    expect(withPassword.cookie('gofy_session')).toBeUndefined();
    expect((await withPassword.request('/api/sso/login/second-factor')).status).toBe(200);

    const withMfa = newBrowser();
    const signedIn = await companySignIn(withMfa, 'microsoft', { email: carla.email });
    expect(portalDestination(signedIn)).toBe('/');
    expect((await withMfa.request('/api/sso/whoami')).status).toBe(200);
  });

  it('never links an email the provider does not report as verified', async () => {
    const browser = newBrowser();
    const back = await companySignIn(browser, 'google', { email: 'bruno.lima@gofy.example' });
    expect(portalDestination(back)).toBe('/login?federation_error=email_unverified');
    expect((await browser.request('/api/sso/federation/pending')).status).toBe(404);
  });

  it('prefills the request for an account the suite does not know, without the email in the URL', async () => {
    const browser = newBrowser();
    const back = await companySignIn(browser, 'google', {
      email: 'rafael.costa@corretora-sol.example',
    });
    expect(portalDestination(back)).toBe('/login?federation_error=unknown_account');
    expect(await (await browser.request('/api/sso/federation/pending')).json()).toMatchObject({
      kind: 'access_request',
      email: 'rafael.costa@corretora-sol.example',
      name: 'Rafael Costa',
    });
  });
});

describe('a domain that requires its provider', () => {
  it('refuses the password of any of its emails, known or not, naming the provider', async () => {
    for (const email of [marina.email, 'nobody@corretora-horizonte.example']) {
      const answer = await login(federation.sso.url, { email, password: demoPassword });
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({
        error: { code: 'federation_required', provider: 'microsoft' },
      });
    }
  });

  it('signs its accounts in with that provider only, and never unlinks the last way in', async () => {
    const browser = newBrowser();
    const back = await companySignIn(browser, 'microsoft', { email: marina.email });
    expect(portalDestination(back)).toBe('/');
    const links = await browser.request('/api/sso/federation/links');
    expect(await links.json()).toMatchObject({
      links: [{ provider: 'microsoft', email: marina.email, removable: false }],
    });
    const unlink = await browser.request('/api/sso/federation/links/microsoft', {
      method: 'DELETE',
    });
    expect(unlink.status).toBe(409);
    expect(await unlink.json()).toMatchObject({ error: { code: 'last_way_in' } });
  });

  it('is discovered by its domain alone, the same for any local part', async () => {
    const discover = async (email: string) =>
      (
        await fetch(
          `${federation.sso.url}/api/sso/federation/discovery?email=${encodeURIComponent(email)}`,
        )
      ).json();
    const known = await discover(marina.email);
    expect(known).toEqual({ provider: 'microsoft', required: true });
    expect(await discover('nobody@Corretora-Horizonte.example')).toEqual(known);
    expect(await discover('rafael@corretora-sol.example')).toEqual({
      provider: 'google',
      required: false,
    });
    expect(await discover(ana.email)).toEqual({ provider: null, required: false });
  });
});

describe('unlinking', () => {
  it('unlinks a company account that is not the last way in, after a recent sign-in', async () => {
    const browser = await link('google', ana);
    const list = (await (await browser.request('/api/sso/federation/links')).json()) as {
      links: { removable: boolean }[];
    };
    expect(list.links).toEqual([expect.objectContaining({ provider: 'google', removable: true })]);
    const unlink = await browser.request('/api/sso/federation/links/google', { method: 'DELETE' });
    expect(unlink.status).toBe(204);
    const next = newBrowser();
    expect(portalDestination(await companySignIn(next, 'google', { email: ana.email }))).toBe(
      '/login?federation=link',
    );
  });
});
