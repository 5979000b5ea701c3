import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cookieAttributes,
  type RunningService,
  sessionSetCookie,
  signedInCookie,
  startService,
  whoami,
} from './support';

// The session's absolute end (contract: "Session lifetime"), with the service's own defaults
// on the test's clock: a session that is refreshed in time must still sign in again, 24 hours
// after its sign-in, or 30 days after it when remembered.

const hour = 60 * 60 * 1000;
const day = 24 * hour;

let clock: number;
let service: RunningService;

beforeEach(async () => {
  clock = Date.parse('2026-11-23T08:00:00Z');
  service = await startService({ now: () => clock });
});
afterEach(() => service.close());

function refresh(cookie: string): Promise<Response> {
  return fetch(`${service.url}/api/sso/session/refresh`, {
    method: 'POST',
    headers: { cookie },
  });
}

interface SessionBody {
  session: { expiresAt: string; absoluteExpiresAt: string };
}

describe('a session that ends with the browser', () => {
  it('ends 24 hours after its sign-in, however often it was refreshed in time', async () => {
    const signedInAt = clock;
    const cookie = await signedInCookie(service.url);
    // Each refresh comes before the session's end; together they would have kept it going to
    // 35 hours after the sign-in had each started a full lifetime again.
    for (const at of [11, 22, 23]) {
      clock = signedInAt + at * hour;
      expect((await refresh(cookie)).status).toBe(200);
    }
    clock = signedInAt + day;
    expect((await whoami(service.url, cookie)).status).toBe(401);
  });

  it('is extended up to its absolute end and no further, which it states', async () => {
    const signedInAt = clock;
    const cookie = await signedInCookie(service.url);
    clock += 11 * hour;
    await refresh(cookie);
    clock += 9 * hour;
    const body = (await (await refresh(cookie)).json()) as SessionBody;
    const end = new Date(signedInAt + day).toISOString();
    expect(body.session).toMatchObject({ expiresAt: end, absoluteExpiresAt: end });

    clock = signedInAt + day - 1000;
    expect((await whoami(service.url, cookie)).status).toBe(200);
  });

  it('says its absolute end from the sign-in on', async () => {
    const signedInAt = clock;
    const cookie = await signedInCookie(service.url);
    const body = (await (await whoami(service.url, cookie)).json()) as SessionBody;
    expect(body.session).toEqual({
      id: expect.any(String),
      expiresAt: new Date(signedInAt + 12 * hour).toISOString(),
      absoluteExpiresAt: new Date(signedInAt + day).toISOString(),
      remembered: false,
      activeBrokerageId: 'souza-seguros',
    });
  });
});

describe('a remembered session', () => {
  it('ends 30 days after its sign-in, refreshed or not', async () => {
    const signedInAt = clock;
    const cookie = await signedInCookie(service.url, undefined, { rememberMe: true });
    clock += 29 * day;
    const refreshed = await refresh(cookie);
    expect(refreshed.status).toBe(200);
    const body = (await refreshed.json()) as SessionBody;
    expect(body.session.expiresAt).toBe(new Date(signedInAt + 30 * day).toISOString());

    clock = signedInAt + 30 * day;
    expect((await whoami(service.url, cookie)).status).toBe(401);
  });

  it('has its cookie sent again to last as long as the session, not 30 days more', async () => {
    const cookie = await signedInCookie(service.url, undefined, { rememberMe: true });
    clock += 29 * day;
    const line = sessionSetCookie(await refresh(cookie)) ?? '';
    expect(cookieAttributes(line).get('max-age')).toBe(String(day / 1000));
  });
});
