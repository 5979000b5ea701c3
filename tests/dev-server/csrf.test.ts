import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ana,
  applicationId,
  login,
  logout,
  type RunningService,
  rawRequest,
  sessionCookie,
  startService,
  whoami,
} from './support';

let service: RunningService;
beforeAll(async () => {
  service = await startService({
    allowedOrigins: ['https://portal.gofy.example'],
    loginRateLimit: { maxAttempts: 1000 },
  });
});
afterAll(() => service.close());

async function expectForbidden(response: Response) {
  expect(response.status).toBe(403);
  expect((await response.json()).error.code).toBe('forbidden_origin');
}

describe('refusing cross-site sign-ins', () => {
  it('refuses a sign-in whose Origin is another site', async () => {
    await expectForbidden(await login(service.url, {}, { origin: 'https://evil.example' }));
  });

  it('refuses a sign-in the browser marks Sec-Fetch-Site: cross-site', async () => {
    await expectForbidden(await login(service.url, {}, { 'sec-fetch-site': 'cross-site' }));
  });

  it('refuses a sign-in from a sibling site marked Sec-Fetch-Site: same-site', async () => {
    await expectForbidden(await login(service.url, {}, { 'sec-fetch-site': 'same-site' }));
  });

  it('refuses a sign-in with Origin: null', async () => {
    await expectForbidden(await login(service.url, {}, { origin: 'null' }));
  });

  it('refuses a sign-in with Origin: null even beside Sec-Fetch-Site: same-origin, which only reports may send', async () => {
    await expectForbidden(
      await login(service.url, {}, { origin: 'null', 'sec-fetch-site': 'same-origin' }),
    );
  });

  it('refuses a cross-site sign-in before looking at the credentials', async () => {
    await expectForbidden(
      await login(service.url, { password: 'wrong' }, { origin: 'https://evil.example' }),
    );
  });
});

describe('accepting same-site sign-ins', () => {
  it('accepts a sign-in from its own origin', async () => {
    const response = await login(
      service.url,
      {},
      { origin: service.url, 'sec-fetch-site': 'same-origin' },
    );
    expect(response.status).toBe(200);
  });

  it('accepts a sign-in typed into the address bar, marked Sec-Fetch-Site: none', async () => {
    expect((await login(service.url, {}, { 'sec-fetch-site': 'none' })).status).toBe(200);
  });

  it('accepts a sign-in with neither header, as curl sends it', async () => {
    expect((await login(service.url)).status).toBe(200);
  });

  it('accepts a sign-in from an allowed origin', async () => {
    const response = await login(service.url, {}, { origin: 'https://portal.gofy.example' });
    expect(response.status).toBe(200);
  });

  it.each([
    ['accepts the origin named by the Host header, as behind the dev server proxy', 3000, 200],
    ['refuses an origin that only shares the host name with the Host header', 3001, 403],
  ])('%s', async (_behaviour, originPort, status) => {
    const response = await rawRequest(service.url, {
      method: 'POST',
      path: '/api/sso/login',
      headers: {
        host: 'localhost:3000',
        origin: `http://localhost:${originPort}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ ...ana, rememberMe: false, applicationId }),
    });
    expect(response.status).toBe(status);
  });
});

describe('refusing cross-site sign-outs', () => {
  it('refuses a cross-site logout and leaves the session alone', async () => {
    const cookie = sessionCookie(await login(service.url));
    await expectForbidden(
      await logout(service.url, { cookie, headers: { origin: 'https://evil.example' } }),
    );
    expect((await whoami(service.url, cookie)).status).toBe(200);
  });
});
