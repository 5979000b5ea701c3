import { describe, expect, it } from 'vitest';
import {
  type CompanyBrowser,
  companySignIn,
  portalDestination,
  type StartedFrom,
} from './company-browser';
import { portalSignIn } from './company-links';
import { setUpFederation } from './federation-support';
import { ana } from './support';

// A page of any site can send a browser to the start, and a provider where it is signed in
// sends it straight back: a broker signed in to the portal a minute ago would then find a
// company account linked that nobody asked for. The SSO links one only when the start came
// from the portal's own page, or the broker confirmed it there.

const federation = setUpFederation();

const linkRequest = (body?: unknown): RequestInit => ({
  method: 'POST',
  ...(body === undefined
    ? {}
    : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
});

/** Ana, signed in a moment ago, whose browser comes back from Google started from `from`. */
async function backFromGoogle(from: StartedFrom): Promise<CompanyBrowser> {
  const browser = federation.newBrowser();
  await portalSignIn(federation, browser, ana);
  const back = await companySignIn(browser, 'google', { email: ana.email }, {}, from);
  expect(portalDestination(back)).toBe('/login?federation=link');
  return browser;
}

const errorCode = async (response: Response) =>
  ((await response.json()) as { error: { code: string } }).error.code;

const linkedAccounts = async (browser: CompanyBrowser) =>
  ((await (await browser.request('/api/sso/federation/links')).json()) as { links: unknown[] })
    .links;

const linkNotices = () =>
  federation.sso.service.outbox.messages.filter(
    (message) => message.to === ana.email && message.template === 'company-account-linked',
  );

describe('a company sign-in the broker did not start on the portal', () => {
  it.each([
    ['a page of another site', 'cross-site'],
    ['a page of a sibling host', 'same-site'],
    ['an address typed', 'none'],
    ['a browser that does not say', null],
  ] as const)('started from %s, waits as not asked for', async (_, from) => {
    const browser = await backFromGoogle(from);
    const pending = await browser.request('/api/sso/federation/pending');
    expect(await pending.json()).toMatchObject({ kind: 'link', startedOnPortal: false });
  });

  it('links nothing and tells nothing until the broker confirms, then links', async () => {
    const browser = await backFromGoogle('cross-site');
    const unasked = await browser.request('/api/sso/federation/link', linkRequest());
    expect(unasked.status).toBe(409);
    expect(await errorCode(unasked)).toBe('federation_link_unconfirmed');
    const declined = await browser.request(
      '/api/sso/federation/link',
      linkRequest({ confirmed: false }),
    );
    expect(await errorCode(declined)).toBe('federation_link_unconfirmed');
    expect(await linkedAccounts(browser)).toEqual([]);
    expect(linkNotices()).toEqual([]);

    // The company account still waits for the broker's answer.
    expect((await browser.request('/api/sso/federation/pending')).status).toBe(200);
    const confirmed = await browser.request(
      '/api/sso/federation/link',
      linkRequest({ confirmed: true }),
    );
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ provider: 'google', email: ana.email });
    expect(linkNotices()).toHaveLength(1);
  });

  it('forgets the waiting company account when the broker says no', async () => {
    const browser = await backFromGoogle('cross-site');
    const forgotten = await browser.request('/api/sso/federation/pending', { method: 'DELETE' });
    expect(forgotten.status).toBe(204);
    expect(browser.cookie('gofy_federation_pending')).toBeUndefined();
    expect((await browser.request('/api/sso/federation/pending')).status).toBe(404);
    // Nor can a cookie kept from before the answer link it now.
    const late = await browser.request(
      '/api/sso/federation/link',
      linkRequest({ confirmed: true }),
    );
    expect(late.status).toBe(404);
    expect(await linkedAccounts(browser)).toEqual([]);
  });

  it('keeps the waiting company account when another site asks to forget it', async () => {
    const browser = await backFromGoogle('cross-site');
    const refused = await browser.request('/api/sso/federation/pending', {
      method: 'DELETE',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(refused.status).toBe(403);
    expect((await browser.request('/api/sso/federation/pending')).status).toBe(200);
  });

  it('refuses a confirmation that is not true or false', async () => {
    const browser = await backFromGoogle('cross-site');
    const odd = await browser.request(
      '/api/sso/federation/link',
      linkRequest({ confirmed: 'yes' }),
    );
    expect(odd.status).toBe(400);
    expect(await odd.json()).toMatchObject({
      error: { code: 'invalid_request', fields: [{ field: 'confirmed', code: 'invalid' }] },
    });
  });
});

describe('a company sign-in started on the portal’s own page', () => {
  it('links once the broker has signed in, with no further question', async () => {
    const browser = await backFromGoogle('same-origin');
    const pending = await browser.request('/api/sso/federation/pending');
    expect(await pending.json()).toMatchObject({ startedOnPortal: true });
    const linked = await browser.request('/api/sso/federation/link', linkRequest());
    expect(linked.status).toBe(200);
  });
});

describe('forgetting a waiting company account', () => {
  it('answers alike when nothing waits', async () => {
    const answer = await federation
      .newBrowser()
      .request('/api/sso/federation/pending', { method: 'DELETE' });
    expect(answer.status).toBe(204);
  });
});
