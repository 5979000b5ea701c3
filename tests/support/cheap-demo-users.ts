import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { hashPassword } from '../../dev-server/accounts/passwords.js';
import { defaultUsersFile } from '../../dev-server/accounts/users.js';

/** The password of every demo account (dev-server/README.md). */
export const demoPassword = 'gofy-demo-2026';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo users at a low scrypt cost, written once per run (this file's `setup`). */
    cheapDemoUsersFile: string;
  }
}

/**
 * A copy of the demo users file in `directory` with every password hashed at a low scrypt
 * cost: each sign-in then costs a millisecond or two, where the demo cost (N=16384) takes about
 * 50 ms of CPU, and a service's start one more for the hash it checks unknown emails against.
 * What the tests check does not depend on the cost; the demo file's own cost has tests of its
 * own (tests/dev-server/passwords.test.ts).
 */
export async function cheaplyHashedUsers(directory: string): Promise<string> {
  const data = JSON.parse(readFileSync(defaultUsersFile, 'utf8'));
  for (const user of data.users) {
    user.passwordHash = await hashPassword(demoPassword, { N: 1024, r: 8, p: 1 });
  }
  const file = join(directory, 'users.json');
  writeFileSync(file, JSON.stringify(data));
  return file;
}

/**
 * Writes the cheaply hashed demo users once for the project's run, for every service its tests
 * start (`startService`), and removes them after it. The component and service tests start
 * well over a thousand services between them.
 */
export default async function setup(project: TestProject) {
  const directory = mkdtempSync(join(tmpdir(), 'gofy-cheap-users-'));
  project.provide('cheapDemoUsersFile', await cheaplyHashedUsers(directory));
  return () => rmSync(directory, { recursive: true, force: true });
}
