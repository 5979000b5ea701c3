import { readFileSync } from 'node:fs';
import { generate } from 'otplib';
import { defaultUsersFile } from '../../dev-server/accounts/users.js';

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

/**
 * The recovery codes dev-server/README.md gives a newcomer for the demo account with an
 * authenticator: read from there, so a test using one also proves the README right.
 */
export function readmeRecoveryCodes(): string[] {
  const readme = readFileSync(new URL('../../dev-server/README.md', import.meta.url), 'utf8');
  const paragraph = readme.slice(readme.indexOf('recovery codes, each once'));
  const line = paragraph.slice(0, paragraph.indexOf('.\n'));
  const codes = [...line.matchAll(/`([a-z2-9]{5}-[a-z2-9]{5})`/g)].map((match) => match[1] ?? '');
  if (codes.length !== 10)
    throw new Error('dev-server/README.md no longer lists ten recovery codes');
  return codes;
}
