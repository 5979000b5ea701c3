import { describe, expect, it } from 'vitest';
import { authenticatorCode, demoAuthenticatorSecret } from '../support/authenticator-app';
import { ana, carla, diego, login, recentProofMs, sessionCookie, signedInCookie } from './support';
import { serviceForEachTest } from './support-service';

// The second factor on the security page: its state, adding an authenticator, confirming it
// before a change that needs it, turning it off, new recovery codes. Time is the test's clock.
// Each test's traffic is also held to docs/openapi.yaml after it runs.

const minute = 60 * 1000;
const carlaSecret = demoAuthenticatorSecret(carla.email);
type Json = Record<string, unknown>;

const run = serviceForEachTest();

function call(path: string, init: { method?: string; cookie: string; body?: unknown }) {
  return fetch(`${run.url}/api/sso/second-factor${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      cookie: init.cookie,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

async function status(cookie: string): Promise<Json> {
  const response = await call('', { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

async function errorCode(response: Response): Promise<unknown> {
  return ((await response.json()) as { error: Json }).error.code;
}

/** Carla signed in with her password and a code: the second factor is fresh. */
async function carlaWithCode(): Promise<string> {
  const started = await login(run.url, carla);
  const pending = started.headers
    .getSetCookie()
    .find((line) => line.startsWith('gofy_pending_sign_in='))
    ?.split(';')[0];
  const response = await fetch(`${run.url}/api/sso/login/second-factor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: pending ?? '' },
    body: JSON.stringify({ code: await authenticatorCode(carlaSecret, run.clock) }),
  });
  expect(response.status).toBe(200);
  run.clock += 30_000;
  return sessionCookie(response);
}

/** Ana, who has no authenticator, adds one; answers its secret and her recovery codes. */
async function anaAddsAuthenticator(cookie: string) {
  const setup = await call('/authenticator/setup', { cookie, body: {} });
  expect(setup.status).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const added = await call('/authenticator', {
    cookie,
    body: { code: await authenticatorCode(secret, run.clock) },
  });
  expect(added.status).toBe(201);
  run.clock += 30_000;
  return { secret, ...((await added.json()) as { recoveryCodes: string[] }) };
}

describe('the state of the second factor', () => {
  it('shows an account without one', async () => {
    expect(await status(await signedInCookie(run.url, ana))).toEqual({
      required: false,
      authenticator: null,
      recoveryCodesLeft: 0,
      trustedDevices: 0,
      confirmedUntil: null,
    });
  });

  it('shows an account with one, confirmed by the code it signed in with', async () => {
    const signedInAt = run.clock;
    expect(await status(await carlaWithCode())).toMatchObject({
      required: false,
      authenticator: { addedAt: expect.any(String) },
      recoveryCodesLeft: 10,
      confirmedUntil: new Date(signedInAt + recentProofMs).toISOString(),
    });
  });
});

describe('adding an authenticator', () => {
  it('asks for a first code from it, then for codes at every password sign-in', async () => {
    const cookie = await signedInCookie(run.url, ana, { locale: 'en' });
    const { recoveryCodes } = await anaAddsAuthenticator(cookie);
    expect(recoveryCodes).toHaveLength(10);
    expect(run.service.service.outbox.latest(ana.email, 'second-factor-added')).toMatchObject({
      locale: 'en',
      variables: { securityUrl: expect.stringMatching(/\/security$/) },
    });
    expect(await status(cookie)).toMatchObject({ recoveryCodesLeft: 10 });
    expect((await login(run.url, ana)).status).toBe(202);
  });

  it('refuses a code that is not from the secret being set up', async () => {
    const cookie = await signedInCookie(run.url, ana);
    await call('/authenticator/setup', { cookie, body: {} });
    const wrong = await call('/authenticator', { cookie, body: { code: '000000' } });
    expect(wrong.status).toBe(401);
    expect(await errorCode(wrong)).toBe('invalid_code');
    const typo = await call('/authenticator', { cookie, body: { code: '12 34' } });
    expect(typo.status).toBe(400);
  });

  it('needs a setup started in this session', async () => {
    const cookie = await signedInCookie(run.url, ana);
    const none = await call('/authenticator', { cookie, body: { code: '123456' } });
    expect(none.status).toBe(409);
    expect(await errorCode(none)).toBe('authenticator_setup_expired');

    const setup = await call('/authenticator/setup', { cookie, body: {} });
    const { secret } = (await setup.json()) as { secret: string };
    const other = await signedInCookie(run.url, ana);
    const response = await call('/authenticator', {
      cookie: other,
      body: { code: await authenticatorCode(secret, run.clock) },
    });
    expect(await errorCode(response)).toBe('authenticator_setup_expired');
  });

  it('needs a recent sign-in', async () => {
    const cookie = await signedInCookie(run.url, ana);
    run.clock += recentProofMs + minute;
    const response = await call('/authenticator/setup', { cookie, body: {} });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('recent_sign_in_required');
  });

  it('is refused to an account that has one', async () => {
    const response = await call('/authenticator/setup', {
      cookie: await carlaWithCode(),
      body: {},
    });
    expect(response.status).toBe(409);
    expect(await errorCode(response)).toBe('authenticator_exists');
  });
});

describe('turning the second factor off', () => {
  it('needs it confirmed within the recent-proof window', async () => {
    const cookie = await carlaWithCode();
    run.clock += recentProofMs + 1;
    const refused = await call('/authenticator', { method: 'DELETE', cookie });
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe('recent_second_factor_required');

    const confirm = await call('/confirm', {
      cookie,
      body: { code: await authenticatorCode(carlaSecret, run.clock) },
    });
    expect(confirm.status).toBe(204);
    const removed = await call('/authenticator', { method: 'DELETE', cookie });
    expect(removed.status).toBe(204);
    expect(run.service.service.outbox.latest(carla.email, 'second-factor-removed')).toBeDefined();
    expect((await login(run.url, carla)).status).toBe(200);
  });

  it('is not confirmed by a sign-in that skipped the code on a trusted device', async () => {
    const started = await login(run.url, carla);
    const pending = started.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const trusted = await fetch(`${run.url}/api/sso/login/second-factor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: pending },
      body: JSON.stringify({
        code: await authenticatorCode(carlaSecret, run.clock),
        trustDevice: true,
      }),
    });
    const device =
      trusted.headers
        .getSetCookie()
        .find((line) => line.startsWith('gofy_device='))
        ?.split(';')[0] ?? '';
    const skipped = await login(run.url, carla, { cookie: device });
    expect(skipped.status).toBe(200);
    const cookie = sessionCookie(skipped);
    expect(await status(cookie)).toMatchObject({ confirmedUntil: null, trustedDevices: 1 });
    const refused = await call('/authenticator', { method: 'DELETE', cookie });
    expect(await errorCode(refused)).toBe('recent_second_factor_required');
  });

  it('is refused to an account the SSO requires one of', async () => {
    const started = await login(run.url, diego);
    const pending = started.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const setup = await fetch(`${run.url}/api/sso/login/second-factor/authenticator`, {
      method: 'POST',
      headers: { cookie: pending },
    });
    const { secret } = (await setup.json()) as { secret: string };
    const enrolled = await fetch(`${run.url}/api/sso/login/second-factor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: pending },
      body: JSON.stringify({ code: await authenticatorCode(secret, run.clock) }),
    });
    const cookie = sessionCookie(enrolled);
    expect(await status(cookie)).toMatchObject({ required: true });
    const refused = await call('/authenticator', { method: 'DELETE', cookie });
    expect(refused.status).toBe(409);
    expect(await errorCode(refused)).toBe('second_factor_required');
  });
});

describe('confirming the second factor', () => {
  it('takes a recovery code, which then works no more', async () => {
    const cookie = await signedInCookie(run.url, ana);
    const { recoveryCodes } = await anaAddsAuthenticator(cookie);
    run.clock += recentProofMs + minute;
    const code = recoveryCodes[3] ?? '';
    expect((await call('/confirm', { cookie, body: { recoveryCode: code } })).status).toBe(204);
    expect(await status(cookie)).toMatchObject({ recoveryCodesLeft: 9 });
    const again = await call('/confirm', { cookie, body: { recoveryCode: code } });
    expect(await errorCode(again)).toBe('invalid_code');
  });

  it('is for accounts with an authenticator', async () => {
    const response = await call('/confirm', {
      cookie: await signedInCookie(run.url, ana),
      body: { code: '123456' },
    });
    expect(response.status).toBe(409);
    expect(await errorCode(response)).toBe('no_authenticator');
  });
});

describe('new recovery codes', () => {
  it('replace the old ones, after the second factor is confirmed', async () => {
    const cookie = await signedInCookie(run.url, ana);
    const { recoveryCodes: old } = await anaAddsAuthenticator(cookie);
    const response = await call('/recovery-codes', { cookie, body: {} });
    expect(response.status).toBe(200);
    const { recoveryCodes } = (await response.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes).not.toContain(old[0]);
    expect(
      run.service.service.outbox.latest(ana.email, 'recovery-codes-regenerated'),
    ).toBeDefined();

    const oldCode = await call('/confirm', { cookie, body: { recoveryCode: old[0] } });
    expect(await errorCode(oldCode)).toBe('invalid_code');
    run.clock += recentProofMs + minute;
    const late = await call('/recovery-codes', { cookie, body: {} });
    expect(await errorCode(late)).toBe('recent_second_factor_required');
  });
});
