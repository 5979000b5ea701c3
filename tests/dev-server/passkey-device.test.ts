import { describe, expect, it } from 'vitest';
import { SoftwareAuthenticator } from '../support/software-authenticator';
import { addPasskey, ssoCall } from './passkey-calls';
import { signedInCookie } from './support';
import { serviceForEachTest } from './support-service';

// Three passkeys made on three phones must not read alike: the SSO keeps the device each was
// added from, as it reads a session's, names it in the options so the portal can name the new
// passkey after it, and lists it with the passkey (contract 1.16.0). Each test's traffic is
// also held to docs/openapi.yaml after it runs.

const origin = 'http://localhost:3000';
const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const androidChrome =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const run = serviceForEachTest({ passkeys: { origins: [origin] } });

type Listed = { name: string; device?: unknown };

async function listed(cookie: string): Promise<Listed[]> {
  const response = await ssoCall(run.url, '/passkeys', { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { passkeys: Listed[] }).passkeys;
}

describe('the device a passkey was added from', () => {
  it('is named in the options, before the passkey exists', async () => {
    const cookie = await signedInCookie(run.url);
    const options = await ssoCall(run.url, '/passkeys/registration/options', {
      method: 'POST',
      cookie,
      headers: { 'user-agent': iPhoneSafari },
    });
    expect(options.status).toBe(200);
    expect(((await options.json()) as { device: unknown }).device).toEqual({
      browser: 'Safari',
      os: 'iOS',
      deviceType: 'phone',
    });
  });

  it('is listed with each passkey, so passkeys of two phones are told apart', async () => {
    const cookie = await signedInCookie(run.url);
    for (const [name, userAgent] of [
      ['Celular 1', iPhoneSafari],
      ['Celular 2', androidChrome],
    ] as const) {
      const added = await addPasskey(run.url, cookie, new SoftwareAuthenticator(origin), {
        name,
        headers: { 'user-agent': userAgent },
      });
      expect(added.status).toBe(201);
      // A minute between the two, so "newest first" has an order to keep.
      run.clock += 60_000;
    }
    expect(await listed(cookie)).toEqual([
      expect.objectContaining({
        name: 'Celular 2',
        device: { browser: 'Chrome', os: 'Android', deviceType: 'phone' },
      }),
      expect.objectContaining({
        name: 'Celular 1',
        device: { browser: 'Safari', os: 'iOS', deviceType: 'phone' },
      }),
    ]);
  });

  it('is the one of the request that added the passkey, and unknown when it cannot be read', async () => {
    const cookie = await signedInCookie(run.url);
    const added = await addPasskey(run.url, cookie, new SoftwareAuthenticator(origin), {
      headers: { 'user-agent': 'curl/8.5.0' },
    });
    expect(added.status).toBe(201);
    const unknown = { browser: 'unknown', os: 'unknown', deviceType: 'unknown' };
    expect(await added.json()).toMatchObject({ device: unknown });
    expect(await listed(cookie)).toEqual([expect.objectContaining({ device: unknown })]);
  });
});
