import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  defaultUsersFile,
  loadUserDirectory,
  normalizeEmail,
} from '../../dev-server/accounts/users.js';
import { suiteApplications } from '../../src/config/suite-applications.js';
import { contractDocument, resolvePointer } from '../support/contract/contract-document';

const scratch = mkdtempSync(join(tmpdir(), 'gofy-users-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const validHash =
  'scrypt$16384$8$1$PNb5hHFUnBjr8JzvODKq3w==$VcMvGVI82PMsFRKbFVoZH5Tn7Uz7ubsj9ibMaNCoDY0=';

function usersFile(content: unknown): string {
  const file = join(scratch, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(content));
  return file;
}

function aUser(overrides: Record<string, unknown> = {}) {
  return {
    id: 'u1',
    email: 'carla@gofy.example',
    name: 'Carla',
    apps: ['pipeline'],
    passwordHash: validHash,
    ...overrides,
  };
}

describe('the users directory', () => {
  const directory = loadUserDirectory(defaultUsersFile);

  it('seeds Ana with every application of the suite', () => {
    expect(directory.findByEmail('ana.souza@gofy.example')?.apps).toEqual(suiteApplications);
  });

  it('seeds Bruno with pipeline, multiquote and education only', () => {
    expect(directory.findByEmail('bruno.lima@gofy.example')?.apps).toEqual([
      'pipeline',
      'multiquote',
      'education',
    ]);
  });

  it('allows the portal application id 7', () => {
    expect([...directory.allowedApplicationIds]).toEqual([7]);
  });

  it('normalises an email by trimming it and ignoring case', () => {
    expect(normalizeEmail('  Ana.Souza@GOFY.example ')).toBe('ana.souza@gofy.example');
  });

  it('grants every suite application, in the suite order, to an entry with apps "all"', () => {
    const file = usersFile({ allowedApplicationIds: [7], users: [aUser({ apps: 'all' })] });
    expect(loadUserDirectory(file).findByEmail('carla@gofy.example')?.apps).toEqual(
      suiteApplications,
    );
  });

  it('refuses an apps value that is neither a list nor "all"', () => {
    const file = usersFile({ allowedApplicationIds: [7], users: [aUser({ apps: 'every' })] });
    expect(() => loadUserDirectory(file)).toThrow(/users\[0\]\.apps/);
  });

  it('refuses a file granting an application the suite does not have', () => {
    const file = usersFile({ allowedApplicationIds: [7], users: [aUser({ apps: ['payroll'] })] });
    expect(() => loadUserDirectory(file)).toThrow(/users\[0\]\.apps/);
  });

  it('refuses a file with a plaintext password in place of a hash', () => {
    const file = usersFile({
      allowedApplicationIds: [7],
      users: [aUser({ passwordHash: 'hunter2' })],
    });
    expect(() => loadUserDirectory(file)).toThrow(/users\[0\]\.passwordHash/);
  });

  it('refuses two accounts whose emails differ only in case', () => {
    const file = usersFile({
      allowedApplicationIds: [7],
      users: [aUser(), aUser({ id: 'u2', email: 'CARLA@gofy.example' })],
    });
    expect(() => loadUserDirectory(file)).toThrow(/used twice/);
  });

  it('refuses a file without allowed application ids', () => {
    const file = usersFile({ users: [aUser()] });
    expect(() => loadUserDirectory(file)).toThrow(/allowedApplicationIds/);
  });
});

describe('the suite applications', () => {
  it('are the application keys the contract names, in the same order', () => {
    const key = resolvePointer(contractDocument(), '#/components/schemas/ApplicationKey');
    expect((key as { enum?: unknown }).enum).toEqual(suiteApplications);
  });
});
