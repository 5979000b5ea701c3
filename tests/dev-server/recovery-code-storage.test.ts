import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultUsersFile } from '../../dev-server/accounts/users.js';
import { authenticatorCode, readmeRecoveryCodes } from '../support/authenticator-app';
import { carla, diego, login, pendingCookie, startService } from './support';
import { serviceForEachTest } from './support-service';

// What the service keeps of recovery codes (contract: the `second-factor` tag). A code has
// about 49.5 bits: kept as a plain SHA-256, a copy of the store gives every code of every
// account back in hours of a graphics card's time. Each must be a slow hash with a salt of
// its own (ASVS 5.0 V6.5.2).

const scratch = mkdtempSync(join(tmpdir(), 'gofy-recovery-codes-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const run = serviceForEachTest();

function complete(pending: string, body: Record<string, unknown>): Promise<Response> {
  return fetch(`${run.url}/api/sso/login/second-factor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: pending },
    body: JSON.stringify(body),
  });
}

/** Diego sets up his authenticator at his first sign-in; answers his ten recovery codes. */
async function diegoEnrols(): Promise<string[]> {
  const pending = pendingCookie(await login(run.url, diego));
  const setup = await fetch(`${run.url}/api/sso/login/second-factor/authenticator`, {
    method: 'POST',
    headers: { cookie: pending },
  });
  const { secret } = (await setup.json()) as { secret: string };
  const enrolled = await complete(pending, { code: await authenticatorCode(secret, run.clock) });
  expect(enrolled.status).toBe(200);
  return ((await enrolled.json()) as { recoveryCodes: string[] }).recoveryCodes;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');
const characters = (code: string) => code.replace('-', '');

describe('recovery codes', () => {
  it('are kept as scrypt with a salt of their own, never as the code or a plain hash', async () => {
    const codes = await diegoEnrols();
    const stored = run.service.service.storedRecoveryCodeHashes(diego.email);
    expect(stored).toHaveLength(10);
    for (const hash of stored) expect(hash).toMatch(/^scrypt\$4096\$8\$1\$[A-Za-z0-9+/=]+\$/);
    expect(new Set(stored.map((hash) => hash.split('$')[4])).size).toBe(10);
    for (const code of codes) {
      for (const hash of stored) {
        expect(hash).not.toContain(characters(code));
        expect(hash).not.toContain(sha256(characters(code)));
      }
    }
  });

  it('still work as the README gives them for the demo account, each once', async () => {
    for (const code of readmeRecoveryCodes()) {
      const pending = pendingCookie(await login(run.url, carla));
      expect((await complete(pending, { recoveryCode: code })).status).toBe(200);
    }
    expect(run.service.service.storedRecoveryCodeHashes(carla.email)).toEqual([]);
  });

  it('are refused from a users file that keeps them as plain hashes', async () => {
    const file = join(scratch, 'plain-hashes.json');
    const users = JSON.parse(readFileSync(defaultUsersFile, 'utf8')) as {
      users: { authenticator?: { recoveryCodeHashes: string[] } }[];
    };
    const withAuthenticator = users.users.find((user) => user.authenticator);
    if (!withAuthenticator?.authenticator) throw new Error('No demo user has an authenticator');
    withAuthenticator.authenticator.recoveryCodeHashes = readmeRecoveryCodes().map((code) =>
      sha256(characters(code)),
    );
    writeFileSync(file, JSON.stringify(users));
    await expect(startService({ usersFile: file })).rejects.toThrow(
      /users\[2\]\.authenticator\.recoveryCodeHashes/,
    );
  });
});
