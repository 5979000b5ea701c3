import { describe, expect, it } from 'vitest';
import { authenticatorCode, demoAuthenticatorSecret } from '../support/authenticator-app';
import {
  ana,
  bruno,
  carla,
  login,
  pendingCookie,
  sessionCookie,
  setCookie,
  whoami,
} from './support';
import { serviceForEachTest } from './support-service';

// "This wasn't me" on a sign-in (`reportNotMe`): every other session ends, every device's
// trust too, the owner is told, and the page is sent on to a new password. Each test's
// traffic is also held to docs/openapi.yaml after it runs.

type ActivityEvent = Record<string, unknown> & { id: string; kind: string; result?: string };

const stranger = 'Mozilla/5.0 (X11; Linux x86_64)';
const laptop =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

const run = serviceForEachTest({ activityFile: false });

async function activitySeenBy(cookie: string): Promise<ActivityEvent[]> {
  const response = await fetch(`${run.url}/api/sso/activity`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { events: ActivityEvent[] }).events;
}

function reportNotMe(cookie: string, eventId: string): Promise<Response> {
  return fetch(`${run.url}/api/sso/activity/${eventId}/not-me`, {
    method: 'POST',
    headers: { cookie },
  });
}

async function errorCode(response: Response): Promise<unknown> {
  return ((await response.json()) as { error: { code: unknown } }).error.code;
}

/** Bruno signed in by someone else twice, and by himself on his laptop. */
async function brunoAndAnIntruder() {
  const intruder = [
    sessionCookie(await login(run.url, bruno, { 'user-agent': stranger })),
    sessionCookie(await login(run.url, bruno, { 'user-agent': stranger })),
  ];
  const own = sessionCookie(await login(run.url, bruno, { 'user-agent': laptop }));
  const events = await activitySeenBy(own);
  const intrusion = events.find((event) => !event.thisDevice);
  if (!intrusion) throw new Error('No sign-in from another device');
  return { intruder, own, intrusion };
}

describe('"This wasn\'t me"', () => {
  it('ends every other session: their cookies are refused from then on', async () => {
    const { intruder, own, intrusion } = await brunoAndAnIntruder();
    const response = await reportNotMe(own, intrusion.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      event: { id: intrusion.id, reported: true },
      endedSessions: 2,
      nextStep: 'change_password',
    });
    for (const cookie of intruder) expect((await whoami(run.url, cookie)).status).toBe(401);
    expect((await whoami(run.url, own)).status).toBe(200);
  });

  it('marks the event reported and records the report as this device’s', async () => {
    const { own, intrusion } = await brunoAndAnIntruder();
    await reportNotMe(own, intrusion.id);
    const events = await activitySeenBy(own);
    expect(events[0]).toMatchObject({ kind: 'reported_not_me', thisDevice: true });
    expect(events.find((event) => event.id === intrusion.id)).toMatchObject({ reported: true });
  });

  it('tells the owner by email, once however often it is reported', async () => {
    const { own, intrusion } = await brunoAndAnIntruder();
    await reportNotMe(own, intrusion.id);
    const again = await reportNotMe(own, intrusion.id);
    expect(again.status).toBe(200);
    const { outbox } = run.service.service;
    const notices = outbox.messages.filter(
      (message) => message.to === bruno.email && message.template === 'not-me-reported',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.variables).toMatchObject({ device: 'Linux', signedInAt: intrusion.at });
    const reports = (await activitySeenBy(own)).filter((e) => e.kind === 'reported_not_me');
    expect(reports).toHaveLength(1);
  });

  it('reports a refused sign-in as well', async () => {
    await login(
      run.url,
      { ...bruno, password: 'a-guess-of-a-stranger' },
      { 'user-agent': stranger },
    );
    const own = sessionCookie(await login(run.url, bruno, { 'user-agent': laptop }));
    const refused = (await activitySeenBy(own)).find((event) => event.result === 'refused');
    expect(refused).toBeDefined();
    expect((await reportNotMe(own, refused?.id ?? '')).status).toBe(200);
  });

  it('ends the trust of every device to skip the code', async () => {
    const secret = demoAuthenticatorSecret(carla.email);
    const signInWithCode = async (trustDevice: boolean) => {
      const started = await login(run.url, carla);
      const done = await fetch(`${run.url}/api/sso/login/second-factor`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: pendingCookie(started) },
        body: JSON.stringify({ code: await authenticatorCode(secret, run.clock), trustDevice }),
      });
      expect(done.status).toBe(200);
      run.clock += 30_000;
      return done;
    };
    const trusted = await signInWithCode(true);
    expect(setCookie(trusted, 'gofy_device')).toBeDefined();
    const own = sessionCookie(await signInWithCode(false));
    const trustedDevices = async () => {
      const status = await fetch(`${run.url}/api/sso/second-factor`, { headers: { cookie: own } });
      return ((await status.json()) as { trustedDevices: number }).trustedDevices;
    };
    expect(await trustedDevices()).toBe(1);

    const [, other] = await activitySeenBy(own);
    expect((await reportNotMe(own, other?.id ?? '')).status).toBe(200);
    expect(await trustedDevices()).toBe(0);
  });

  it('answers another account’s event exactly as a missing one', async () => {
    const anas = sessionCookie(await login(run.url, ana));
    const [anasEvent] = await activitySeenBy(anas);
    const { own } = await brunoAndAnIntruder();

    const others = await reportNotMe(own, anasEvent?.id ?? '');
    const missing = await reportNotMe(own, '00000000-0000-4000-8000-000000000000');
    expect(others.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await others.json()).toEqual(await missing.json());
    expect((await whoami(run.url, anas)).status).toBe(200);
    expect((await activitySeenBy(anas))[0]).toMatchObject({ reported: false });
  });

  it('refuses to report what is not a sign-in', async () => {
    const { own } = await brunoAndAnIntruder();
    await fetch(`${run.url}/api/sso/sessions`, { method: 'DELETE', headers: { cookie: own } });
    const [ended] = await activitySeenBy(own);
    expect(ended?.kind).toBe('sessions_ended');
    const response = await reportNotMe(own, ended?.id ?? '');
    expect(response.status).toBe(409);
    expect(await errorCode(response)).toBe('not_a_sign_in');
  });

  it('needs a session', async () => {
    const { intrusion } = await brunoAndAnIntruder();
    expect((await reportNotMe('', intrusion.id)).status).toBe(401);
  });
});
