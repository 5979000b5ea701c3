import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authenticatorCode, demoAuthenticatorSecret } from '../support/authenticator-app';
import {
  ana,
  bruno,
  carla,
  login,
  type RunningService,
  setCookie,
  setCookieAttributes,
  startService,
} from './support';

// Device-trust fixation, replayed over HTTP: someone who knows Carla's password gets a device
// value into her browser before she ticks "don't ask again on this device", so that the value
// they know becomes trusted and their password alone signs in from anywhere for 30 days. Each
// test's traffic is also held to docs/openapi.yaml after it runs.

const carlaSecret = demoAuthenticatorSecret(carla.email);
const firefoxOnLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let clock: number;
let service: RunningService;

async function start(options: { cookieSecure?: boolean } = {}) {
  await service?.close();
  service = await startService({
    now: () => clock,
    loginRateLimit: { maxAttempts: 1000 },
    ...options,
  });
}

beforeEach(async () => {
  // The middle of a 30-second step, so each sign-in's code is a whole step from the last.
  clock = Date.parse('2026-11-23T12:00:15Z');
  await start();
});
afterEach(() => service.close());

/** The `name=value` of the cookie `name` the answer sets, ready for a `Cookie` header. */
/** A device cookie the service issued to someone else's browser: the attacker's own. */
async function attackersOwnDevice(name = 'gofy_device'): Promise<string> {
  const value = setCookie(await login(service.url, bruno), name);
  if (!value) throw new Error('The service set no device cookie');
  return value;
}

/**
 * Carla signs in on a browser that sends `cookie`, with her password and a code, ticking
 * "don't ask again on this device". Resolves to the answer to the code.
 */
async function carlaTrustsTheDevice(cookie: string): Promise<Response> {
  const started = await login(service.url, carla, { cookie });
  expect(started.status).toBe(202);
  const pending = setCookie(started, 'gofy_pending_sign_in');
  const done = await fetch(`${service.url}/api/sso/login/second-factor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${pending}; ${cookie}` },
    body: JSON.stringify({ code: await authenticatorCode(carlaSecret, clock), trustDevice: true }),
  });
  expect(done.status).toBe(200);
  // The next code is the next step's.
  clock += 30_000;
  return done;
}

describe('trusting a device to skip the code', () => {
  it('never skips the code for a value planted in the browser before the user trusted it', async () => {
    const planted = `gofy_device=${'A'.repeat(43)}`;
    await carlaTrustsTheDevice(planted);
    const fromAnywhere = await login(service.url, carla, { cookie: planted });
    expect(fromAnywhere.status).toBe(202);
  });

  it('names no device by a value it never issued, so a sign-in presenting it is news to the user', async () => {
    await login(service.url, ana);
    const planted = `gofy_device=${'A'.repeat(43)}`;
    await login(service.url, ana, { cookie: planted, 'user-agent': firefoxOnLinux });
    // Had the made-up value named Ana's browser, its sign-ins would not be news to her.
    await login(service.url, ana, { cookie: planted, 'user-agent': chromeOnWindows });
    expect(service.service.outbox.latest(ana.email, 'new-device-sign-in')).toMatchObject({
      variables: { device: 'Chrome, Windows' },
    });
  });

  it('replaces the value when the user trusts the device, so a value known before is not the one trusted', async () => {
    const planted = await attackersOwnDevice();
    const trusted = await carlaTrustsTheDevice(planted);
    const renewed = setCookie(trusted, 'gofy_device');
    expect(renewed).toMatch(/^gofy_device=[A-Za-z0-9_-]{43}$/);
    expect(renewed).not.toBe(planted);
    expect((await login(service.url, carla, { cookie: planted })).status).toBe(202);
    expect((await login(service.url, carla, { cookie: renewed ?? '' })).status).toBe(200);
  });

  it('takes neither of two values it issued, so one set beside its own by a sibling host does not become this browser', async () => {
    const own = setCookie(
      await login(service.url, ana, { 'user-agent': firefoxOnLinux }),
      'gofy_device',
    );
    const planted = await attackersOwnDevice();
    // A cookie a sibling host set for the parent domain with a longer Path is sent first.
    await login(service.url, ana, { cookie: `${planted}; ${own}`, 'user-agent': firefoxOnLinux });
    // Had the planted value named Ana's browser, its sign-ins would not be news to her.
    await login(service.url, ana, { cookie: planted, 'user-agent': chromeOnWindows });
    expect(service.service.outbox.latest(ana.email, 'new-device-sign-in')).toMatchObject({
      variables: { device: 'Chrome, Windows' },
    });
  });
});

describe('the device cookie over HTTPS', () => {
  it('is __Host-gofy_device: Secure, for the whole host and no other, which no sibling host can set', async () => {
    await start({ cookieSecure: true });
    const attributes = setCookieAttributes(await login(service.url, ana), '__Host-gofy_device');
    expect(attributes.has('secure')).toBe(true);
    expect(attributes.get('path')).toBe('/');
    expect(attributes.has('domain')).toBe(false);
    expect(attributes.has('httponly')).toBe(true);
    expect(attributes.get('samesite')).toBe('Strict');
  });

  it('ignores a gofy_device beside it, the name a sibling host can still set', async () => {
    await start({ cookieSecure: true });
    const own = setCookie(await login(service.url, ana), '__Host-gofy_device') ?? '';
    const trusted = setCookie(await carlaTrustsTheDevice(own), '__Host-gofy_device') ?? '';
    const attackers = (await attackersOwnDevice('__Host-gofy_device')).replace('__Host-', '');
    const withPlanted = await login(service.url, carla, { cookie: `${attackers}; ${trusted}` });
    expect(withPlanted.status).toBe(200);
  });
});
