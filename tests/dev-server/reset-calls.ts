import { afterEach, expect } from 'vitest';
import type { SsoServiceOptions } from '../../dev-server/app.js';
import { bruno, type RunningService, rawRequest, startService } from './support';

/** The service's password-reset calls, as a page (or an attacker's script) sends them. */
function post(url: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/sso/password-reset${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export const requestReset = (url: string, email: string, headers: Record<string, string> = {}) =>
  post(url, '', { email, locale: 'en' }, headers);
export const checkToken = (url: string, token: unknown) => post(url, '/check', { token });
export const completeReset = (url: string, token: unknown, password: unknown) =>
  post(url, '/complete', { token, password });

/** The message is handed to hermes just after the answer; give it that moment. */
export async function latestResetLink(service: RunningService, email: string = bruno.email) {
  await new Promise((resolve) => setImmediate(resolve));
  const message = service.service.outbox.latest(email, 'password-reset');
  return message ? new URL(message.variables.resetUrl ?? '') : undefined;
}

/** A reset link's token for `email`, as the owner would find it in their inbox. */
export async function issueToken(service: RunningService, email: string = bruno.email) {
  expect((await requestReset(service.url, email)).status).toBe(202);
  const link = await latestResetLink(service, email);
  const token = link?.searchParams.get('token');
  if (!token) throw new Error('No reset link was sent');
  return token;
}

/**
 * A test starts its own service, with the options it needs, by `start(options)`, on a clock
 * it moves (`reset.clock += ...`); the service is closed after the test.
 */
export function resetServiceForEachTest() {
  const reset = { clock: Date.now(), running: undefined as RunningService | undefined };
  afterEach(async () => {
    await reset.running?.close();
    reset.running = undefined;
  });
  async function start(options: SsoServiceOptions = {}) {
    reset.clock = Date.now();
    reset.running = await startService({ now: () => reset.clock, ...options });
    return reset.running;
  }
  return { reset, start };
}

export const newPassword = 'a calm river under seven bridges';

/** Asks for a link with the Host header exactly as given, which fetch would not send. */
export function rawRequestReset(
  service: RunningService,
  host: string,
  email: string = bruno.email,
) {
  return rawRequest(service.url, {
    method: 'POST',
    path: '/api/sso/password-reset',
    headers: { host, 'content-type': 'application/json' },
    body: JSON.stringify({ email, locale: 'en' }),
  });
}
