import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, type RunningService, startService, whoami } from './support';

// Three hours ahead of the machine, as a server whose clock differs from the browser's.
const offsetMs = 3 * 60 * 60 * 1000;
let service: RunningService;
beforeAll(async () => {
  service = await startService({ now: () => Date.now() + offsetMs });
});
afterAll(() => service.close());

describe('the Date header', () => {
  it('is on the clock the answer states its times by', async () => {
    const response = await login(service.url);
    expect(response.status).toBe(200);
    const { session } = (await response.json()) as { session: { expiresAt: string } };
    const date = Date.parse(response.headers.get('date') ?? '');
    // The browser session lasts 12 hours from the service's now, which the header names.
    const lifetime = Date.parse(session.expiresAt) - date;
    expect(lifetime).toBeGreaterThanOrEqual(12 * 60 * 60 * 1000 - 5_000);
    expect(lifetime).toBeLessThanOrEqual(12 * 60 * 60 * 1000 + 1_000);
  });

  it('is on every API answer, refusals included', async () => {
    const date = Date.parse((await whoami(service.url)).headers.get('date') ?? '');
    expect(Math.abs(date - (Date.now() + offsetMs))).toBeLessThan(5_000);
  });
});
