import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieAttributes,
  login,
  type RunningService,
  sessionCookie,
  sessionSetCookie,
  startService,
  whoami,
} from './support';
import { serviceForAllTests } from './support-service';

describe('whoami', () => {
  const run = serviceForAllTests();

  it('answers 401 unauthenticated without a session cookie', async () => {
    const response = await whoami(run.url);
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthenticated');
  });

  it('answers the signed-in user and session for a session cookie', async () => {
    const signIn = await login(run.url);
    const signedIn = await signIn.json();
    const response = await whoami(run.url, sessionCookie(signIn));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(signedIn);
  });

  it('answers 401 for a cookie the service never issued, and clears it', async () => {
    const response = await whoami(run.url, `gofy_session=${'A'.repeat(43)}`);
    expect(response.status).toBe(401);
    expect(cookieAttributes(sessionSetCookie(response) ?? '').get('max-age')).toBe('0');
  });

  it('clears a signed-in hint that came without a session cookie', async () => {
    // A browser that lost the session cookie alone (removed by hand, or evicted) would
    // otherwise send the page to ask about it on every arrival.
    const response = await whoami(run.url, 'gofy_signed_in=ses_gone');
    expect(response.status).toBe(401);
    const hint = response.headers.getSetCookie().find((line) => line.startsWith('gofy_signed_in='));
    expect(cookieAttributes(hint ?? '').get('max-age')).toBe('0');
  });

  it('sets no cookie for a request that carries none', async () => {
    expect((await whoami(run.url)).headers.getSetCookie()).toEqual([]);
  });

  it('finds the live session when the browser sends a stale cookie first', async () => {
    const live = sessionCookie(await login(run.url));
    const response = await whoami(run.url, `gofy_session=stale; ${live}`);
    expect(response.status).toBe(200);
  });
});

describe('session expiry', () => {
  const lifetimeSeconds = 12 * 60 * 60;
  let clock = Date.parse('2026-11-23T10:00:00Z');
  let service: RunningService;
  beforeAll(async () => {
    service = await startService({ sessionTtlSeconds: lifetimeSeconds, now: () => clock });
  });
  afterAll(() => service.close());

  it('states when the session ends', async () => {
    const { session } = await (await login(service.url)).json();
    expect(Date.parse(session.expiresAt)).toBe(clock + lifetimeSeconds * 1000);
  });

  it('answers 401 once the session has outlived its lifetime', async () => {
    const cookie = sessionCookie(await login(service.url));
    clock += lifetimeSeconds * 1000 - 1;
    expect((await whoami(service.url, cookie)).status).toBe(200);
    clock += 1;
    expect((await whoami(service.url, cookie)).status).toBe(401);
  });

  it('applies the same lifetime to a remembered session and its cookie', async () => {
    const response = await login(service.url, { rememberMe: true });
    expect(cookieAttributes(sessionSetCookie(response) ?? '').get('max-age')).toBe(
      String(lifetimeSeconds),
    );
    clock += lifetimeSeconds * 1000;
    expect((await whoami(service.url, sessionCookie(response))).status).toBe(401);
  });
});
