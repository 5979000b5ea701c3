import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  parsePasswordHash,
  verifyPassword,
} from '../../dev-server/accounts/passwords.js';
import { defaultUsersFile } from '../../dev-server/accounts/users.js';

const demoPassword = 'gofy-demo-2026';

// Hashing at the real cost takes about 50 ms; these tests only need the format and the maths.
const cheap = { N: 1024, r: 8, p: 1 };

function runHashScript(input: string): Promise<{ code: number | null; stdout: string }> {
  const script = fileURLToPath(
    new URL('../../dev-server/accounts/hash-password.js', import.meta.url),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout }));
    child.stdin.end(input);
  });
}

describe('password hashing', () => {
  it('writes a hash as scrypt$N$r$p$salt$key with the cost it used', async () => {
    const hash = await hashPassword('correct horse', cheap);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
  });

  it('uses N=16384, r=8, p=1 unless told otherwise', async () => {
    const hash = await hashPassword('correct horse');
    expect(parsePasswordHash(hash).cost).toEqual({ N: 16384, r: 8, p: 1 });
  });

  it('accepts the password it hashed and refuses any other', async () => {
    const hash = await hashPassword('correct horse', cheap);
    await expect(verifyPassword('correct horse', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct horsE', hash)).resolves.toBe(false);
  });

  it('salts every hash so the same password never hashes the same twice', async () => {
    const first = await hashPassword('correct horse', cheap);
    const second = await hashPassword('correct horse', cheap);
    expect(first).not.toBe(second);
  });

  it('treats a composed and a decomposed accent as the same password', async () => {
    const hash = await hashPassword('caf\u00e9', cheap);
    await expect(verifyPassword('cafe\u0301', hash)).resolves.toBe(true);
  });

  it('refuses a stored hash whose cost would stall every sign-in', () => {
    expect(() =>
      parsePasswordHash('scrypt$2097152$8$1$c2FsdHNhbHQ=$a2V5a2V5a2V5a2V5a2V5a2V5'),
    ).toThrow(/power of two/);
  });

  it('refuses a stored value that is not a scrypt hash', () => {
    expect(() => parsePasswordHash(demoPassword)).toThrow(/scrypt\$N\$r\$p/);
  });
});

describe('the demo users file', () => {
  const text = readFileSync(defaultUsersFile, 'utf8');
  const users = JSON.parse(text).users as { email: string; passwordHash: string }[];

  it('contains no plaintext password', () => {
    expect(text).not.toContain(demoPassword);
    expect(text.toLowerCase()).not.toMatch(/"password"\s*:/);
  });

  it('stores every password as scrypt at the production cost', () => {
    for (const user of users) expect(user.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
  });

  it('holds hashes of the documented demo password', async () => {
    for (const user of users) {
      await expect(verifyPassword(demoPassword, user.passwordHash)).resolves.toBe(true);
    }
  });
});

describe('hash-password.js', () => {
  it('prints a hash of the password piped to it, without the trailing line break', async () => {
    const { code, stdout } = await runHashScript('s3cret-Passw0rd\n');
    expect(code).toBe(0);
    const hash = stdout.trim();
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    await expect(verifyPassword('s3cret-Passw0rd', hash)).resolves.toBe(true);
  });

  it('refuses an empty password', async () => {
    const { code, stdout } = await runHashScript('\n');
    expect(code).toBe(1);
    expect(stdout).toBe('');
  });
});
