import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningService, signedInCookie, startService } from '../dev-server/support';

// Answers at the edges of the contract's paths. Each test's traffic is also held to
// docs/openapi.yaml after it runs (tests/setup-service-contract.ts).

let service: RunningService;
let cookie: string;
beforeAll(async () => {
  service = await startService();
  cookie = await signedInCookie(service.url);
});
afterAll(() => service.close());

async function errorCode(response: Response): Promise<unknown> {
  return ((await response.json()) as { error?: { code?: unknown } }).error?.code;
}

describe('the session refresh', () => {
  it('refuses a body that is not JSON with 400 invalid_request', async () => {
    const response = await fetch(`${service.url}/api/sso/session/refresh`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'text/plain' },
      body: 'stay',
    });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('invalid_request');
  });
});

describe('a path the contract does not have', () => {
  it.each([
    '/api/postal-code/',
    '/api/postal-code/01310/100',
    '/api/tourist/tours/',
    '/api/tourist/tours/welcome/steps',
  ])('is answered 404 not_found: %s', async (path) => {
    const response = await fetch(`${service.url}${path}`, { headers: { cookie } });
    expect(response.status).toBe(404);
    expect(await errorCode(response)).toBe('not_found');
  });
});
