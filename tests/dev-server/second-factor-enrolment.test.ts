import { describe, expect, it } from 'vitest';
import { authenticatorCode } from '../support/authenticator-app';
import {
  ana,
  carla,
  diego,
  login,
  pendingCookie,
  sessionCookie,
  setCookie,
  setCookieAttributes,
} from './support';
import { codeStepForEachTest, errorOf } from './support-code-step';
import { type Json, minute } from './support-service';

// The code step for an account that must set up its authenticator at sign-in, a device
// trusted to skip the code, and a sign-in on a new device. Time is the test's clock; each
// test's traffic is also held to docs/openapi.yaml after it runs.

const { run, startCarla, complete, carlaCode } = codeStepForEachTest();

describe('an account that must set up a second factor', () => {
  async function startDiego(body: Json = {}) {
    const response = await login(run.url, { ...diego, ...body });
    expect(response.status).toBe(202);
    return { pending: pendingCookie(response), body: (await response.json()) as Json };
  }

  async function setup(pending: string) {
    const response = await fetch(`${run.url}/api/sso/login/second-factor/authenticator`, {
      method: 'POST',
      headers: { cookie: pending },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { secret: string; otpauthUri: string };
  }

  it('enrols before anything else: no session until its first code', async () => {
    const { pending, body } = await startDiego({ locale: 'en' });
    expect(body.secondFactor).toMatchObject({ enrol: true, methods: ['totp'] });

    const { secret, otpauthUri } = await setup(pending);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/gofy:diego.alves%40gofy.example?secret=${secret}&issuer=gofy`,
    );
    expect((await setup(pending)).secret).toBe(secret);

    const response = await complete(pending, { code: await authenticatorCode(secret, run.clock) });
    expect(response.status).toBe(200);
    const signedIn = (await response.json()) as { recoveryCodes: string[]; user: Json };
    expect(signedIn.user.email).toBe(diego.email);
    expect(signedIn.recoveryCodes).toHaveLength(10);
    expect(new Set(signedIn.recoveryCodes).size).toBe(10);
    const notice = run.service.service.outbox.latest(diego.email, 'second-factor-added');
    expect(notice).toMatchObject({ locale: 'en', variables: { name: 'Diego Alves' } });

    // From now on, Diego's password asks for a code.
    expect(((await startDiego()).body.secondFactor as Json).enrol).toBe(false);
  });

  it('cannot skip the setup with a recovery code or a code from nowhere', async () => {
    const { pending } = await startDiego();
    const recovery = await complete(pending, { recoveryCode: 'abcde-fghjk' });
    expect(recovery.status).toBe(400);
    await setup(pending);
    const wrong = await complete(pending, { code: '000000' });
    expect((await errorOf(wrong)).code).toBe('invalid_code');
  });

  it('then signs in with a recovery code, once', async () => {
    const { pending } = await startDiego();
    const { secret } = await setup(pending);
    const enrolled = await complete(pending, { code: await authenticatorCode(secret, run.clock) });
    const [first] = ((await enrolled.json()) as { recoveryCodes: string[] }).recoveryCodes;

    const typedLoosely = (first ?? '').toUpperCase().replace('-', ' ');
    const response = await complete((await startDiego()).pending, { recoveryCode: typedLoosely });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Json).recoveryCodesLeft).toBe(9);
    expect(
      run.service.service.outbox.latest(diego.email, 'recovery-code-used')?.variables,
    ).toMatchObject({ codesLeft: '9' });

    const again = await complete((await startDiego()).pending, { recoveryCode: first });
    expect((await errorOf(again)).code).toBe('invalid_code');
  });

  it('has no setup to start once it has an authenticator', async () => {
    const pending = await startCarla();
    const response = await fetch(`${run.url}/api/sso/login/second-factor/authenticator`, {
      method: 'POST',
      headers: { cookie: pending },
    });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).code).toBe('authenticator_exists');
  });
});

describe('"don\'t ask again on this device"', () => {
  /** A browser: the device cookie it was given, sent back with each sign-in. */
  async function signInOnDevice(trustDevice: boolean, device?: string) {
    const response = await complete(await startCarla({}, device), {
      code: await carlaCode(),
      trustDevice,
    });
    expect(response.status).toBe(200);
    run.clock += 30_000;
    return device ?? setCookie(response, 'gofy_device') ?? '';
  }

  it('skips the code at the next sign-in on that device only', async () => {
    const device = await signInOnDevice(true);
    expect(device).toMatch(/^gofy_device=/);
    const again = await login(run.url, carla, { cookie: device });
    expect(again.status).toBe(200);
    expect((await login(run.url, carla)).status).toBe(202);
  });

  it('is off unless asked for', async () => {
    const device = await signInOnDevice(false);
    expect((await login(run.url, carla, { cookie: device })).status).toBe(202);
  });

  it('lasts 30 days', async () => {
    const device = await signInOnDevice(true);
    run.clock += 30 * 24 * 60 * minute;
    expect((await login(run.url, carla, { cookie: device })).status).toBe(202);
  });

  it('ends when the user forgets trusted devices', async () => {
    const device = await signInOnDevice(true);
    const session = sessionCookie(await login(run.url, carla, { cookie: device }));
    const forget = await fetch(`${run.url}/api/sso/second-factor/trusted-devices`, {
      method: 'DELETE',
      headers: { cookie: session },
    });
    expect(forget.status).toBe(204);
    expect((await login(run.url, carla, { cookie: device })).status).toBe(202);
  });
});

describe('a new device', () => {
  const windowsChrome =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

  it('is told to the user, in their language, when they had signed in elsewhere before', async () => {
    const first = await login(run.url, { ...ana, locale: 'en' });
    const device = setCookie(first, 'gofy_device') ?? '';
    expect(run.service.service.outbox.latest(ana.email, 'new-device-sign-in')).toBeUndefined();

    await login(run.url, ana, { cookie: device });
    expect(run.service.service.outbox.latest(ana.email, 'new-device-sign-in')).toBeUndefined();

    await login(run.url, ana, { 'user-agent': windowsChrome });
    expect(run.service.service.outbox.latest(ana.email, 'new-device-sign-in')).toMatchObject({
      locale: 'en',
      variables: {
        name: 'Ana Souza',
        device: 'Chrome, Windows',
        signedInAt: new Date(run.clock).toISOString(),
      },
    });
  });

  it('gets a device cookie only this site sends, for the whole host (as over HTTPS its __Host- name needs)', async () => {
    const attributes = setCookieAttributes(await login(run.url, ana), 'gofy_device');
    expect(attributes.has('httponly')).toBe(true);
    expect(attributes.get('samesite')).toBe('Strict');
    expect(attributes.get('path')).toBe('/');
  });

  it('refuses a language it does not send messages in', async () => {
    const response = await login(run.url, { ...ana, locale: 'fr' });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      fields: [{ field: 'locale', code: 'invalid' }],
    });
  });
});
