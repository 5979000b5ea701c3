import { describe, expect, it } from 'vitest';
import { authenticatorCode, demoAuthenticatorSecret } from '../support/authenticator-app';
import {
  ana,
  carla,
  login,
  pendingCookie,
  sessionCookie,
  setCookie,
  startService,
  whoami,
} from './support';
import { errorOf } from './support-code-step';
import { minute, serviceForEachTest } from './support-service';

// Changing the password while signed in (`changePassword`). Each test's traffic is also held
// to docs/openapi.yaml after it runs.

const run = serviceForEachTest();
const newPassword = 'a calm river under seven bridges';
const laptop =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

function changePassword(cookie: string | undefined, body: Record<string, unknown>) {
  return fetch(`${run.url}/api/sso/password`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': laptop,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ currentPassword: ana.password, newPassword, ...body }),
  });
}

async function signedIn(account: { email: string; password: string } = ana): Promise<string> {
  return sessionCookie(await login(run.url, account));
}

/** Carla on a browser she trusts to skip the code: its cookies, session and device. */
async function carlaOnTrustedBrowser(): Promise<string> {
  const started = await login(run.url, carla);
  const device = setCookie(started, 'gofy_device') ?? '';
  const done = await fetch(`${run.url}/api/sso/login/second-factor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${pendingCookie(started)}; ${device}` },
    body: JSON.stringify({
      code: await authenticatorCode(demoAuthenticatorSecret(carla.email), run.clock),
      trustDevice: true,
    }),
  });
  expect(done.status).toBe(200);
  // The device's value is renewed when it is trusted.
  return `${sessionCookie(done)}; ${setCookie(done, 'gofy_device')}`;
}

describe('changing the password', () => {
  it('signs in with the new password only, and keeps the session that changed it', async () => {
    const cookie = await signedIn();
    const changed = await changePassword(cookie, {});
    expect(changed.status).toBe(200);
    expect(changed.headers.getSetCookie()).toEqual([]);
    expect((await whoami(run.url, cookie)).status).toBe(200);
    expect((await login(run.url, { password: ana.password })).status).toBe(401);
    expect((await login(run.url, { password: newPassword })).status).toBe(200);
  });

  it('signs the other devices out by default, and says how many', async () => {
    const elsewhere = [await signedIn(), await signedIn()];
    const cookie = await signedIn();
    const changed = await changePassword(cookie, {});
    expect(await changed.json()).toEqual({ ended: 2 });
    for (const other of elsewhere) expect((await whoami(run.url, other)).status).toBe(401);
    expect((await whoami(run.url, cookie)).status).toBe(200);
  });

  it('keeps the other devices signed in when asked to', async () => {
    const elsewhere = await signedIn();
    const cookie = await signedIn();
    const changed = await changePassword(cookie, { signOutOtherDevices: false });
    expect(await changed.json()).toEqual({ ended: 0 });
    expect((await whoami(run.url, elsewhere)).status).toBe(200);
    expect((await whoami(run.url, cookie)).status).toBe(200);
  });

  it("ends other browsers' trust to skip the code with their sessions, and keeps this one's", async () => {
    const other = await carlaOnTrustedBrowser();
    run.clock += 30_000;
    const here = await carlaOnTrustedBrowser();
    const body = { currentPassword: carla.password };
    expect((await changePassword(here, body)).status).toBe(200);
    const device = (cookies: string) => cookies.split('; ')[1] ?? '';
    const carlaNow = { ...carla, password: newPassword };
    expect((await login(run.url, carlaNow, { cookie: device(other) })).status).toBe(202);
    expect((await login(run.url, carlaNow, { cookie: device(here) })).status).toBe(200);
  });

  it('tells the owner in their language, naming the device it was changed from', async () => {
    await changePassword(await signedIn(), { signOutOtherDevices: false });
    const notice = run.service.service.outbox.latest(ana.email, 'password-changed-signed-in');
    expect(notice).toMatchObject({
      locale: 'pt-BR',
      variables: {
        name: 'Ana Souza',
        device: 'Safari, macOS',
        signedOutOtherDevices: 'false',
        securityUrl: expect.stringMatching(/\/security$/),
      },
    });
  });
});

describe('a refused change', () => {
  it('refuses a new password by the rules of a reset, saying which, and changes nothing', async () => {
    const cookie = await signedIn();
    const cases = [
      ['short one', 'too_short'],
      ['ana.souza wrote this one', 'contextual'],
      ['abababababababababab', 'repetitive'],
    ];
    for (const [typed, code] of cases) {
      const refused = await changePassword(cookie, { newPassword: typed });
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).fields).toEqual([{ field: 'newPassword', code }]);
    }
    expect((await login(run.url, ana)).status).toBe(200);
  });

  it('counts a wrong current password toward the sign-in lock, and locks both alike', async () => {
    const cookie = await signedIn();
    const wrong = await changePassword(cookie, { currentPassword: 'not my password' });
    expect(wrong.status).toBe(401);
    expect(await errorOf(wrong)).toMatchObject({ code: 'invalid_credentials', attemptsLeft: 4 });
    // A wrong password at the sign-in page adds to the same count.
    expect((await login(run.url, { password: 'wrong' })).status).toBe(401);
    for (const left of [2, 1]) {
      const again = await changePassword(cookie, { currentPassword: 'still not it' });
      expect(await errorOf(again)).toMatchObject({ attemptsLeft: left });
    }
    const locking = await changePassword(cookie, { currentPassword: 'nor this' });
    expect(locking.status).toBe(423);
    expect(locking.headers.get('retry-after')).toBe('900');
    // Locked: the right password is refused here and at the sign-in page.
    expect((await changePassword(cookie, {})).status).toBe(423);
    expect((await login(run.url, ana)).status).toBe(423);
    expect((await whoami(run.url, cookie)).status).toBe(200);
  });

  it('asks for a recent sign-in before looking at the current password', async () => {
    const cookie = await signedIn();
    run.clock += 11 * minute;
    const old = await changePassword(cookie, { currentPassword: 'not my password' });
    expect(old.status).toBe(403);
    expect(await errorOf(old)).toMatchObject({ code: 'recent_sign_in_required' });
    // Nothing was counted, and nothing changed.
    const wrong = await login(run.url, { password: 'wrong' });
    expect(await errorOf(wrong)).toMatchObject({ attemptsLeft: 4 });
    expect((await login(run.url, ana)).status).toBe(200);
  });

  it("counts toward the sign-in's attempts per address", async () => {
    const limited = await startService({
      now: () => run.clock,
      loginRateLimit: { maxAttempts: 2, windowSeconds: 60 },
    });
    try {
      const cookie = sessionCookie(await login(limited.url));
      const attempt = () =>
        fetch(`${limited.url}/api/sso/password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ currentPassword: 'not my password', newPassword }),
        });
      expect((await attempt()).status).toBe(401);
      const refused = await attempt();
      expect(refused.status).toBe(429);
      expect(await errorOf(refused)).toMatchObject({ code: 'too_many_attempts' });
    } finally {
      await limited.close();
    }
  });

  it('refuses a new password that is the current one, only to whoever gave the current one', async () => {
    const cookie = await signedIn();
    const accented = 'um café sob sete pontes antigas';
    expect((await changePassword(cookie, { newPassword: accented })).status).toBe(200);
    const unchanged = { currentPassword: accented, newPassword: accented };
    // A wrong current password learns nothing of the new one.
    const guessed = await changePassword(cookie, {
      ...unchanged,
      currentPassword: 'not it at all',
    });
    expect(await errorOf(guessed)).toMatchObject({ code: 'invalid_credentials', attemptsLeft: 4 });
    // Told as sign-in compares passwords: the same after NFKC is the same.
    const same = await changePassword(cookie, {
      ...unchanged,
      newPassword: accented.normalize('NFD'),
    });
    expect(same.status).toBe(400);
    expect((await errorOf(same)).fields).toEqual([
      { field: 'newPassword', code: 'same_as_current' },
    ]);
    // The right current password ended the count of wrong ones, and nothing was replaced.
    const wrong = await login(run.url, { password: 'wrong' });
    expect(await errorOf(wrong)).toMatchObject({ attemptsLeft: 4 });
    expect((await login(run.url, { password: accented })).status).toBe(200);
  });

  it('is for a signed-in user only', async () => {
    const refused = await changePassword(undefined, {});
    expect(refused.status).toBe(401);
    expect(await errorOf(refused)).toMatchObject({ code: 'unauthenticated' });
  });
});
