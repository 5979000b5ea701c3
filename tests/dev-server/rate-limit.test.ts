import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { login, type RunningService, startService } from './support';

let clock = Date.now();
let service: RunningService | undefined;

beforeEach(async () => {
  await service?.close();
  clock = Date.now();
  service = await startService({ now: () => clock });
});
afterAll(() => service?.close());

function url(): string {
  if (!service) throw new Error('The service did not start');
  return service.url;
}

// Invalid bodies count as attempts too, and skip scrypt, which keeps these tests fast.
async function attempt(index: number): Promise<Response> {
  return login(url(), { email: `person${index}@gofy.example`, password: '' });
}

describe('limiting sign-in attempts per client address', () => {
  it('answers attempt 21 within a minute with 429 too_many_attempts', async () => {
    for (let i = 0; i < 20; i += 1) expect((await attempt(i)).status).toBe(400);
    const response = await attempt(20);
    expect(response.status).toBe(429);
    expect((await response.json()).error.code).toBe('too_many_attempts');
  });

  it('states the wait until the window ends in Retry-After and in the body', async () => {
    for (let i = 0; i < 20; i += 1) await attempt(i);
    clock += 45_000;
    const response = await attempt(20);
    expect(response.headers.get('retry-after')).toBe('15');
    expect((await response.json()).error.retryAfter).toBe(15);
  });

  it('counts attempts for different emails together', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await attempt(i)).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });

  it('lets attempts through again in the next window', async () => {
    for (let i = 0; i < 21; i += 1) await attempt(i);
    clock += 60_000;
    expect((await attempt(21)).status).toBe(400);
  });

  it('takes its limit and window from the options', async () => {
    await service?.close();
    service = await startService({
      now: () => clock,
      loginRateLimit: { maxAttempts: 2, windowSeconds: 10 },
    });
    await attempt(0);
    await attempt(1);
    const response = await attempt(2);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('10');
  });
});
