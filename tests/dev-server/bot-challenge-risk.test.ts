import { describe, expect, it } from 'vitest';
import {
  challengeOf,
  countedService,
  failFrom,
  loginFrom,
  resetFrom,
  risk,
} from './bot-challenge-support';
import { sendFrom } from './client-address';
import { ana, bruno, setCookie, signUpApplication } from './support';
import { minute, serviceForEachTest, withCheaplyHashedUsers } from './support-service';

// When the SSO asks for the bot challenge (contract 1.26.0, tag `bot-challenge`), with the
// small numbers of bot-challenge-support.ts: 3 failed sign-ins for an email, 5 from an
// address, or a stuffing run of 12 failures within a minute from 4 addresses or more. Each
// client sends from an address of its own on loopback (client-address.ts).

const verifications = { count: 0 };
const run = serviceForEachTest(withCheaplyHashedUsers(countedService(verifications)));

const signUp = (address: string, headers: Record<string, string> = {}) =>
  sendFrom(address, run.url, {
    path: '/api/sso/signup',
    body: { ...signUpApplication, locale: 'pt-BR' },
    headers,
  });

describe('a broker with no recent failures', () => {
  it('signs in, asks for a reset link and for an account without ever meeting a challenge', async () => {
    expect((await loginFrom(run.url, '127.0.0.2')).status).toBe(200);
    expect((await resetFrom(run.url, '127.0.0.2', bruno.email)).status).toBe(202);
    expect((await signUp('127.0.0.2')).status).toBe(202);
  });

  it('still signs in at the first try after a few failures of their own, below the rule', async () => {
    for (let i = 1; i < risk.emailFailures; i += 1) await failFrom(run.url, '127.0.0.2', ana.email);
    expect((await loginFrom(run.url, '127.0.0.2')).status).toBe(200);
  });
});

describe('failed sign-ins for one email', () => {
  it('bring the challenge for that email, from any address, and for its reset link', async () => {
    for (let i = 0; i < risk.emailFailures; i += 1) {
      await failFrom(run.url, '127.0.0.2', bruno.email);
    }
    const refused = await loginFrom(run.url, '127.0.0.3', bruno);
    const { code, challenge } = await challengeOf(refused);
    expect(code).toBe('challenge_required');
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: risk.maxNumber });
    expect((await resetFrom(run.url, '127.0.0.4', bruno.email)).status).toBe(403);
  });

  it('leave every other email alone, from the same address', async () => {
    for (let i = 0; i < risk.emailFailures; i += 1) {
      await failFrom(run.url, '127.0.0.2', bruno.email);
    }
    expect((await loginFrom(run.url, '127.0.0.2', ana)).status).toBe(200);
  });

  it('count differently written forms of the email together', async () => {
    for (const email of ['Bruno.Lima@gofy.example', ' bruno.lima@gofy.example', bruno.email]) {
      await failFrom(run.url, '127.0.0.2', email);
    }
    expect((await loginFrom(run.url, '127.0.0.3', bruno)).status).toBe(403);
  });

  it('are forgotten once the right password is typed for the email', async () => {
    for (let i = 1; i < risk.emailFailures; i += 1) {
      await failFrom(run.url, '127.0.0.2', bruno.email);
    }
    expect((await loginFrom(run.url, '127.0.0.2', bruno)).status).toBe(200);
    await failFrom(run.url, '127.0.0.2', bruno.email);
    expect((await loginFrom(run.url, '127.0.0.3', bruno)).status).toBe(200);
  });

  it('stop bringing it once they fall out of the window', async () => {
    for (let i = 0; i < risk.emailFailures; i += 1) {
      await failFrom(run.url, '127.0.0.2', bruno.email);
    }
    run.clock += risk.emailWindowSeconds * 1000 + 1000;
    expect((await loginFrom(run.url, '127.0.0.3', bruno)).status).toBe(200);
  });
});

describe('failed sign-ins from one address', () => {
  it('bring the challenge for every email from that address, and not from another', async () => {
    for (let i = 0; i < risk.addressFailures; i += 1) {
      await failFrom(run.url, '127.0.0.5', `person${i}@gofy.example`);
    }
    expect((await loginFrom(run.url, '127.0.0.5', ana)).status).toBe(403);
    expect((await signUp('127.0.0.5')).status).toBe(403);
    expect((await resetFrom(run.url, '127.0.0.5', ana.email)).status).toBe(403);
    expect((await loginFrom(run.url, '127.0.0.6', ana)).status).toBe(200);
  });
});

/** The cookie of the device Ana signs in on, before any run. */
async function anasDevice(): Promise<string> {
  const signedIn = await loginFrom(run.url, '127.0.0.1');
  const device = setCookie(signedIn, 'gofy_device');
  if (!device) throw new Error('No device cookie');
  return device;
}

/** Failed sign-ins from `addresses`, `each` from every one, every email tried once. */
async function stuffingRun(addresses: readonly string[], each: number): Promise<void> {
  const attempts = addresses.flatMap((address, a) =>
    Array.from(
      { length: each },
      (_, i) => () => failFrom(run.url, address, `p${a}x${i}@b.example`),
    ),
  );
  await Promise.all(attempts.map((attempt) => attempt()));
}

describe('a stuffing run from many addresses', () => {
  const bots = ['127.0.1.1', '127.0.1.2', '127.0.1.3', '127.0.1.4'];

  it('brings the challenge to every device that never signed in, and not to a known one', async () => {
    const device = await anasDevice();
    // Three each: below the address rule and the email rule, so only the run can ask.
    await stuffingRun(bots, risk.stuffingRate / bots.length);
    verifications.count = 0;
    const unknown = await loginFrom(run.url, '127.0.0.20', bruno);
    expect((await challengeOf(unknown)).code).toBe('challenge_required');
    expect((await resetFrom(run.url, '127.0.0.20', bruno.email)).status).toBe(403);
    expect((await signUp('127.0.0.20')).status).toBe(403);
    // The bots' next attempts meet it too, and never reach a password check.
    const next = await loginFrom(run.url, bots[0] as string, { password: 'guess-number-two' });
    expect(next.status).toBe(403);
    expect(verifications.count).toBe(0);
    const known = await loginFrom(run.url, '127.0.0.21', ana, { cookie: device });
    expect(known.status).toBe(200);
  });

  it('a planted device cookie does not pass for a known device', async () => {
    await stuffingRun(bots, risk.stuffingRate / bots.length);
    const planted = await loginFrom(run.url, '127.0.0.20', ana, {
      cookie: 'gofy_device=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(planted.status).toBe(403);
  });

  it('holds for its settled time after the failures stop, then ends', async () => {
    await stuffingRun(bots, risk.stuffingRate / bots.length);
    run.clock += risk.stuffingHoldSeconds * 1000 - minute;
    expect((await loginFrom(run.url, '127.0.0.20', bruno)).status).toBe(403);
    run.clock += 2 * minute;
    expect((await loginFrom(run.url, '127.0.0.20', bruno)).status).toBe(200);
  });

  it('is no run when the failures come from fewer addresses than the setting', async () => {
    await stuffingRun(bots.slice(0, 3), risk.stuffingRate / 3);
    expect((await loginFrom(run.url, '127.0.0.20', bruno)).status).toBe(200);
  });

  it('is no run when the failures are spread wider than a minute', async () => {
    const half = risk.stuffingRate / 2 / bots.length;
    await stuffingRun(bots, half);
    run.clock += 2 * minute;
    await stuffingRun(bots, half);
    expect((await loginFrom(run.url, '127.0.0.20', bruno)).status).toBe(200);
  });
});

describe('issuing a challenge for a company start', () => {
  const issue = (address: string) =>
    sendFrom(address, run.url, { method: 'GET', path: '/api/sso/challenge' });

  it('answers a fresh one each time, 30 a minute from one address, then 429', async () => {
    const first = await (await issue('127.0.0.8')).json();
    const second = await (await issue('127.0.0.8')).json();
    expect(first.salt).not.toBe(second.salt);
    for (let i = 2; i < 30; i += 1) expect((await issue('127.0.0.8')).status).toBe(200);
    const refused = await issue('127.0.0.8');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await issue('127.0.0.9')).status).toBe(200);
  });
});
