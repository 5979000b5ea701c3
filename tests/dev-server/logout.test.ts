import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieAttributes,
  login,
  logout,
  type RunningService,
  sessionCookie,
  sessionSetCookie,
  startService,
  whoami,
} from './support';

let service: RunningService;
beforeAll(async () => {
  service = await startService({ loginRateLimit: { maxAttempts: 1000 } });
});
afterAll(() => service.close());

describe('signing out', () => {
  it('ends the session and clears the cookie', async () => {
    const cookie = sessionCookie(await login(service.url));
    const response = await logout(service.url, { cookie });
    expect(response.status).toBe(204);
    expect(cookieAttributes(sessionSetCookie(response) ?? '').get('max-age')).toBe('0');
    expect((await whoami(service.url, cookie)).status).toBe(401);
  });

  it('has the browser clear the origin’s caches and storage', async () => {
    const cookie = sessionCookie(await login(service.url));
    const response = await logout(service.url, { cookie });
    expect(response.headers.get('clear-site-data')).toBe('"cache", "storage"');
  });

  it('answers 204 to the same logout sent twice', async () => {
    const cookie = sessionCookie(await login(service.url));
    expect((await logout(service.url, { cookie })).status).toBe(204);
    expect((await logout(service.url, { cookie })).status).toBe(204);
  });

  it('answers 204 to a browser that is not signed in', async () => {
    const response = await logout(service.url);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('ends the session the logout names', async () => {
    const signIn = await login(service.url);
    const cookie = sessionCookie(signIn);
    const { session } = await signIn.json();
    expect((await logout(service.url, { cookie, sessionId: session.id })).status).toBe(204);
    expect((await whoami(service.url, cookie)).status).toBe(401);
  });

  it('leaves a newer session alone when a late logout names an older one', async () => {
    const older = await login(service.url);
    const { session: olderSession } = await older.json();
    const newer = sessionCookie(await login(service.url, {}, { cookie: sessionCookie(older) }));

    const response = await logout(service.url, { cookie: newer, sessionId: olderSession.id });
    expect(response.status).toBe(204);
    expect(sessionSetCookie(response)).toBeUndefined();
    expect((await whoami(service.url, newer)).status).toBe(200);
  });

  it('refuses a sessionId that is not a string', async () => {
    const response = await fetch(`${service.url}/api/sso/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: 42 }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual([{ field: 'sessionId', code: 'invalid' }]);
  });
});
