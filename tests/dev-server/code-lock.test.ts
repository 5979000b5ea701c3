import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  authenticatorCode,
  demoAuthenticatorSecret,
  readmeRecoveryCodes,
} from '../support/authenticator-app';
import { cheaplyHashedUsers } from '../support/cheap-demo-users';
import {
  carla,
  login,
  type RunningService,
  sessionCookie,
  setCookie,
  startService,
} from './support';

// The lock of wrong second-factor codes (contract: `completeSecondFactor`, "Wrong codes" and
// "Ceiling"; `confirmSecondFactor`), attacked over HTTP on the test's clock: guesses that go on
// after each lock, a lock that outlives a password reset, and guesses sent within a session,
// which count with the account's. Carla, of the demo users, has an authenticator.

const minute = 60 * 1000;
const carlaSecret = demoAuthenticatorSecret(carla.email);
const newPassword = 'uma senha nova e longa 2026';
type Json = Record<string, unknown>;

let clock: number;
let service: RunningService;
// Each lock ends the pending sign-in, so a test signs Carla in again a score of times: with
// her password cheaply hashed, each takes a millisecond or two.
const scratch = mkdtempSync(join(tmpdir(), 'gofy-code-lock-'));
const usersFile = cheaplyHashedUsers(scratch);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

beforeEach(async () => {
  // The middle of a 30-second step, so the steps either side are whole steps away.
  clock = Date.parse('2026-11-23T12:00:15Z');
  service = await startService({
    usersFile: await usersFile,
    now: () => clock,
    loginRateLimit: { maxAttempts: 1000 },
  });
});
afterEach(() => service.close());

function setCookieOrFail(response: Response, name: string): string {
  const cookie = setCookie(response, name);
  if (!cookie) throw new Error(`No ${name} cookie in the ${response.status} answer`);
  return cookie;
}

/** Carla's password (`password`, once reset), answered with the pending sign-in's cookie. */
async function startCarla(password: string = carla.password, device?: string): Promise<string> {
  const response = await login(
    service.url,
    { ...carla, password },
    device ? { cookie: device } : {},
  );
  expect(response.status).toBe(202);
  return setCookieOrFail(response, 'gofy_pending_sign_in');
}

function complete(pending: string, body: Json): Promise<Response> {
  return fetch(`${service.url}/api/sso/login/second-factor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: pending },
    body: JSON.stringify(body),
  });
}

function confirm(session: string, body: Json): Promise<Response> {
  return fetch(`${service.url}/api/sso/second-factor/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session },
    body: JSON.stringify(body),
  });
}

async function errorOf(response: Response): Promise<Json> {
  return ((await response.json()) as { error: Json }).error;
}

const wrongCode = { code: '000000' };
const rightCode = async () => ({ code: await authenticatorCode(carlaSecret, clock) });

/** Wrong codes until one of them is not answered 401 (five at most); answers that one. */
async function wrongCodesUntilRefused(pending: string): Promise<Response> {
  for (let attempt = 1; attempt < 5; attempt += 1) {
    const response = await complete(pending, wrongCode);
    if (response.status !== 401) return response;
  }
  return complete(pending, wrongCode);
}

/** Wrong codes at sign-in, each lock waited out, until they are refused otherwise. */
async function reachTheCeiling(): Promise<Response> {
  // Twenty locks of five: a hundred wrong codes.
  for (let lock = 0; lock < 20; lock += 1) {
    const refused = await wrongCodesUntilRefused(await startCarla());
    if (refused.status !== 429) return refused;
    clock += Number(refused.headers.get('retry-after')) * 1000;
  }
  throw new Error('A hundred wrong codes were answered as ordinary locks');
}

async function resetCarlasPassword(): Promise<void> {
  await fetch(`${service.url}/api/sso/password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: carla.email }),
  });
  const link = service.service.outbox.latest(carla.email, 'password-reset')?.variables.resetUrl;
  const token = new URL(link ?? 'http://x/').searchParams.get('token');
  const reset = await fetch(`${service.url}/api/sso/password-reset/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password: newPassword }),
  });
  expect(reset.status).toBe(204);
}

/** Carla's session, remembered: it outlasts the 13 days of locks before the ceiling. */
async function rememberedSession(): Promise<string> {
  const started = await login(service.url, { ...carla, rememberMe: true });
  const pending = setCookieOrFail(started, 'gofy_pending_sign_in');
  const response = await complete(pending, await rightCode());
  expect(response.status).toBe(200);
  clock += 30_000;
  return sessionCookie(response);
}

/** Wrong codes confirming in `session`, each lock waited out, until they are refused otherwise. */
async function reachTheCeilingConfirming(session: string): Promise<Response> {
  for (let wrong = 0; wrong < 100; wrong += 1) {
    const refused = await confirm(session, wrongCode);
    if (refused.status === 429) clock += Number(refused.headers.get('retry-after')) * 1000;
    else if (refused.status !== 401) return refused;
  }
  throw new Error('A hundred wrong codes were answered as ordinary locks');
}

/** Carla signed in with her password and a code; `trustDevice` answers the device cookie. */
async function carlaSignedIn(trustDevice = false) {
  const response = await complete(await startCarla(), { ...(await rightCode()), trustDevice });
  expect(response.status).toBe(200);
  clock += 30_000;
  return { session: sessionCookie(response), device: setCookieOrFail(response, 'gofy_device') };
}

describe('wrong codes at sign-in', () => {
  it('go on counting after a lock ends: the next fifth locks for twice as long', async () => {
    const first = await wrongCodesUntilRefused(await startCarla());
    expect(first.headers.get('retry-after')).toBe('900');
    clock += 15 * minute;
    const pending = await startCarla();
    expect(await errorOf(await complete(pending, wrongCode))).toMatchObject({ attemptsLeft: 4 });
    const second = await wrongCodesUntilRefused(pending);
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('1800');
  });

  it('lock for twice as long each time, and a day at most', async () => {
    const locks: string[] = [];
    for (let lock = 0; lock < 9; lock += 1) {
      const refused = await wrongCodesUntilRefused(await startCarla());
      locks.push(refused.headers.get('retry-after') ?? '');
      clock += Number(refused.headers.get('retry-after')) * 1000;
    }
    expect(locks.map(Number)).toEqual([900, 1800, 3600, 7200, 14400, 28800, 57600, 86400, 86400]);
  });

  it('are not forgotten with time: the fifth locks even a day after the fourth', async () => {
    const pending = await startCarla();
    for (let attempt = 1; attempt < 5; attempt += 1) await complete(pending, wrongCode);
    clock += 24 * 60 * minute;
    const fifth = await complete(await startCarla(), wrongCode);
    expect(fifth.status).toBe(429);
  });
});

describe('the ceiling of 100 wrong codes in a row', () => {
  it('is reached after about 13 days of locks, and answered 423 codes_blocked', async () => {
    const start = clock;
    const refused = await reachTheCeiling();
    expect(refused.status).toBe(423);
    expect(await errorOf(refused)).toMatchObject({ code: 'codes_blocked' });
    expect(refused.headers.get('retry-after')).toBeNull();
    expect(Math.round((clock - start) / (24 * 60 * minute))).toBe(13);
  });

  it('refuses codes from the app from then on, even the right one', async () => {
    await reachTheCeiling();
    clock += 24 * 60 * minute;
    const pending = await startCarla();
    const right = await complete(pending, await rightCode());
    expect(right.status).toBe(423);
    expect((await errorOf(right)).code).toBe('codes_blocked');
  });

  it('leaves sign-in offering recovery codes only', async () => {
    await reachTheCeiling();
    const response = await login(service.url, carla);
    expect(response.status).toBe(202);
    expect(((await response.json()) as { secondFactor: Json }).secondFactor.methods).toEqual([
      'recovery_code',
    ]);
  });

  it('is left by a recovery code, which starts the count again', async () => {
    await reachTheCeiling();
    const [code] = readmeRecoveryCodes();
    expect((await complete(await startCarla(), { recoveryCode: code })).status).toBe(200);
    const wrong = await complete(await startCarla(), wrongCode);
    expect(await errorOf(wrong)).toMatchObject({ code: 'invalid_code', attemptsLeft: 4 });
  });

  it('is not left by a password reset', async () => {
    await reachTheCeiling();
    await resetCarlasPassword();
    const right = await complete(await startCarla(newPassword), await rightCode());
    expect((await errorOf(right)).code).toBe('codes_blocked');
  });
});

describe('a completed password reset', () => {
  it('lifts the lock of wrong codes, so the owner signs in at once', async () => {
    await wrongCodesUntilRefused(await startCarla());
    expect((await login(service.url, carla)).status).toBe(423);
    await resetCarlasPassword();
    const response = await complete(await startCarla(newPassword), await rightCode());
    expect(response.status).toBe(200);
  });

  it('keeps their count: the next fifth locks for twice as long', async () => {
    await wrongCodesUntilRefused(await startCarla());
    await resetCarlasPassword();
    const second = await wrongCodesUntilRefused(await startCarla(newPassword));
    expect(second.headers.get('retry-after')).toBe('1800');
  });
});

describe('wrong codes within a session', () => {
  it("count with the account's: the fifth locks its sign-in as well", async () => {
    const { session } = await carlaSignedIn();
    for (let attempt = 1; attempt < 5; attempt += 1) {
      expect((await confirm(session, wrongCode)).status).toBe(401);
    }
    const fifth = await confirm(session, wrongCode);
    expect(fifth.status).toBe(429);
    expect((await errorOf(fifth)).code).toBe('too_many_codes');
    expect((await errorOf(await login(service.url, carla))).code).toBe('codes_locked');
  });

  it('keep the session from confirming while the lock lasts, even with the right code', async () => {
    const { session } = await carlaSignedIn();
    for (let attempt = 0; attempt < 5; attempt += 1) await confirm(session, wrongCode);
    expect((await confirm(session, await rightCode())).status).toBe(429);
    clock += 15 * minute;
    expect((await confirm(session, await rightCode())).status).toBe(204);
  });

  it('go on from the wrong codes at sign-in: four there and one here lock', async () => {
    const { session } = await carlaSignedIn();
    const pending = await startCarla();
    for (let attempt = 1; attempt < 5; attempt += 1) await complete(pending, wrongCode);
    expect((await confirm(session, wrongCode)).status).toBe(429);
  });

  it('reach the ceiling of the account: sign-in then offers recovery codes only', async () => {
    const session = await rememberedSession();
    expect((await reachTheCeilingConfirming(session)).status).toBe(423);
    const response = await login(service.url, carla);
    expect(((await response.json()) as { secondFactor: Json }).secondFactor.methods).toEqual([
      'recovery_code',
    ]);
  });

  it('past the ceiling, refuse a code from the app unchecked and take a recovery code', async () => {
    const session = await rememberedSession();
    await reachTheCeilingConfirming(session);
    const right = await confirm(session, await rightCode());
    expect((await errorOf(right)).code).toBe('codes_blocked');
    const [recoveryCode] = readmeRecoveryCodes();
    expect((await confirm(session, { recoveryCode })).status).toBe(204);
  });
});
