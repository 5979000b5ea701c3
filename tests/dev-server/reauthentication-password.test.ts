import { describe, expect, it } from 'vitest';
import { authenticatorCode, demoAuthenticatorSecret } from '../support/authenticator-app';
import { errorCode, ssoCall } from './passkey-calls';
import { authenticationOf, reauthenticateWithPassword } from './reauthentication-calls';
import { ana, carla, login, recentProofMs, sessionCookie, setCookie, whoami } from './support';
import { minute, serviceForEachTest, withCheaplyHashedUsers } from './support-service';

// Proving the password again within a session (contract 1.21.0, `reauthenticateWithPassword`):
// the session stays the same one, and wrong passwords count toward the lock sign-in keeps.

// A dozen passwords a test: the demo users rehashed cheaply keep each to a millisecond or two.
const run = serviceForEachTest(withCheaplyHashedUsers());

/** A session of `account` whose sign-in is no longer recent. */
async function staleSession(account: { email: string; password: string } = ana) {
  const cookie = sessionCookie(await login(run.url, account));
  run.clock += recentProofMs + minute;
  return cookie;
}

describe('proving the password again', () => {
  it('keeps the session: no cookie set, the same session id, and its ends unchanged', async () => {
    const signedIn = await login(run.url, ana);
    const cookie = sessionCookie(signedIn);
    const { session } = (await signedIn.json()) as { session: unknown };
    run.clock += recentProofMs + minute;
    const answer = await reauthenticateWithPassword(run.url, cookie, ana.password);
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie()).toEqual([]);
    const me = await whoami(run.url, cookie);
    expect(((await me.json()) as { session: unknown }).session).toEqual(session);
  });

  it('makes the changes that ask for a recent proof go through', async () => {
    const cookie = await staleSession();
    const endOthers = () => ssoCall(run.url, '/sessions', { method: 'DELETE', cookie });
    expect((await endOthers()).status).toBe(403);
    expect((await reauthenticateWithPassword(run.url, cookie, ana.password)).status).toBe(200);
    expect((await endOthers()).status).toBe(200);
  });

  it('answers a wrong password 401 with the attempts left, and records nothing', async () => {
    const cookie = await staleSession();
    const before = await authenticationOf(run.url, cookie);
    const wrong = await reauthenticateWithPassword(run.url, cookie, 'not-her-password');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      error: { code: 'invalid_credentials', attemptsLeft: 4 },
    });
    expect(await authenticationOf(run.url, cookie)).toEqual(before);
  });

  it('counts wrong passwords toward the same lock as sign-in, both ways', async () => {
    const cookie = await staleSession();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(run.url, { ...ana, password: `wrong-${attempt}` })).status).toBe(401);
    }
    const fourth = await reauthenticateWithPassword(run.url, cookie, 'wrong-3');
    expect(await fourth.json()).toMatchObject({ error: { attemptsLeft: 1 } });
    const fifth = await reauthenticateWithPassword(run.url, cookie, 'wrong-4');
    expect(fifth.status).toBe(423);
    expect(await errorCode(fifth)).toBe('account_locked');
    expect(Number(fifth.headers.get('retry-after'))).toBe(15 * 60);
    // The lock holds at sign-in and here, for the right password too; the session goes on.
    expect(await errorCode(await login(run.url, ana))).toBe('account_locked');
    const right = await reauthenticateWithPassword(run.url, cookie, ana.password);
    expect(right.status).toBe(423);
    expect((await whoami(run.url, cookie)).status).toBe(200);
  });

  it('is no recent proof on an account with a second factor, though it is recorded', async () => {
    const started = await login(run.url, carla);
    const pending = setCookie(started, 'gofy_pending_sign_in') ?? '';
    const code = await authenticatorCode(demoAuthenticatorSecret(carla.email), run.clock);
    const signedIn = await ssoCall(run.url, '/login/second-factor', {
      cookie: pending,
      body: { code },
    });
    const cookie = sessionCookie(signedIn);
    run.clock += recentProofMs + minute;
    const answer = await reauthenticateWithPassword(run.url, cookie, carla.password);
    expect(await answer.json()).toMatchObject({
      proofs: [{ factor: 'first', method: 'password', at: new Date(run.clock).toISOString() }, {}],
      recentUntil: null,
    });
    const refused = await ssoCall(run.url, '/second-factor/recovery-codes', { cookie, body: {} });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { code: 'recent_second_factor_required', reauthenticateWith: ['code'] },
    });
  });

  it('needs a session, and a password', async () => {
    const nobody = await ssoCall(run.url, '/session/reauthenticate/password', {
      body: { password: ana.password },
    });
    expect(nobody.status).toBe(401);
    expect(await errorCode(nobody)).toBe('unauthenticated');
    const cookie = await staleSession();
    const empty = await reauthenticateWithPassword(run.url, cookie, '');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      error: { code: 'invalid_request', fields: [{ field: 'password', code: 'required' }] },
    });
  });
});
