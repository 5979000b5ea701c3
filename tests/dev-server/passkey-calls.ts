import { expect } from 'vitest';
import type { SoftwareAuthenticator } from '../support/software-authenticator';
import { applicationId } from './support';

/**
 * The passkey and second-factor calls a browser makes to the local service, for the tests
 * of what adding a passkey needs and what signing in with one proves.
 */

type Json = Record<string, unknown>;

export interface CallOptions {
  readonly method?: string;
  readonly cookie?: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

/** One request under `/api/sso`: a POST when it has a body, else a GET, unless told. */
export function ssoCall(url: string, path: string, init: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${url}/api/sso${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
}

export async function errorCode(response: Response): Promise<unknown> {
  return ((await response.json()) as { error?: { code?: unknown } }).error?.code;
}

/** `name=value` of a cookie the response sets, ready for a `Cookie` header. */
/**
 * Adds a passkey from `authenticator` to the account signed in with `cookie`: the options,
 * the authenticator's answer, the answer sent. Answers the first refusal, or the 201.
 */
export async function addPasskey(
  url: string,
  cookie: string,
  authenticator: SoftwareAuthenticator,
  extra: { name?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers = extra.headers ?? {};
  const options = await ssoCall(url, '/passkeys/registration/options', {
    method: 'POST',
    cookie,
    headers,
  });
  if (options.status !== 200) return options;
  const { publicKey } = (await options.json()) as { publicKey: Json };
  const credential = authenticator.register(publicKey);
  return ssoCall(url, '/passkeys/registration', {
    cookie,
    headers,
    body: { credential, ...(extra.name ? { name: extra.name } : {}) },
  });
}

/** Signs in with the first passkey of `authenticator`, from a browser with `cookie` (if any). */
export async function signInWithPasskey(
  url: string,
  authenticator: SoftwareAuthenticator,
  cookie?: string,
): Promise<Response> {
  const started = await ssoCall(url, '/passkeys/sign-in/options', { method: 'POST' });
  expect(started.status).toBe(200);
  const { attemptId, publicKey } = (await started.json()) as { attemptId: string; publicKey: Json };
  return ssoCall(url, '/passkeys/sign-in', {
    ...(cookie ? { cookie } : {}),
    body: {
      attemptId,
      credential: authenticator.signIn(publicKey),
      rememberMe: false,
      applicationId,
    },
  });
}

/** The second factor's state as the security page reads it. */
export async function secondFactorStatus(url: string, cookie: string): Promise<Json> {
  const response = await ssoCall(url, '/second-factor', { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}
