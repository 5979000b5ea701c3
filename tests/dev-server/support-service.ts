import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { SsoServiceOptions } from '../../dev-server/app.js';
import { cheaplyHashedUsers } from '../support/cheap-demo-users';
import { type RunningService, startService } from './support';

/**
 * The service on a clock the test moves (`run.clock += minute`), started before each test
 * and closed after it, with room for as many sign-ins as a test makes. Read `run.service` and
 * `run.url` inside a test: each test has a service of its own.
 */
export interface ClockedService {
  clock: number;
  service: RunningService;
  url: string;
}

/** A minute on the test's clock. */
export const minute = 60 * 1000;

/** A JSON object as the service answers it. */
export type Json = Record<string, unknown>;

/** The middle of a 30-second step, so the authenticator codes either side are whole steps away. */
export const midStep = Date.parse('2026-11-23T12:00:15Z');

export function serviceForEachTest(
  options: SsoServiceOptions | (() => Promise<SsoServiceOptions>) = {},
  startsAt = midStep,
): ClockedService {
  const run = { clock: startsAt } as ClockedService;
  beforeEach(async () => {
    run.clock = startsAt;
    const given = typeof options === 'function' ? await options() : options;
    run.service = await startService({
      now: () => run.clock,
      loginRateLimit: { maxAttempts: 1000 },
      ...given,
    });
    run.url = run.service.url;
  });
  afterEach(() => run.service.close());
  return run;
}

/**
 * One service for every test of the file, which share its counters, with room for as many
 * sign-ins as they make (the address limit has tests of its own).
 */
export function serviceForAllTests(options: SsoServiceOptions = {}): Omit<ClockedService, 'clock'> {
  const run = {} as Omit<ClockedService, 'clock'>;
  beforeAll(async () => {
    run.service = await startService({ loginRateLimit: { maxAttempts: 1000 }, ...options });
    run.url = run.service.url;
  });
  afterAll(() => run.service.close());
  return run;
}

/**
 * One service for every test of the file, on a clock the tests move, with the demo users
 * rehashed at a low scrypt cost (cheaplyHashedUsers): tests that make dozens of wrong
 * passwords keep each to a millisecond or two.
 */
export function cheaplyHashedServiceForAllTests(options: SsoServiceOptions = {}): ClockedService {
  const scratch = mkdtempSync(join(tmpdir(), 'gofy-cheap-users-'));
  const run = { clock: Date.now() } as ClockedService;
  beforeAll(async () => {
    run.service = await startService({
      usersFile: await cheaplyHashedUsers(scratch),
      now: () => run.clock,
      loginRateLimit: { maxAttempts: 1000 },
      ...options,
    });
    run.url = run.service.url;
  });
  afterAll(async () => {
    await run.service.close();
    rmSync(scratch, { recursive: true, force: true });
  });
  return run;
}

/**
 * Options for `serviceForEachTest` with the demo users rehashed at a low scrypt cost once for
 * the file (cheaplyHashedUsers), beside `options`: for tests that type passwords often.
 */
export function withCheaplyHashedUsers(
  options: SsoServiceOptions = {},
): () => Promise<SsoServiceOptions> {
  const scratch = mkdtempSync(join(tmpdir(), 'gofy-cheap-users-'));
  const usersFile = cheaplyHashedUsers(scratch);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  return async () => ({ ...options, usersFile: await usersFile });
}
