import { readFileSync } from 'node:fs';
import { generate } from 'otplib';
import { defaultUsersFile } from '../../dev-server/users.js';

/**
 * What a broker's authenticator app does, for tests: the six digits of a secret at a given
 * time, from the same library the SSO checks them with.
 */
export function authenticatorCode(secret: string, atMs: number): Promise<string> {
  return generate({ secret, epoch: Math.floor(atMs / 1000) });
}

/** The authenticator secret the demo users file gives an account. */
export function demoAuthenticatorSecret(email: string): string {
  const file = JSON.parse(readFileSync(defaultUsersFile, 'utf8')) as {
    users: { email: string; authenticator?: { secret: string } }[];
  };
  const secret = file.users.find((user) => user.email === email)?.authenticator?.secret;
  if (!secret) throw new Error(`The demo users file gives ${email} no authenticator`);
  return secret;
}
