import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  login,
  logout,
  type RunningService,
  rawRequest,
  signedInCookie,
  startService,
  whoami,
} from './support';

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

describe('the security headers of API answers', () => {
  // What an API answer needs: if a browser ever renders one (opened in a tab, sniffed,
  // framed), it may load nothing, run nothing, be framed by no one and read by no other site.
  const apiHeaders = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'cache-control': 'no-store',
  };

  function headersOf(response: Response | { headers: Record<string, unknown> }) {
    const read = (name: string) =>
      response.headers instanceof Headers ? response.headers.get(name) : response.headers[name];
    return Object.fromEntries(Object.keys(apiHeaders).map((name) => [name, read(name)]));
  }

  it('are on every kind of answer: JSON, 204, errors, 404, 405, 413', async () => {
    const cookie = await signedInCookie(service.url);
    const answers: [string, Response | { headers: Record<string, unknown> }][] = [
      ['200 whoami', await whoami(service.url, cookie)],
      ['401 whoami', await whoami(service.url)],
      ['HEAD whoami', await fetch(`${service.url}/api/sso/whoami`, { method: 'HEAD' })],
      ['400 login', await login(service.url, { password: '' })],
      ['204 logout', await logout(service.url, { cookie })],
      [
        '202 reset',
        await fetch(`${service.url}/api/sso/password-reset`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'nobody@gofy.example' }),
        }),
      ],
      ['200 postal code', await fetch(`${service.url}/api/postal-code/01310100`)],
      ['401 tours', await fetch(`${service.url}/api/tourist/tours`)],
      ['404', await fetch(`${service.url}/api/nothing`)],
      ['405', await fetch(`${service.url}/api/sso/login`)],
      [
        '413',
        await fetch(`${service.url}/api/sso/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ password: 'x'.repeat(20_000) }),
        }),
      ],
      [
        '204 CSP report',
        await fetch(`${service.url}/api/csp-reports`, {
          method: 'POST',
          headers: { 'content-type': 'application/csp-report' },
          body: JSON.stringify({
            'csp-report': {
              'document-uri': `${service.url}/login`,
              'violated-directive': 'script-src-elem',
              'effective-directive': 'script-src-elem',
              'blocked-uri': 'inline',
            },
          }),
        }),
      ],
      ['400 request target', await rawRequest(service.url, { path: 'http://portal.example/api' })],
    ];
    for (const [label, response] of answers) {
      expect({ label, ...headersOf(response) }).toEqual({ label, ...apiHeaders });
    }
  });

  it('protect the 303 that sends a form posted before the page loaded back to it', async () => {
    const response = await fetch(`${service.url}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.example&password=secret',
    });
    expect(response.status).toBe(303);
    expect(headersOf(response)).toMatchObject({
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': apiHeaders['strict-transport-security'],
      'cache-control': 'no-store',
    });
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
    // Beside the two requests, hermes may log a notice: a client without cookies is a new device.
    const requests = () => logged.filter((line) => /\/api\/sso\/(login|whoami)/.test(line));
    await expect.poll(requests).toHaveLength(2);
    const text = logged.join('\n');
    expect(text).not.toContain('gofy-demo-2026');
    expect(text).not.toContain(cookie.split(';')[0]?.split('=')[1]);
    expect(text).not.toContain('token');
  });
});
