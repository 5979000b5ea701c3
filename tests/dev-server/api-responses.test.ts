import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, logout, type RunningService, startService, whoami } from './support';

let service: RunningService;
const logged: string[] = [];
beforeAll(async () => {
  service = await startService({ log: (line) => logged.push(line) });
});
afterAll(() => service.close());

function expectApiHeaders(response: Response) {
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('every API answer', () => {
  it('is JSON that no cache may keep', async () => {
    const responses = [
      await whoami(service.url),
      await login(service.url),
      await login(service.url, { password: 'wrong' }),
      await fetch(`${service.url}/api/postal-code/01310100`),
      await fetch(`${service.url}/api/nothing`),
    ];
    for (const response of responses) {
      expectApiHeaders(response);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    }
  });

  it('keeps a logout from being cached, too', async () => {
    expectApiHeaders(await logout(service.url));
  });

  it('answers an unknown API path with 404 not_found', async () => {
    const response = await fetch(`${service.url}/api/sso/profile`);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe('not_found');
  });

  it('answers a wrong method with 405 and the methods allowed', async () => {
    const response = await fetch(`${service.url}/api/sso/login`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect((await response.json()).error.code).toBe('method_not_allowed');
  });

  it('answers whoami to HEAD as to GET, without a body', async () => {
    const response = await fetch(`${service.url}/api/sso/whoami`, { method: 'HEAD' });
    expect(response.status).toBe(401);
  });
});

describe('the request log', () => {
  it('has one line per request with method, path, status and duration', async () => {
    logged.length = 0;
    await whoami(service.url);
    // Written when the answer has gone, which may be after the client has read it.
    await expect
      .poll(() => logged)
      .toEqual([expect.stringMatching(/^GET \/api\/sso\/whoami 401 \d+ms$/)]);
  });

  it('never records passwords, cookies or query strings', async () => {
    logged.length = 0;
    const response = await login(service.url, { password: 'gofy-demo-2026' });
    const cookie = response.headers.getSetCookie()[0] ?? '';
    await fetch(`${service.url}/api/sso/whoami?token=abc`, { headers: { cookie } });
    await expect.poll(() => logged).toHaveLength(2);
    const text = logged.join('\n');
    expect(text).not.toContain('gofy-demo-2026');
    expect(text).not.toContain(cookie.split(';')[0]?.split('=')[1]);
    expect(text).not.toContain('token');
  });
});
