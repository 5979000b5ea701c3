import { describe, expect, it } from 'vitest';
import {
  cookieAttributes,
  login,
  logout,
  sessionCookie,
  sessionSetCookie,
  whoami,
} from './support';
import { serviceForAllTests } from './support-service';

const run = serviceForAllTests();

describe('signing out', () => {
  it('ends the session and clears the cookie', async () => {
    const cookie = sessionCookie(await login(run.url));
    const response = await logout(run.url, { cookie });
    expect(response.status).toBe(204);
    expect(cookieAttributes(sessionSetCookie(response) ?? '').get('max-age')).toBe('0');
    expect((await whoami(run.url, cookie)).status).toBe(401);
  });

  it('has the browser clear the origin’s caches and storage', async () => {
    const cookie = sessionCookie(await login(run.url));
    const response = await logout(run.url, { cookie });
    expect(response.headers.get('clear-site-data')).toBe('"cache", "storage"');
  });

  it('answers 204 to the same logout sent twice', async () => {
    const cookie = sessionCookie(await login(run.url));
    expect((await logout(run.url, { cookie })).status).toBe(204);
    expect((await logout(run.url, { cookie })).status).toBe(204);
  });

  it('answers 204 to a browser that is not signed in', async () => {
    const response = await logout(run.url);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('ends the session the logout names', async () => {
    const signIn = await login(run.url);
    const cookie = sessionCookie(signIn);
    const { session } = await signIn.json();
    expect((await logout(run.url, { cookie, sessionId: session.id })).status).toBe(204);
    expect((await whoami(run.url, cookie)).status).toBe(401);
  });

  it('leaves a newer session alone when a late logout names an older one', async () => {
    const older = await login(run.url);
    const { session: olderSession } = await older.json();
    const newer = sessionCookie(await login(run.url, {}, { cookie: sessionCookie(older) }));

    const response = await logout(run.url, { cookie: newer, sessionId: olderSession.id });
    expect(response.status).toBe(204);
    expect(sessionSetCookie(response)).toBeUndefined();
    expect((await whoami(run.url, newer)).status).toBe(200);
  });

  it('refuses a sessionId that is not a string', async () => {
    const response = await fetch(`${run.url}/api/sso/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: 42 }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual([{ field: 'sessionId', code: 'invalid' }]);
  });
});
