import { describe, expect, it } from 'vitest';
import { sendFrom } from './client-address';
import { type CompanyBrowser, portalDestination, throughProvider } from './company-browser';
import { type Federation, type ProviderId, setUpFederation } from './federation-support';

// Starting company sign-ins (`startFederatedSignIn`) from one client address, which once had no
// limit: the start needs no cookie, every start went into one store of 10,000 transactions,
// oldest dropped first, and 10,050 starts from one address (about 2 s) made another broker's
// return from Microsoft fail with `state_expired`. The broker's browser here is on 127.0.0.1
// (CompanyBrowser); the others send from other loopback addresses (client-address.ts).

const attacker = '127.0.0.9';
const marina = { email: 'marina.rocha@corretora-horizonte.example' };
const minute = 60_000;

function startFrom(federation: Federation, address: string, provider: ProviderId = 'microsoft') {
  return sendFrom(address, federation.sso.url, {
    method: 'GET',
    path: `/api/sso/federation/${provider}/start?redirect=%2Fsecurity`,
  });
}

/** Where a start sent the browser: the provider's origin, or the portal's page. */
function sentTo(start: Response, federation: Federation): string {
  const location = start.headers.get('location') ?? '';
  if (location.startsWith('/')) return location;
  return new URL(location).origin === new URL(federation.issuers.microsoft).origin ||
    new URL(location).origin === new URL(federation.issuers.google).origin
    ? 'provider'
    : location;
}

/** Marina, at the provider: her sign-in is under way, the provider's return not yet opened. */
async function marinaAtTheProvider(federation: Federation) {
  const browser: CompanyBrowser = federation.newBrowser();
  const callback = await throughProvider(browser, '/api/sso/federation/microsoft/start', marina);
  return { finish: async () => portalDestination(await browser.request(callback)) };
}

describe('a flood of company sign-in starts from one address', () => {
  // Only the records' shares are tested here: the rate limit is raised out of the way.
  const federation = setUpFederation({ federationStartLimit: { perAddress: 20_000 } });

  // The attack as it was sent: 10,050 requests take a few seconds, more on a busy machine.
  it("never ends another address's sign-in under way, past the old capacity of 10,000", {
    timeout: 60_000,
  }, async () => {
    const marinaSignIn = await marinaAtTheProvider(federation);
    for (let batch = 0; batch < 201; batch += 1) {
      const starts = Array.from({ length: 50 }, () => startFrom(federation, attacker));
      for (const start of await Promise.all(starts)) expect(start.status).toBe(302);
    }
    expect(await marinaSignIn.finish()).toBe('/');
  });
});

describe('company sign-ins kept under way', () => {
  // Small numbers, so that a flood past the capacity is quick to send.
  const federation = setUpFederation({
    federationStartLimit: { perAddress: 1000, waitingPerAddress: 5, waiting: 20 },
  });

  it("are each address's own: one past its share ends its own oldest, never another's", async () => {
    const marinaSignIn = await marinaAtTheProvider(federation);
    const first = await startFrom(federation, attacker);
    for (let start = 1; start < 25; start += 1) await startFrom(federation, attacker);
    expect(await marinaSignIn.finish()).toBe('/');
    // The attacker's first transaction is gone: its cookie names nothing any more.
    const cookie = first.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const back = await sendFrom(attacker, federation.sso.url, {
      method: 'GET',
      path: '/api/sso/federation/microsoft/callback?code=x&state=y',
      headers: { cookie },
    });
    expect(back.headers.get('location')).toBe('/login?federation_error=state_expired');
  });

  it("are kept per provider: a flood at Google from many addresses leaves Microsoft's", async () => {
    const marinaSignIn = await marinaAtTheProvider(federation);
    for (let address = 10; address < 16; address += 1) {
      for (let start = 0; start < 5; start += 1) {
        await startFrom(federation, `127.0.0.${address}`, 'google');
      }
    }
    expect(await marinaSignIn.finish()).toBe('/');
  });
});

describe('starts from one address, counted', () => {
  const federation = setUpFederation();

  it('send the 101st within 10 minutes to the sign-in page, saying why, with its return target', async () => {
    for (let start = 0; start < 100; start += 1) {
      expect(sentTo(await startFrom(federation, attacker), federation)).toBe('provider');
    }
    const refused = await startFrom(federation, attacker);
    expect(refused.status).toBe(302);
    expect(sentTo(refused, federation)).toBe(
      '/login?federation_error=too_many_starts&redirect=%2Fsecurity',
    );
    expect(refused.headers.getSetCookie()).toEqual([]);
  });

  it('count each address apart, so a broker elsewhere still signs in', async () => {
    for (let start = 0; start < 101; start += 1) await startFrom(federation, attacker);
    const marinaSignIn = await marinaAtTheProvider(federation);
    expect(await marinaSignIn.finish()).toBe('/');
  });

  it('start again once the 10 minutes are over', async () => {
    for (let start = 0; start < 101; start += 1) await startFrom(federation, attacker);
    federation.advance(10 * minute);
    expect(sentTo(await startFrom(federation, attacker), federation)).toBe('provider');
  });
});
