import { describe, expect, it } from 'vitest';
import { authenticatorCode, demoAuthenticatorSecret } from '../support/authenticator-app';
import { ana, bruno, carla, login, pendingCookie, sessionCookie } from './support';
import { minute, serviceForEachTest } from './support-service';

// The account's recent activity (`listActivity`): every sign-in attempt on it and every
// change to how it signs in, the last 30 days of what the deployment keeps. Each test's
// traffic is also held to docs/openapi.yaml after it runs.

const day = 24 * 60 * minute;
const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const laptop =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

type ActivityEvent = Record<string, unknown> & { id: string; kind: string; at: string };

// No demo activity: each test sees only what it made.
const run = serviceForEachTest({ activityFile: false });

async function signInOn(userAgent: string, account: { email: string; password: string } = bruno) {
  return sessionCookie(await login(run.url, account, { 'user-agent': userAgent }));
}

async function activitySeenBy(cookie: string): Promise<ActivityEvent[]> {
  const response = await fetch(`${run.url}/api/sso/activity`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { events: ActivityEvent[] }).events;
}

describe('the activity of an account', () => {
  it('lists sign-ins newest first, with the device, the address and this device marked', async () => {
    await signInOn(phone);
    run.clock += 5 * minute;
    const onLaptop = await signInOn(laptop);

    expect(await activitySeenBy(onLaptop)).toEqual([
      {
        id: expect.any(String),
        at: '2026-11-23T12:05:15.000Z',
        kind: 'sign_in',
        result: 'signed_in',
        method: 'password',
        browser: 'Safari',
        os: 'macOS',
        deviceType: 'computer',
        address: '127.0.0.1',
        thisDevice: true,
        reported: false,
      },
      {
        id: expect.any(String),
        at: '2026-11-23T12:00:15.000Z',
        kind: 'sign_in',
        result: 'signed_in',
        method: 'password',
        browser: 'Chrome',
        os: 'Android',
        deviceType: 'phone',
        address: '127.0.0.1',
        thisDevice: false,
        reported: false,
      },
    ]);
  });

  it('records a wrong password as refused, and a locked account as locked', async () => {
    const wrong = { ...bruno, password: 'not-the-password' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(run.url, wrong, { 'user-agent': phone })).status).not.toBe(200);
    }
    expect((await login(run.url, bruno)).status).toBe(423);
    run.clock += 60 * minute;
    const events = await activitySeenBy(await signInOn(laptop));
    expect(events.map(({ result }) => result)).toEqual([
      'signed_in',
      'locked',
      'refused',
      'refused',
      'refused',
      'refused',
      'refused',
    ]);
    expect(events[1]).toMatchObject({ method: 'password', thisDevice: false });
  });

  it('keeps no record for an email without an account, whatever is tried', async () => {
    const before = run.service.service.activity.count();
    for (const email of ['nobody@gofy.example', 'ANA.SOUZA@gofy.example.br']) {
      expect((await login(run.url, { email, password: 'wrong-password' })).status).toBe(401);
    }
    expect(run.service.service.activity.count()).toBe(before);
  });

  it('holds only the account’s own events', async () => {
    await signInOn(phone, ana);
    const events = await activitySeenBy(await signInOn(laptop));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ browser: 'Safari', thisDevice: true });
  });

  it('names a sign-in with a code, and a wrong code refused', async () => {
    const secret = demoAuthenticatorSecret(carla.email);
    const pending = pendingCookie(await login(run.url, carla));
    const complete = async (code: string) =>
      fetch(`${run.url}/api/sso/login/second-factor`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: pending },
        body: JSON.stringify({ code }),
      });
    expect((await complete('000000')).status).toBe(401);
    const signedIn = await complete(await authenticatorCode(secret, run.clock));
    expect(signedIn.status).toBe(200);

    const events = await activitySeenBy(sessionCookie(signedIn));
    expect(events.map(({ result, method }) => [result, method])).toEqual([
      ['signed_in', 'password_and_code'],
      ['refused', 'password_and_code'],
    ]);
  });

  it('records the other sessions ended as a change the account made', async () => {
    await signInOn(phone);
    const onLaptop = await signInOn(laptop);
    const ended = await fetch(`${run.url}/api/sso/sessions`, {
      method: 'DELETE',
      headers: { cookie: onLaptop },
    });
    expect(ended.status).toBe(200);
    const [newest] = await activitySeenBy(onLaptop);
    expect(newest).toMatchObject({ kind: 'sessions_ended', thisDevice: true });
    expect(newest).not.toHaveProperty('result');
  });

  it('records a password changed while signed in as this device’s change', async () => {
    const cookie = await signInOn(laptop);
    const changed = await fetch(`${run.url}/api/sso/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': laptop, cookie },
      body: JSON.stringify({
        currentPassword: bruno.password,
        newPassword: 'a calm river under seven bridges',
      }),
    });
    expect(changed.status).toBe(200);
    const [newest] = await activitySeenBy(cookie);
    expect(newest).toMatchObject({ kind: 'password_changed', thisDevice: true, browser: 'Safari' });
  });
});

describe('how long activity is kept', () => {
  it('shows the last 30 days only', async () => {
    await signInOn(phone);
    run.clock += 30 * day - minute;
    await signInOn(phone);
    run.clock += 2 * minute;
    const events = await activitySeenBy(await signInOn(laptop));
    expect(events.map(({ at }) => at)).toEqual([
      new Date(run.clock).toISOString(),
      new Date(run.clock - 2 * minute).toISOString(),
    ]);
  });

  it('keeps what is past 30 days for the retention, for an export of the data', async () => {
    const { activity } = run.service.service;
    await signInOn(phone);
    run.clock += 40 * day;
    await signInOn(laptop);
    const brunoId = '0ba35c7a-e50f-4e68-ae40-4ced304625e6';
    expect(activity.recentOf(brunoId)).toHaveLength(1);
    expect(activity.allOf(brunoId)).toHaveLength(2);
  });

  it('forgets an event once the retention has passed, on the service clock', async () => {
    const { activity } = run.service.service;
    await signInOn(phone);
    run.clock += 183 * day - minute;
    activity.sweep();
    expect(activity.count()).toBe(1);
    run.clock += 2 * minute;
    activity.sweep();
    expect(activity.count()).toBe(0);
  });
});

describe('a deployment’s retention', () => {
  const short = serviceForEachTest({ activityFile: false, activityRetentionDays: 7 });

  it('forgets activity after the days it is set to keep', async () => {
    await login(short.url, bruno);
    short.clock += 7 * day + minute;
    const cookie = sessionCookie(await login(short.url, bruno));
    const response = await fetch(`${short.url}/api/sso/activity`, { headers: { cookie } });
    const { events } = (await response.json()) as { events: ActivityEvent[] };
    expect(events).toHaveLength(1);
    expect(short.service.service.activity.count()).toBe(1);
  });
});

describe('the demo activity', () => {
  const demo = serviceForEachTest();

  it('gives Ana weeks of activity dated back from the start, a stranger refused among them', async () => {
    const cookie = sessionCookie(await login(demo.url, ana));
    const response = await fetch(`${demo.url}/api/sso/activity`, { headers: { cookie } });
    const { events } = (await response.json()) as { events: ActivityEvent[] };
    const refused = events.filter((event) => event.result === 'refused');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toMatchObject({ browser: 'unknown', os: 'Linux', thisDevice: false });
    const oldest = Date.parse(events.at(-1)?.at ?? '');
    expect(demo.clock - oldest).toBeGreaterThan(20 * day);
    expect(demo.clock - oldest).toBeLessThanOrEqual(30 * day);
  });

  it('tells a passkey story that ends with the passkeys Ana has now', async () => {
    const cookie = sessionCookie(await login(demo.url, ana));
    const response = await fetch(`${demo.url}/api/sso/activity`, { headers: { cookie } });
    const { events } = (await response.json()) as { events: ActivityEvent[] };
    const data = await fetch(`${demo.url}/api/sso/personal-data`, { headers: { cookie } });
    const { passkeys } = (await data.json()) as { passkeys: unknown[] };
    // Oldest first: a passkey sign-in only while she has one, and the count ends at hers.
    let held = 0;
    const story = events.toReversed().map((event) => {
      if (event.kind === 'passkey_added') held += 1;
      if (event.kind === 'passkey_removed') held -= 1;
      return { kind: event.kind, method: event.method, held };
    });
    expect(story.filter((step) => step.kind === 'passkey_added').length).toBeGreaterThan(0);
    expect(story.filter((step) => step.held < 0)).toEqual([]);
    expect(story.filter((step) => step.method === 'passkey' && step.held === 0)).toEqual([]);
    expect(held).toBe(passkeys.length);
  });
});
