import { expect } from 'vitest';
import { type CeremonyOverrides, SoftwareAuthenticator } from '../support/software-authenticator';
import { type CallOptions, ssoCall } from './passkey-calls';
import { applicationId, signedInCookie } from './support';
import { serviceForEachTest } from './support-service';

/**
 * A service that takes passkeys from the portal's page at `pageOrigin`, on the test's clock,
 * and the passkey calls of that page, for the tests of adding, listing and signing in with
 * passkeys.
 */

type Json = Record<string, unknown>;

export const pageOrigin = 'http://localhost:3000';

export function passkeyServiceForEachTest() {
  const run = serviceForEachTest(
    { passkeys: { origins: [pageOrigin] } },
    Date.parse('2026-11-23T12:00:00Z'),
  );

  /** One request under `/api/sso/passkeys`. */
  const call = (path: string, init: CallOptions = {}) => ssoCall(run.url, `/passkeys${path}`, init);

  async function registrationOptions(cookie: string): Promise<Json> {
    const response = await call('/registration/options', { method: 'POST', cookie });
    expect(response.status).toBe(200);
    return ((await response.json()) as { publicKey: Json }).publicKey;
  }

  /** Adds a passkey from `authenticator` to the account signed in with `cookie`. */
  async function addPasskey(
    cookie: string,
    authenticator: SoftwareAuthenticator,
    overrides: CeremonyOverrides & { name?: string } = {},
  ) {
    const credential = authenticator.register(await registrationOptions(cookie), overrides);
    return call('/registration', {
      cookie,
      body: { credential, ...(overrides.name ? { name: overrides.name } : {}) },
    });
  }

  async function signInOptions(): Promise<{ attemptId: string; publicKey: Json }> {
    const response = await call('/sign-in/options', { method: 'POST' });
    expect(response.status).toBe(200);
    return response.json();
  }

  function sendSignIn(attemptId: string, credential: unknown) {
    return call('/sign-in', { body: { attemptId, credential, rememberMe: false, applicationId } });
  }

  async function signInWith(
    authenticator: SoftwareAuthenticator,
    id?: string,
    overrides: CeremonyOverrides = {},
  ) {
    const { attemptId, publicKey } = await signInOptions();
    return sendSignIn(attemptId, authenticator.signIn(publicKey, id, overrides));
  }

  /** Ana, signed in with her password, with one passkey on `authenticator`. */
  async function anaWithPasskey(authenticator = new SoftwareAuthenticator(pageOrigin)) {
    const cookie = await signedInCookie(run.url);
    const response = await addPasskey(cookie, authenticator, { name: 'Celular da Ana' });
    expect(response.status).toBe(201);
    const passkey = (await response.json()) as { id: string };
    return { cookie, authenticator, id: passkey.id };
  }

  return {
    run,
    call,
    registrationOptions,
    addPasskey,
    signInOptions,
    sendSignIn,
    signInWith,
    anaWithPasskey,
  };
}
