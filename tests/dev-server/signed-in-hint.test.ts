import { describe, expect, it } from 'vitest';
import {
  cookieAttributes,
  login,
  logout,
  sessionCookie,
  sessionSetCookie,
  startService,
  whoami,
} from './support';
import { serviceForAllTests } from './support-service';

/** The `Set-Cookie` line of the signed-in hint, if the response has one. */
function hintSetCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith('gofy_signed_in='));
}

/** A cookie's attributes, without its value: what the hint must share with the session's. */
function scopeOf(line: string | undefined) {
  const attributes = cookieAttributes(line ?? '');
  attributes.delete('httponly');
  return Object.fromEntries(attributes);
}

const run = serviceForAllTests();

describe('the signed-in hint', () => {
  it('comes with the session cookie, readable by the page and naming the session', async () => {
    const response = await login(run.url);
    const hint = hintSetCookie(response);
    const { session } = await response.json();
    expect(hint?.split(';')[0]).toBe(`gofy_signed_in=${encodeURIComponent(session.id)}`);
    expect(hint).not.toContain(sessionCookie(response).split('=')[1]);
    expect(cookieAttributes(hint ?? '').has('httponly')).toBe(false);
    expect(scopeOf(hint)).toEqual(scopeOf(sessionSetCookie(response)));
  });

  it('lasts as long as a remembered session’s cookie', async () => {
    const response = await login(run.url, { rememberMe: true });
    expect(cookieAttributes(hintSetCookie(response) ?? '').get('max-age')).toBe(
      String(30 * 24 * 60 * 60),
    );
    expect(scopeOf(hintSetCookie(response))).toEqual(scopeOf(sessionSetCookie(response)));
  });

  it('is Secure where the session cookie is', async () => {
    const secure = await startService({ cookieSecure: true });
    try {
      const response = await login(secure.url);
      expect(cookieAttributes(hintSetCookie(response) ?? '').has('secure')).toBe(true);
      expect(scopeOf(hintSetCookie(response))).toEqual(scopeOf(sessionSetCookie(response)));
    } finally {
      await secure.close();
    }
  });

  it('is not set by a sign-in that fails', async () => {
    const response = await login(run.url, { password: 'not the password at all' });
    expect(response.status).toBe(401);
    expect(hintSetCookie(response)).toBeUndefined();
  });

  it('is cleared with the session cookie at sign-out', async () => {
    const cookie = sessionCookie(await login(run.url));
    const response = await logout(run.url, { cookie });
    expect(cookieAttributes(hintSetCookie(response) ?? '').get('max-age')).toBe('0');
    expect(scopeOf(hintSetCookie(response))).toEqual(scopeOf(sessionSetCookie(response)));
  });

  it('is cleared with a session cookie that names no session any more', async () => {
    const cookie = sessionCookie(await login(run.url));
    await logout(run.url, { cookie });
    const response = await whoami(run.url, cookie);
    expect(response.status).toBe(401);
    expect(cookieAttributes(hintSetCookie(response) ?? '').get('max-age')).toBe('0');
  });

  it('is renewed with a remembered session, and with nothing else', async () => {
    const remembered = sessionCookie(await login(run.url, { rememberMe: true }));
    const refresh = (cookie: string) =>
      fetch(`${run.url}/api/sso/session/refresh`, { method: 'POST', headers: { cookie } });
    const renewed = await refresh(remembered);
    expect(cookieAttributes(hintSetCookie(renewed) ?? '').get('max-age')).toBe(
      String(30 * 24 * 60 * 60),
    );
    const browserSession = sessionCookie(await login(run.url));
    expect(hintSetCookie(await refresh(browserSession))).toBeUndefined();
  });
});
