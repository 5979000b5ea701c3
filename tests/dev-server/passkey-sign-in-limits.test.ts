import { afterEach, describe, expect, it } from 'vitest';
import type { SsoServiceOptions } from '../../dev-server/app.js';
import { SoftwareAuthenticator } from '../support/software-authenticator';
import { sendFrom } from './client-address';
import { applicationId, type RunningService, signedInCookie, startService } from './support';

// Starting passkey sign-ins (`startPasskeySignIn`) from one client address, which once had no
// limit: 10,050 requests from one address in under 3 s pushed every other pending passkey
// sign-in out of the service. Each test's traffic is also held to docs/openapi.yaml after it
// runs.

const origin = 'http://localhost:3000';
const attacker = '127.0.0.1';
const broker = '127.0.0.2';
let clock: number;
let service: RunningService;

async function start(options: SsoServiceOptions = {}) {
  clock = Date.parse('2026-11-23T12:00:00Z');
  service = await startService({ now: () => clock, passkeys: { origins: [origin] }, ...options });
}
afterEach(() => service.close());

function startSignIn(from: string): Promise<Response> {
  return sendFrom(from, service.url, { path: '/api/sso/passkeys/sign-in/options' });
}

/** Ana, with a passkey added from her own session. */
async function anaWithPasskey() {
  const authenticator = new SoftwareAuthenticator(origin);
  const cookie = await signedInCookie(service.url);
  const call = (path: string, body?: unknown) =>
    fetch(`${service.url}/api/sso/passkeys${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const { publicKey } = await (await call('/registration/options')).json();
  const credential = authenticator.register(publicKey);
  expect((await call('/registration', { credential })).status).toBe(201);
  return { authenticator, id: credential.id };
}

describe('starting passkey sign-ins from one client address', () => {
  it('answers the 61st within a minute with 429 too_many_attempts, saying until when', async () => {
    await start();
    for (let i = 0; i < 60; i += 1) expect((await startSignIn(attacker)).status).toBe(200);
    clock += 20_000;
    const refused = await startSignIn(attacker);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(await refused.json()).toMatchObject({
      error: { code: 'too_many_attempts', retryAfter: 40 },
    });
  });

  it('counts each address apart, so a broker elsewhere still starts one', async () => {
    await start();
    for (let i = 0; i < 61; i += 1) await startSignIn(attacker);
    expect((await startSignIn(broker)).status).toBe(200);
  });

  it("never pushes out another address's waiting attempt, however many it starts", async () => {
    // Small numbers, so that a flood past the service's capacity is quick to send.
    await start({ passkeySignInLimit: { perAddress: 1000, waitingPerAddress: 5, waiting: 20 } });
    const passkey = await anaWithPasskey();
    const { attemptId, publicKey } = await (await startSignIn(broker)).json();
    for (let i = 0; i < 25; i += 1) expect((await startSignIn(attacker)).status).toBe(200);

    const credential = passkey.authenticator.signIn(publicKey, passkey.id);
    const signedIn = await sendFrom(broker, service.url, {
      path: '/api/sso/passkeys/sign-in',
      body: { attemptId, credential, rememberMe: false, applicationId },
    });
    expect(signedIn.status).toBe(200);
  });
});
