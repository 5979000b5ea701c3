import { expect } from 'vitest';
import { bruno, type RunningService } from './support';

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
