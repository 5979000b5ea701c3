import { describe, expect, it } from 'vitest';
import { authenticatorCode } from '../support/authenticator-app';
import {
  ana,
  carla,
  cookieAttributes,
  login,
  sessionCookie,
  sessionSetCookie,
  setCookie,
  whoami,
} from './support';
import { codeStepForEachTest, errorOf } from './support-code-step';
import { type Json, minute } from './support-service';

// The code step of a password sign-in, against the demo accounts: Carla has an authenticator,
// Diego must set one up. Time is the test's clock, so a code's 30-second step, the pending
// sign-in's five minutes and the lock's fifteen pass when a test says so. Each test's traffic
// is also held to docs/openapi.yaml after it runs.

const { run, startCarla, complete, pendingSignIn, carlaCode } = codeStepForEachTest();

describe('a password sign-in of an account with an authenticator', () => {
  it('starts no session: it answers 202 and a pending sign-in only this site sends back', async () => {
    const response = await login(run.url, carla);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({
      secondFactor: {
        expiresAt: new Date(run.clock + 5 * minute).toISOString(),
        enrol: false,
        methods: ['totp', 'recovery_code'],
        rememberMe: false,
        email: carla.email,
      },
    });
    expect(sessionSetCookie(response)).toBeUndefined();
    const line = response.headers.getSetCookie().find((l) => l.startsWith('gofy_pending'));
    const attributes = cookieAttributes(line ?? '');
    expect(attributes.has('httponly')).toBe(true);
    expect(attributes.get('samesite')).toBe('Strict');
    expect(attributes.get('path')).toBe('/api/sso/login');
  });

  it('refuses a wrong password exactly as for an account without one', async () => {
    const wrongCarla = await login(run.url, { ...carla, password: 'not-her-password' });
    const wrongAna = await login(run.url, { ...ana, password: 'not-her-password' });
    expect(wrongCarla.status).toBe(401);
    expect(await wrongCarla.json()).toEqual(await wrongAna.json());
    expect(setCookie(wrongCarla, 'gofy_pending_sign_in')).toBeUndefined();
  });

  it('signs in with the code, keeping what the password step asked for', async () => {
    const pending = await startCarla({ rememberMe: true });
    const response = await complete(pending, { code: await carlaCode() });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { session: Json; recoveryCodesLeft: number };
    expect(body.session.remembered).toBe(true);
    expect(body.recoveryCodesLeft).toBe(10);
    expect(cookieAttributes(sessionSetCookie(response) ?? '').get('max-age')).toBe('2592000');
    expect(response.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^gofy_pending_sign_in=;.*Max-Age=0/),
    );
    const me = await whoami(run.url, sessionCookie(response));
    expect(((await me.json()) as { user: Json }).user.email).toBe(carla.email);
  });

  it('takes a code typed with spaces or a hyphen, as apps show and people paste them', async () => {
    const code = await carlaCode();
    const response = await complete(await startCarla(), {
      code: ` ${code.slice(0, 3)} - ${code.slice(3)} `,
    });
    expect(response.status).toBe(200);
  });

  it("takes the previous and the next step's code, for a phone whose clock is a little off", async () => {
    const previous = await complete(await startCarla(), {
      code: await carlaCode(run.clock - 30_000),
    });
    expect(previous.status).toBe(200);
    const next = await complete(await startCarla(), { code: await carlaCode(run.clock + 30_000) });
    expect(next.status).toBe(200);
  });

  it('refuses a code two steps away', async () => {
    const pending = await startCarla();
    const old = await complete(pending, { code: await carlaCode(run.clock - 60_000) });
    expect(old.status).toBe(401);
    expect(await errorOf(old)).toMatchObject({ code: 'invalid_code', attemptsLeft: 4 });
  });

  it('takes each code once: the same code, or an older one, does not sign in again', async () => {
    const code = await carlaCode();
    expect((await complete(await startCarla(), { code })).status).toBe(200);
    const again = await complete(await startCarla(), { code });
    expect(again.status).toBe(401);
    expect((await errorOf(again)).code).toBe('invalid_code');
    const older = await complete(await startCarla(), { code: await carlaCode(run.clock - 30_000) });
    expect((await errorOf(older)).code).toBe('invalid_code');
  });

  it("refuses a code from another account's secret", async () => {
    const otherSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const response = await complete(await startCarla(), {
      code: await authenticatorCode(otherSecret, run.clock),
    });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('invalid_code');
  });

  it.each([
    ['letters', '12345a'],
    ['five digits', '12345'],
    ['seven digits', '1234567'],
  ])('answers %s as a typing mistake (400), not as a wrong code', async (_kind, code) => {
    const pending = await startCarla();
    const response = await complete(pending, { code });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ fields: [{ field: 'code', code: 'invalid' }] });
    // Not counted: the next wrong code still has the whole allowance.
    const wrong = await complete(pending, { code: '000000' });
    expect((await errorOf(wrong)).attemptsLeft).toBe(4);
  });

  it('asks for one of the code and a recovery code', async () => {
    const pending = await startCarla();
    const neither = await complete(pending, {});
    expect(await errorOf(neither)).toMatchObject({ fields: [{ field: 'code', code: 'required' }] });
    const both = await complete(pending, { code: '123456', recoveryCode: 'abcde-fghjk' });
    expect(await errorOf(both)).toMatchObject({
      fields: [{ field: 'recoveryCode', code: 'invalid' }],
    });
  });
});

describe('the pending sign-in', () => {
  it('is described again to a page that reloads', async () => {
    const pending = await startCarla();
    const response = await pendingSignIn(pending);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { secondFactor: Json }).secondFactor.enrol).toBe(false);
  });

  it('tells a browser that never started one (another browser) from one that ran out', async () => {
    const missing = await pendingSignIn();
    expect(missing.status).toBe(401);
    expect((await errorOf(missing)).code).toBe('pending_sign_in_missing');
    expect((await errorOf(await complete(undefined, { code: '123456' }))).code).toBe(
      'pending_sign_in_missing',
    );

    const pending = await startCarla();
    run.clock += 5 * minute;
    const expired = await complete(pending, { code: await carlaCode() });
    expect(expired.status).toBe(401);
    expect((await errorOf(expired)).code).toBe('pending_sign_in_expired');
    expect(expired.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^gofy_pending_sign_in=;.*Max-Age=0/),
    );
  });

  it('is taken by the code that finishes it', async () => {
    const pending = await startCarla();
    expect((await complete(pending, { code: await carlaCode() })).status).toBe(200);
    run.clock += 30_000;
    const again = await complete(pending, { code: await carlaCode() });
    expect((await errorOf(again)).code).toBe('pending_sign_in_expired');
  });

  it('ends when the password is reset meanwhile', async () => {
    const pending = await startCarla();
    await fetch(`${run.url}/api/sso/password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: carla.email }),
    });
    const link = run.service.service.outbox.latest(carla.email, 'password-reset')?.variables
      .resetUrl;
    const token = new URL(link ?? 'http://x/').searchParams.get('token');
    const reset = await fetch(`${run.url}/api/sso/password-reset/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: 'uma senha nova e longa 2026' }),
    });
    expect(reset.status).toBe(204);
    const response = await complete(pending, { code: await carlaCode() });
    expect((await errorOf(response)).code).toBe('pending_sign_in_expired');
  });
});

describe('wrong codes', () => {
  async function fiveWrongCodes(pending: string): Promise<Response> {
    for (let attempt = 1; attempt < 5; attempt += 1) {
      expect((await complete(pending, { code: '000000' })).status).toBe(401);
    }
    return complete(pending, { code: '000000' });
  }

  it('lock the second factor after five in a row, and end the pending sign-in', async () => {
    const pending = await startCarla();
    const fifth = await fiveWrongCodes(pending);
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get('retry-after')).toBe('900');
    expect(await errorOf(fifth)).toMatchObject({ code: 'too_many_codes', retryAfter: 900 });
    const after = await complete(pending, { code: await carlaCode() });
    expect((await errorOf(after)).code).toBe('pending_sign_in_expired');
  });

  // The owner, who typed the right password, must learn that it was the codes, and for how
  // long: a lock "after failed attempts" sent them to reset a password that was right.
  it('tell the right password that codes are locked, and for how long, while the lock lasts', async () => {
    await fiveWrongCodes(await startCarla());
    run.clock += 5 * minute;
    const right = await login(run.url, carla);
    expect(right.status).toBe(423);
    expect(right.headers.get('retry-after')).toBe('600');
    expect(await errorOf(right)).toMatchObject({ code: 'codes_locked', retryAfter: 600 });
    expect(setCookie(right, 'gofy_pending_sign_in')).toBeUndefined();
    expect(sessionSetCookie(right)).toBeUndefined();

    run.clock += 10 * minute;
    expect((await login(run.url, carla)).status).toBe(202);
  });

  // Only whoever knew the password learns that codes are locked: a wrong one is answered and
  // counted as at any other time.
  it('answer a wrong password as at any other time while the lock lasts', async () => {
    await fiveWrongCodes(await startCarla());
    const wrong = await login(run.url, { ...carla, password: 'not-her-password' });
    expect(wrong.status).toBe(401);
    expect(await errorOf(wrong)).toMatchObject({ code: 'invalid_credentials', attemptsLeft: 4 });
  });

  it('are counted afresh after a right code', async () => {
    const pending = await startCarla();
    await complete(pending, { code: '000000' });
    await complete(pending, { code: '000000' });
    expect((await complete(pending, { code: await carlaCode() })).status).toBe(200);
    const wrong = await complete(await startCarla(), { code: '000000' });
    expect((await errorOf(wrong)).attemptsLeft).toBe(4);
  });
});
