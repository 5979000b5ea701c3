import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { SsoServiceOptions } from '../../dev-server/app.js';
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
