import { describe, expect, it } from 'vitest';
import { authenticatorCode, demoAuthenticatorSecret } from '../support/authenticator-app';
import { SoftwareAuthenticator } from '../support/software-authenticator';
import {
  addPasskey,
  errorCode,
  secondFactorStatus,
  signInWithPasskey,
  ssoCall,
} from './passkey-calls';
import {
  ana,
  carla,
  login,
  recentProofMs,
  sessionCookie,
  setCookie,
  signedInCookie,
} from './support';
import { serviceForEachTest } from './support-service';

// What adding a passkey needs on an account with a second factor, and what signing in with a
// passkey proves (issue 37: a device trusted to skip the code made a passkey that then signed
// in as both factors anywhere, and turned the authenticator off). Time is the test's clock;
// each test's traffic is also held to docs/openapi.yaml after it runs.

const origin = 'http://localhost:3000';
const minute = 60 * 1000;
const carlaSecret = demoAuthenticatorSecret(carla.email);

const run = serviceForEachTest({ passkeys: { origins: [origin] } });

/** Carla's code at the clock's time; the clock then moves on, so the next code is new. */
async function carlaCode(): Promise<string> {
  const code = await authenticatorCode(carlaSecret, run.clock);
  run.clock += 30_000;
  return code;
}

/** Finishes Carla's password sign-in with a code, on the browser `device` names (if any). */
async function carlaWithCode(options: { trustDevice?: boolean; device?: string } = {}) {
  const started = await login(
    run.url,
    { ...carla, rememberMe: true },
    {
      ...(options.device ? { cookie: options.device } : {}),
    },
  );
  expect(started.status).toBe(202);
  return finishWithCode(setCookie(started, 'gofy_pending_sign_in') ?? '', options.trustDevice);
}

async function finishWithCode(pending: string, trustDevice = false): Promise<Response> {
  const response = await ssoCall(run.url, '/login/second-factor', {
    cookie: pending,
    body: { code: await carlaCode(), trustDevice },
  });
  expect(response.status).toBe(200);
  return response;
}

/** A browser Carla told "don't ask again": its device cookie. */
async function trustedDevice(): Promise<string> {
  return setCookie(await carlaWithCode({ trustDevice: true }), 'gofy_device') ?? '';
}

/** Carla signed in with her password alone, on a device she trusted. */
async function carlaOnTrustedDevice(device: string): Promise<string> {
  const response = await login(run.url, carla, { cookie: device });
  expect(response.status).toBe(200);
  return sessionCookie(response);
}

describe('adding a passkey to an account with an authenticator', () => {
  it('is refused to a sign-in that skipped the code on a trusted device, so it cannot turn the authenticator off', async () => {
    const device = await trustedDevice();
    // Whoever sits at the trusted computer: the password, no code.
    const cookie = await carlaOnTrustedDevice(device);
    const attacker = new SoftwareAuthenticator(origin);
    const added = await addPasskey(run.url, cookie, attacker);
    expect(added.status).toBe(403);
    expect(await errorCode(added)).toBe('recent_second_factor_required');

    const list = await ssoCall(run.url, '/passkeys', { cookie });
    expect(((await list.json()) as { passkeys: unknown[] }).passkeys).toEqual([]);
    // Nor can the trusted device's session make new recovery codes or take the factor off.
    const codes = await ssoCall(run.url, '/second-factor/recovery-codes', { cookie, body: {} });
    expect(await errorCode(codes)).toBe('recent_second_factor_required');
    const removed = await ssoCall(run.url, '/second-factor/authenticator', {
      method: 'DELETE',
      cookie,
    });
    expect(await errorCode(removed)).toBe('recent_second_factor_required');
    expect(await secondFactorStatus(run.url, cookie)).toMatchObject({
      authenticator: { addedAt: expect.any(String) },
    });
  });

  it('goes through once a code confirms the second factor, and the passkey then signs in as two factors', async () => {
    const cookie = await carlaOnTrustedDevice(await trustedDevice());
    const confirmed = await ssoCall(run.url, '/second-factor/confirm', {
      cookie,
      body: { code: await carlaCode() },
    });
    expect(confirmed.status).toBe(204);
    const phone = new SoftwareAuthenticator(origin);
    expect((await addPasskey(run.url, cookie, phone)).status).toBe(201);

    run.clock += 10 * minute;
    const signedIn = await signInWithPasskey(run.url, phone);
    expect(signedIn.status).toBe(200);
    expect(await secondFactorStatus(run.url, sessionCookie(signedIn))).toMatchObject({
      confirmedUntil: new Date(run.clock + recentProofMs).toISOString(),
    });
  });

  it('is refused at the end when the account got an authenticator after the options were given', async () => {
    const cookie = await signedInCookie(run.url, ana);
    const options = await ssoCall(run.url, '/passkeys/registration/options', {
      method: 'POST',
      cookie,
    });
    expect(options.status).toBe(200);
    const { publicKey } = (await options.json()) as { publicKey: Record<string, unknown> };

    // Meanwhile, another session of Ana's turns two-step verification on.
    const other = await signedInCookie(run.url, ana);
    const setup = await ssoCall(run.url, '/second-factor/authenticator/setup', {
      cookie: other,
      body: {},
    });
    const { secret } = (await setup.json()) as { secret: string };
    const code = await authenticatorCode(secret, run.clock);
    const turnedOn = await ssoCall(run.url, '/second-factor/authenticator', {
      cookie: other,
      body: { code },
    });
    expect(turnedOn.status).toBe(201);

    const credential = new SoftwareAuthenticator(origin).register(publicKey);
    const finished = await ssoCall(run.url, '/passkeys/registration', {
      cookie,
      body: { credential },
    });
    expect(finished.status).toBe(403);
    expect(await errorCode(finished)).toBe('recent_second_factor_required');
  });
});

describe('a passkey added to an account without a second factor', () => {
  it('still signs in as two factors once the account has an authenticator', async () => {
    const cookie = await signedInCookie(run.url, ana);
    const laptop = new SoftwareAuthenticator(origin);
    expect((await addPasskey(run.url, cookie, laptop)).status).toBe(201);
    const setup = await ssoCall(run.url, '/second-factor/authenticator/setup', {
      cookie,
      body: {},
    });
    const { secret } = (await setup.json()) as { secret: string };
    const code = await authenticatorCode(secret, run.clock);
    expect(
      (await ssoCall(run.url, '/second-factor/authenticator', { cookie, body: { code } })).status,
    ).toBe(201);

    run.clock += 10 * minute;
    const signedIn = await signInWithPasskey(run.url, laptop);
    expect(signedIn.status).toBe(200);
    expect(await secondFactorStatus(run.url, sessionCookie(signedIn))).toMatchObject({
      confirmedUntil: expect.any(String),
    });
  });
});

describe('a passkey that does not count as a second factor', () => {
  /**
   * A passkey of Carla's as an SSO before contract 1.15.0 could have stored it: added by a
   * sign-in that skipped the code. Nothing in this service makes one any more, so the test
   * marks one it made.
   */
  async function passkeyAddedWithoutTheCode(): Promise<SoftwareAuthenticator> {
    const cookie = sessionCookie(await carlaWithCode());
    const authenticator = new SoftwareAuthenticator(origin);
    const added = await addPasskey(run.url, cookie, authenticator);
    const { id } = (await added.json()) as { id: string };
    const stored = run.service.service.passkeys.find(id);
    if (!stored) throw new Error('The passkey was not stored');
    stored.countsAsSecondFactor = false;
    await ssoCall(run.url, '/logout', { method: 'POST', cookie });
    return authenticator;
  }

  it('is asked for the code at sign-in, as a password is', async () => {
    const authenticator = await passkeyAddedWithoutTheCode();
    run.clock += 10 * minute;
    const started = await signInWithPasskey(run.url, authenticator);
    expect(started.status).toBe(202);
    expect(await started.json()).toMatchObject({ secondFactor: { enrol: false } });
    expect(setCookie(started, 'gofy_session')).toBeUndefined();

    const finished = await finishWithCode(setCookie(started, 'gofy_pending_sign_in') ?? '');
    expect(await secondFactorStatus(run.url, sessionCookie(finished))).toMatchObject({
      confirmedUntil: expect.any(String),
    });
  });

  it('skips the code on a trusted device, with the second factor not confirmed', async () => {
    const authenticator = await passkeyAddedWithoutTheCode();
    const device = await trustedDevice();
    run.clock += 10 * minute;
    const signedIn = await signInWithPasskey(run.url, authenticator, device);
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookie(signedIn);
    expect(await secondFactorStatus(run.url, cookie)).toMatchObject({ confirmedUntil: null });
    const codes = await ssoCall(run.url, '/second-factor/recovery-codes', { cookie, body: {} });
    expect(await errorCode(codes)).toBe('recent_second_factor_required');
  });
});
