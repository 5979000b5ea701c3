import { describe, expect, it } from 'vitest';
import { authenticatorCode, demoAuthenticatorSecret } from '../support/authenticator-app';
import { ana, bruno, carla, login, recentProofMs, sessionCookie, whoami } from './support';
import { serviceForEachTest } from './support-service';

// "Your devices": the user's sessions, and ending them from another device. Each test's
// traffic is also held to docs/openapi.yaml after it runs.

const minute = 60 * 1000;
const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const laptop =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
type DeviceSession = {
  id: string;
  browser: string;
  os: string;
  deviceType: string;
  signedInAt: string;
  lastUsedAt: string;
  current: boolean;
};

const run = serviceForEachTest();

async function signInOn(userAgent: string, account: { email: string; password: string } = ana) {
  return sessionCookie(await login(run.url, account, { 'user-agent': userAgent }));
}

async function sessionsSeenBy(cookie: string): Promise<DeviceSession[]> {
  const response = await fetch(`${run.url}/api/sso/sessions`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { sessions: DeviceSession[] }).sessions;
}

function endSession(cookie: string, id: string): Promise<Response> {
  return fetch(`${run.url}/api/sso/sessions/${id}`, {
    method: 'DELETE',
    headers: { cookie },
  });
}

async function errorCode(response: Response): Promise<unknown> {
  return ((await response.json()) as { error: { code: unknown } }).error.code;
}

describe('the list of sessions', () => {
  it('names each device, this one first, then by last use', async () => {
    const onPhone = await signInOn(phone);
    run.clock += 2 * minute;
    const onLaptop = await signInOn(laptop);
    run.clock += 3 * minute + 20_000;
    await whoami(run.url, onPhone);

    const seen = await sessionsSeenBy(onLaptop);
    expect(seen).toEqual([
      {
        id: expect.any(String),
        browser: 'Safari',
        os: 'macOS',
        deviceType: 'computer',
        signedInAt: '2026-11-23T12:02:00.000Z',
        lastUsedAt: '2026-11-23T12:05:00.000Z',
        current: true,
      },
      {
        id: expect.any(String),
        browser: 'Chrome',
        os: 'Android',
        deviceType: 'phone',
        signedInAt: '2026-11-23T12:00:00.000Z',
        lastUsedAt: '2026-11-23T12:05:00.000Z',
        current: false,
      },
    ]);
  });

  it("holds only the user's own sessions", async () => {
    await signInOn(phone, bruno);
    const seen = await sessionsSeenBy(await signInOn(laptop));
    expect(seen).toHaveLength(1);
  });
});

describe('ending a session', () => {
  it('signs that device out at its next request, and leaves this one signed in', async () => {
    const onPhone = await signInOn(phone);
    const onLaptop = await signInOn(laptop);
    const [, phoneSession] = await sessionsSeenBy(onLaptop);

    expect((await endSession(onLaptop, phoneSession?.id ?? '')).status).toBe(204);
    expect((await whoami(run.url, onPhone)).status).toBe(401);
    expect((await whoami(run.url, onLaptop)).status).toBe(200);
    expect(await sessionsSeenBy(onLaptop)).toHaveLength(1);
  });

  it("is refused for this session (sign out instead) and for another user's", async () => {
    const onLaptop = await signInOn(laptop);
    const [own] = await sessionsSeenBy(onLaptop);
    const current = await endSession(onLaptop, own?.id ?? '');
    expect(current.status).toBe(409);
    expect(await errorCode(current)).toBe('current_session');

    const brunos = await signInOn(phone, bruno);
    const [brunoSession] = await sessionsSeenBy(brunos);
    const other = await endSession(onLaptop, brunoSession?.id ?? '');
    expect(other.status).toBe(404);
    expect((await whoami(run.url, brunos)).status).toBe(200);
  });

  it('ends every other session at once', async () => {
    const onPhone = await signInOn(phone);
    const onTablet = await signInOn(phone.replace(' Mobile', ''));
    const onLaptop = await signInOn(laptop);
    const response = await fetch(`${run.url}/api/sso/sessions`, {
      method: 'DELETE',
      headers: { cookie: onLaptop },
    });
    expect(await response.json()).toEqual({ ended: 2 });
    expect((await whoami(run.url, onPhone)).status).toBe(401);
    expect((await whoami(run.url, onTablet)).status).toBe(401);
    expect((await whoami(run.url, onLaptop)).status).toBe(200);
  });

  it("ends that device's trust to skip the code", async () => {
    const secret = demoAuthenticatorSecret(carla.email);
    const started = await login(run.url, carla, { 'user-agent': phone });
    const pending = started.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const trusted = await fetch(`${run.url}/api/sso/login/second-factor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: pending, 'user-agent': phone },
      body: JSON.stringify({ code: await authenticatorCode(secret, run.clock), trustDevice: true }),
    });
    const device =
      trusted.headers
        .getSetCookie()
        .find((line) => line.startsWith('gofy_device='))
        ?.split(';')[0] ?? '';
    expect((await login(run.url, carla, { cookie: device })).status).toBe(200);

    const elsewhere = await login(run.url, carla, { 'user-agent': laptop });
    const laptopPending = elsewhere.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    run.clock += 30_000;
    const onLaptop = sessionCookie(
      await fetch(`${run.url}/api/sso/login/second-factor`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: laptopPending },
        body: JSON.stringify({ code: await authenticatorCode(secret, run.clock) }),
      }),
    );
    await fetch(`${run.url}/api/sso/sessions`, {
      method: 'DELETE',
      headers: { cookie: onLaptop },
    });
    expect((await login(run.url, carla, { cookie: device })).status).toBe(202);
  });
});

describe('a recent sign-in', () => {
  it('is needed to end every other session, and a new sign-in gives one', async () => {
    const onPhone = await signInOn(phone);
    const onLaptop = await signInOn(laptop);
    run.clock += recentProofMs + 1000;
    const endOthers = (cookie: string) =>
      fetch(`${run.url}/api/sso/sessions`, { method: 'DELETE', headers: { cookie } });
    const stale = await endOthers(onLaptop);
    expect(stale.status).toBe(403);
    expect(await errorCode(stale)).toBe('recent_sign_in_required');
    expect((await whoami(run.url, onPhone)).status).toBe(200);

    const again = await signInOn(laptop);
    expect(await (await endOthers(again)).json()).toEqual({ ended: 2 });
    expect((await whoami(run.url, onPhone)).status).toBe(401);
  });

  it('is needed to end one other session, so they cannot be ended one by one instead', async () => {
    const onPhone = await signInOn(phone);
    const onLaptop = await signInOn(laptop);
    const [, phoneSession] = await sessionsSeenBy(onLaptop);
    run.clock += recentProofMs + 1000;
    const stale = await endSession(onLaptop, phoneSession?.id ?? '');
    expect(stale.status).toBe(403);
    expect(await errorCode(stale)).toBe('recent_sign_in_required');
    expect((await whoami(run.url, onPhone)).status).toBe(200);
  });
});
