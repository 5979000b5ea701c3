import { expect } from 'vitest';
import type { SoftwareAuthenticator } from '../support/software-authenticator';
import { ssoCall } from './passkey-calls';
import { whoami } from './support';

/**
 * Proving who one is again within a session (contract 1.21.0, "Recent proof"), as the security
 * page does it, and what whoami then says of the session's proofs.
 */

export interface Proof {
  readonly factor: 'first' | 'second';
  readonly method: string;
  readonly at: string;
}

export interface Authentication {
  readonly signedInAt: string;
  readonly proofs: readonly Proof[];
  readonly reauthenticateWith: readonly string[];
  readonly recentUntil: string | null;
}

export function reauthenticateWithPassword(url: string, cookie: string, password: string) {
  return ssoCall(url, '/session/reauthenticate/password', { cookie, body: { password } });
}

export function reauthenticateWithCode(
  url: string,
  cookie: string,
  body: { code: string } | { recoveryCode: string },
) {
  return ssoCall(url, '/session/reauthenticate/second-factor', { cookie, body });
}

export function passkeyReauthenticationOptions(url: string, cookie: string) {
  return ssoCall(url, '/session/reauthenticate/passkey/options', { method: 'POST', cookie });
}

/**
 * Asks for the options, then answers them with `authenticator`'s passkey `id` (its first if
 * not named). Answers the refusal of the options, or the answer to the passkey.
 */
export async function reauthenticateWithPasskey(
  url: string,
  cookie: string,
  authenticator: SoftwareAuthenticator,
  id?: string,
): Promise<Response> {
  const options = await passkeyReauthenticationOptions(url, cookie);
  if (options.status !== 200) return options;
  const { publicKey } = (await options.json()) as { publicKey: Record<string, unknown> };
  return ssoCall(url, '/session/reauthenticate/passkey', {
    cookie,
    body: { credential: authenticator.signIn(publicKey, id) },
  });
}

/** Whoami's `authentication` for the session of `cookie`. */
export async function authenticationOf(url: string, cookie: string): Promise<Authentication> {
  const response = await whoami(url, cookie);
  expect(response.status).toBe(200);
  return ((await response.json()) as { authentication: Authentication }).authentication;
}

/** The proofs as `factor method @ ISO time`, for comparing lists at a glance. */
export function proofLines(authentication: Authentication): string[] {
  return authentication.proofs.map((proof) => `${proof.factor} ${proof.method} @ ${proof.at}`);
}
