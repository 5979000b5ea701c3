import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieAttributes,
  type RunningService,
  sessionSetCookie,
  signedInCookie,
  startService,
  whoami,
} from './support';

function refresh(url: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${url}/api/sso/session/refresh`, { method: 'POST', headers });
}

async function expiresAt(url: string, cookie: string): Promise<number> {
  const { session } = await (await whoami(url, cookie)).json();
  return Date.parse(session.expiresAt);
}

describe('refreshing a session', () => {
  const lifetimeMs = 2 * 60 * 60 * 1000;
  let clock = Date.parse('2026-11-23T10:00:00Z');
  let service: RunningService;
  beforeAll(async () => {
    service = await startService({
      sessionTtlSeconds: lifetimeMs / 1000,
      loginRateLimit: { maxAttempts: 1000 },
      now: () => clock,
    });
  });
  afterAll(() => service.close());

  it('answers the signed-in user with a later expiry', async () => {
    const cookie = await signedInCookie(service.url);
    const before = await expiresAt(service.url, cookie);
    clock += 60_000;
    const response = await refresh(service.url, { cookie });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user.email).toBe('ana.souza@gofy.example');
    expect(Date.parse(body.session.expiresAt)).toBe(before + 60_000);
  });

  it('keeps the session alive past its first expiry', async () => {
    const cookie = await signedInCookie(service.url);
    clock += lifetimeMs - 1000;
    expect((await refresh(service.url, { cookie })).status).toBe(200);
    clock += lifetimeMs - 1000;
    expect((await whoami(service.url, cookie)).status).toBe(200);
  });

  it('keeps the same session id and cookie for a session that ends with the browser', async () => {
    const cookie = await signedInCookie(service.url);
    const { session } = await (await whoami(service.url, cookie)).json();
    const response = await refresh(service.url, { cookie });
    expect((await response.json()).session.id).toBe(session.id);
    expect(sessionSetCookie(response)).toBeUndefined();
  });

  it('sends a remembered session its cookie again with a full Max-Age', async () => {
    const cookie = await signedInCookie(service.url, undefined, { rememberMe: true });
    const response = await refresh(service.url, { cookie });
    const line = sessionSetCookie(response) ?? '';
    expect(line.split(';')[0]).toBe(cookie);
    expect(cookieAttributes(line).get('max-age')).toBe(String(lifetimeMs / 1000));
  });

  it('answers 401 unauthenticated without a session', async () => {
    const response = await refresh(service.url);
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthenticated');
  });

  it('answers 401 for a session that has already expired', async () => {
    const cookie = await signedInCookie(service.url);
    clock += lifetimeMs;
    expect((await refresh(service.url, { cookie })).status).toBe(401);
  });

  it('refuses a refresh from another site and leaves the expiry alone', async () => {
    const cookie = await signedInCookie(service.url);
    const before = await expiresAt(service.url, cookie);
    const response = await refresh(service.url, { cookie, origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('forbidden_origin');
    expect(await expiresAt(service.url, cookie)).toBe(before);
  });

  it('accepts only POST', async () => {
    const response = await fetch(`${service.url}/api/sso/session/refresh`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
