import { expect } from 'vitest';
import { authenticatorCode, demoAuthenticatorSecret } from '../support/authenticator-app';
import { carla, login, pendingCookie } from './support';
import { serviceForEachTest } from './support-service';

/**
 * The code step of a password sign-in as the portal's page drives it, against a service on
 * the test's clock: Carla's password, her codes, the pending sign-in and its answers.
 */

type Json = Record<string, unknown>;

const carlaSecret = demoAuthenticatorSecret(carla.email);

/** The error object of a refusal. */
export async function errorOf(response: Response): Promise<Json> {
  return ((await response.json()) as { error: Json }).error;
}

export function codeStepForEachTest() {
  const run = serviceForEachTest();

  /** Carla's password, answered with the pending sign-in's cookie. */
  async function startCarla(body: Json = {}, cookie?: string): Promise<string> {
    const response = await login(run.url, { ...carla, ...body }, cookie ? { cookie } : {});
    expect(response.status).toBe(202);
    return pendingCookie(response);
  }

  function complete(cookie: string | undefined, body: Json): Promise<Response> {
    return fetch(`${run.url}/api/sso/login/second-factor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  }

  function pendingSignIn(cookie?: string): Promise<Response> {
    return fetch(`${run.url}/api/sso/login/second-factor`, cookie ? { headers: { cookie } } : {});
  }

  /** Carla's code at the clock's time, or at `atMs`. */
  const carlaCode = (atMs = run.clock) => authenticatorCode(carlaSecret, atMs);

  return { run, carlaSecret, startCarla, complete, pendingSignIn, carlaCode };
}
