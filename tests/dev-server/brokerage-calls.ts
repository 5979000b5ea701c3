import { expect } from 'vitest';
import { authenticatorCode, demoAuthenticatorSecret } from '../support/authenticator-app';
import { ssoCall } from './passkey-calls';
import { carla, login, sessionCookie, setCookie, whoami } from './support';
import type { ClockedService, Json } from './support-service';

/**
 * The brokerage calls of the tests (contract "Brokerages", `chooseBrokerage`) and Carla's
 * sign-ins: the demo broker in two brokerages, one of which requires the code
 * (dev-server/data/brokerages.json).
 */

export const mendes = 'mendes-corretora';
export const parceira = 'parceira-vida';

export function chooseBrokerage(url: string, cookie: string, brokerageId: unknown) {
  return ssoCall(url, '/session/brokerage', { method: 'PUT', cookie, body: { brokerageId } });
}

/** whoami's body for the session `cookie` names. */
export async function signedIn(url: string, cookie: string) {
  const answer = await whoami(url, cookie);
  expect(answer.status).toBe(200);
  return (await answer.json()) as { user: Json & { apps: string[] }; session: Json };
}

const secret = demoAuthenticatorSecret(carla.email);

/** Carla's code at the clock's time; the clock then moves a step, so the next code is new. */
export async function carlaCode(run: ClockedService): Promise<string> {
  const code = await authenticatorCode(secret, run.clock);
  run.clock += 30_000;
  return code;
}

/**
 * Carla signs in with her password and a code; with `trustDevice`, on the browser that sends
 * the device cookie it answers with. Resolves to the session cookie and that device cookie.
 */
export async function carlaWithCode(run: ClockedService, device = '') {
  const started = await login(run.url, carla, device ? { cookie: device } : {});
  expect(started.status).toBe(202);
  const pending = setCookie(started, 'gofy_pending_sign_in') ?? '';
  const issued = setCookie(started, 'gofy_device') ?? device;
  const done = await ssoCall(run.url, '/login/second-factor', {
    cookie: [pending, issued].filter(Boolean).join('; '),
    body: { code: await carlaCode(run), trustDevice: true },
  });
  expect(done.status).toBe(200);
  return { cookie: sessionCookie(done), device: setCookie(done, 'gofy_device') ?? issued };
}

/** Carla signs in on a trusted device with her password alone: no proof of the code. */
export async function carlaWithoutCode(run: ClockedService, device: string) {
  const answer = await login(run.url, carla, { cookie: device });
  expect(answer.status).toBe(200);
  return sessionCookie(answer);
}
