import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../dev-server/accounts/passwords.js';
import {
  type Challenge,
  countedService,
  failFrom,
  loginFrom,
  risk,
  solve,
  wrongPassword,
} from './bot-challenge-support';
import { sendFrom } from './client-address';
import { setUpFederation } from './federation-support';
import { setCookie } from './support';

// A company sign-in's start under risk (contract 1.26.0, `startFederatedSignIn`, "Bot
// challenge"): a navigation, so the solution comes in its `challenge` parameter, from a
// challenge `issueChallenge` gave; without one, or with one refused, the start starts nothing
// and sends the browser back to the sign-in page to solve one.

// The failures are what counts here, not how a password is checked: the one `failFrom` types
// is refused without scrypt's time (the demo users' cost), the right one checked for real.
const federation = setUpFederation({
  ...countedService({ count: 0 }),
  verifyPassword: async (password, stored) =>
    password !== wrongPassword && verifyPassword(password, stored),
});
const bot = '127.0.0.7';

function startFrom(address: string, query = '', headers: Record<string, string> = {}) {
  return sendFrom(address, federation.sso.url, {
    method: 'GET',
    path: `/api/sso/federation/microsoft/start?redirect=%2Fsecurity${query}`,
    headers,
  });
}

/** Whether the start sent the browser on to the provider. */
const toProvider = (start: Response) =>
  start.status === 302 &&
  new URL(start.headers.get('location') ?? '/', 'http://portal.invalid').origin ===
    new URL(federation.issuers.microsoft).origin;

async function addressAtRisk(address: string): Promise<void> {
  for (let i = 0; i < risk.addressFailures; i += 1) {
    await failFrom(federation.sso.url, address, `person${i}@gofy.example`);
  }
}

async function issuedTo(address: string): Promise<Challenge> {
  const issued = await sendFrom(address, federation.sso.url, {
    method: 'GET',
    path: '/api/sso/challenge',
  });
  expect(issued.status).toBe(200);
  return issued.json();
}

describe('a company sign-in started without risk', () => {
  it('goes to the provider at once, whatever challenge it carries or not', async () => {
    expect(toProvider(await startFrom(bot))).toBe(true);
    expect(toProvider(await startFrom(bot, '&challenge=whatever'))).toBe(true);
  });
});

describe('a company sign-in started from an address at risk', () => {
  it('starts nothing and sends the browser to solve a challenge, the return target kept', async () => {
    await addressAtRisk(bot);
    const start = await startFrom(bot, '&remember_me=true&login_hint=ana%40gofy.example');
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toBe(
      '/login?company_challenge=microsoft&remember_me=true&redirect=%2Fsecurity',
    );
    expect(start.headers.getSetCookie()).toEqual([]);
  });

  it('goes to the provider with a challenge solved, once', async () => {
    await addressAtRisk(bot);
    const solution = encodeURIComponent(solve(await issuedTo(bot)));
    expect(toProvider(await startFrom(bot, `&challenge=${solution}`))).toBe(true);
    const replayed = await startFrom(bot, `&challenge=${solution}`);
    expect(replayed.headers.get('location')).toBe(
      '/login?company_challenge=microsoft&challenge_error=challenge_invalid&redirect=%2Fsecurity',
    );
  });

  it('refuses a challenge that expired while it was solved', async () => {
    await addressAtRisk(bot);
    const solution = encodeURIComponent(solve(await issuedTo(bot)));
    federation.advance(risk.ttlSeconds * 1000 + 1000);
    const late = await startFrom(bot, `&challenge=${solution}`);
    expect(late.headers.get('location')).toContain('challenge_error=challenge_invalid');
  });

  it('leaves a start from another address alone', async () => {
    await addressAtRisk(bot);
    expect(toProvider(await startFrom('127.0.0.8'))).toBe(true);
  });
});

describe('a company sign-in started during a stuffing run', () => {
  const bots = ['127.0.1.1', '127.0.1.2', '127.0.1.3', '127.0.1.4'];

  it('asks a browser that never signed in, and not one that did', async () => {
    const signedIn = await loginFrom(federation.sso.url, '127.0.0.1');
    const device = setCookie(signedIn, 'gofy_device') ?? '';
    expect(device).not.toBe('');
    const each = risk.stuffingRate / bots.length;
    for (const [a, address] of bots.entries()) {
      for (let i = 0; i < each; i += 1) {
        await failFrom(federation.sso.url, address, `p${a}x${i}@b.example`);
      }
    }
    const unknown = await startFrom('127.0.0.20');
    expect(unknown.headers.get('location')).toBe(
      '/login?company_challenge=microsoft&redirect=%2Fsecurity',
    );
    expect(toProvider(await startFrom('127.0.0.21', '', { cookie: device }))).toBe(true);
  });
});
