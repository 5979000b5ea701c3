import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, type RunningService, startService, whoami } from './support';

// Three hours ahead of the machine, as a server whose clock differs from the browser's, and
// held still, so the answer's times can be compared exactly. On a whole second, since `Date`
// names whole seconds.
const serviceNow = Math.floor((Date.now() + 3 * 60 * 60 * 1000) / 1000) * 1000;
let service: RunningService;
beforeAll(async () => {
  service = await startService({ now: () => serviceNow });
});
afterAll(() => service.close());

describe('the Date header', () => {
  it('is on the clock the answer states its times by', async () => {
    const response = await login(service.url);
    expect(response.status).toBe(200);
    const { session } = (await response.json()) as { session: { expiresAt: string } };
    expect(Date.parse(response.headers.get('date') ?? '')).toBe(serviceNow);
    // The browser session lasts 12 hours from the service's now, which the header names.
    expect(Date.parse(session.expiresAt)).toBe(serviceNow + 12 * 60 * 60 * 1000);
  });

  it('is on every API answer, refusals included', async () => {
    expect(Date.parse((await whoami(service.url)).headers.get('date') ?? '')).toBe(serviceNow);
  });
});
