import { describe, expect, it } from 'vitest';
import { authenticatorCode, demoAuthenticatorSecret } from '../support/authenticator-app';
import { errorCode, ssoCall } from './passkey-calls';
import { authenticationOf, proofLines, reauthenticateWithCode } from './reauthentication-calls';
import { ana, carla, login, recentProofMs, sessionCookie, setCookie, whoami } from './support';
import { minute, serviceForEachTest } from './support-service';

// Proving the second factor again within a session (contract 1.21.0,
// `reauthenticateWithSecondFactor`): the same count of wrong codes as sign-in, and the same
// session. Carla's recovery codes are the demo ones (dev-server/README.md).

const run = serviceForEachTest();
const secret = demoAuthenticatorSecret(carla.email);
const iso = (at: number) => new Date(at).toISOString();

/** Carla's code at the clock's time; the clock then moves on, so the next code is new. */
async function carlaCode(): Promise<string> {
  const code = await authenticatorCode(secret, run.clock);
  run.clock += 30_000;
  return code;
}

/** Carla signed in with her password and a code, long enough ago for it not to be recent. */
async function staleCarla() {
  const pending = setCookie(await login(run.url, carla), 'gofy_pending_sign_in') ?? '';
  const signedIn = await ssoCall(run.url, '/login/second-factor', {
    cookie: pending,
    body: { code: await carlaCode() },
  });
  run.clock += recentProofMs + minute;
  return sessionCookie(signedIn);
}

describe('proving the second factor again', () => {
  it('records a code in the same session, which then makes its changes', async () => {
    const cookie = await staleCarla();
    const newCodes = () => ssoCall(run.url, '/second-factor/recovery-codes', { cookie, body: {} });
    expect(await errorCode(await newCodes())).toBe('recent_second_factor_required');
    const code = await carlaCode();
    const provenAt = run.clock;
    const answer = await reauthenticateWithCode(run.url, cookie, { code });
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(await answer.json()).toMatchObject({
      recentUntil: iso(provenAt + recentProofMs),
      reauthenticateWith: ['code'],
    });
    expect((await newCodes()).status).toBe(200);
  });

  it('takes a recovery code, names it, and tells Carla', async () => {
    const cookie = await staleCarla();
    const answer = await reauthenticateWithCode(run.url, cookie, { recoveryCode: 'mpkvx-5xtsd' });
    expect(answer.status).toBe(200);
    expect(proofLines(await authenticationOf(run.url, cookie))[1]).toBe(
      `second recovery_code @ ${iso(run.clock)}`,
    );
    expect(run.service.service.outbox.latest(carla.email, 'recovery-code-used')).toMatchObject({
      variables: { codesLeft: '9' },
    });
  });

  it('counts wrong codes with the ones at sign-in: the fifth in a row locks sign-in too', async () => {
    const cookie = await staleCarla();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const wrong = await reauthenticateWithCode(run.url, cookie, { code: '000000' });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toMatchObject({
        error: { code: 'invalid_code', attemptsLeft: 4 - attempt },
      });
    }
    const fifth = await reauthenticateWithCode(run.url, cookie, { code: '000000' });
    expect(fifth.status).toBe(429);
    expect(await errorCode(fifth)).toBe('too_many_codes');
    // The right code waits for the lock to end, here and at sign-in; the session goes on.
    const right = await reauthenticateWithCode(run.url, cookie, { code: await carlaCode() });
    expect(await errorCode(right)).toBe('too_many_codes');
    expect(await errorCode(await login(run.url, carla))).toBe('codes_locked');
    expect((await whoami(run.url, cookie)).status).toBe(200);
  });

  it('leaves the trust of the device as it was: it still skips the code at the next sign-in', async () => {
    const pending = setCookie(await login(run.url, carla), 'gofy_pending_sign_in') ?? '';
    const trusted = await ssoCall(run.url, '/login/second-factor', {
      cookie: pending,
      body: { code: await carlaCode(), trustDevice: true },
    });
    const device = setCookie(trusted, 'gofy_device') ?? '';
    const cookie = `${sessionCookie(trusted)}; ${device}`;
    run.clock += recentProofMs + minute;
    const answer = await reauthenticateWithCode(run.url, cookie, { code: await carlaCode() });
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect((await login(run.url, carla, { cookie: device })).status).toBe(200);
  });

  it('refuses an account without an authenticator, which has no code to give', async () => {
    const cookie = sessionCookie(await login(run.url, ana));
    const answer = await reauthenticateWithCode(run.url, cookie, { code: '123456' });
    expect(answer.status).toBe(409);
    expect(await errorCode(answer)).toBe('no_authenticator');
  });
});
