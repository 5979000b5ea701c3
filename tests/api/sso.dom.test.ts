import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { knownSessionId } from '../../src/api/known-session';
import { refreshSession } from '../../src/api/session-refresh';
import { signIn, signOut, whoami } from '../../src/api/sso';
import { resetSsoClient } from '../../src/api/sso-calls';
import { signedInBody, unanswered } from '../support/stub-server';
import { stubServices } from '../support/stub-services';

vi.mock('../../src/config/config', () => import('../support/mock-config'));

const stub = stubServices(['sso']);

const credentials = { email: 'ana.souza@gofy.example', password: 'secret', rememberMe: true };

afterEach(async () => {
  vi.restoreAllMocks();
});

const signedOut = { status: 401, body: { error: { code: 'unauthenticated' } } };

describe('signIn', () => {
  beforeEach(() => {
    stub.on('GET /api/sso/whoami', signedOut);
  });

  it('posts the credentials with the application id and returns the signed-in user', async () => {
    stub.on('POST /api/sso/login', { body: signedInBody });
    stub.on('GET /api/sso/whoami', { body: signedInBody });
    const result = await signIn(credentials);
    expect(result).toMatchObject({ ok: true, signedIn: { user: { name: 'Ana Souza' } } });
    expect(JSON.parse(stub.requests[0]?.body ?? '')).toEqual({ ...credentials, applicationId: 7 });
    expect(knownSessionId()).toBe('s1');
  });

  it('reports blocked cookies when the service then knows nobody', async () => {
    stub.on('POST /api/sso/login', { body: signedInBody });
    expect(await signIn(credentials)).toEqual({ ok: false, failure: { kind: 'cookies_blocked' } });
  });

  it('keeps a confirmed sign-in when the check of the cookie cannot be made', async () => {
    stub.on('POST /api/sso/login', { body: signedInBody });
    stub.on('GET /api/sso/whoami', { status: 503, body: '' });
    expect(await signIn(credentials)).toMatchObject({ ok: true });
  });

  it('finds a sign-in whose answer a gateway lost, without sending the password again', async () => {
    stub.on('POST /api/sso/login', { status: 504, body: '<html>Gateway Timeout</html>' });
    stub.on('GET /api/sso/whoami', { body: signedInBody });
    expect(await signIn(credentials)).toMatchObject({
      ok: true,
      signedIn: { user: { name: 'Ana Souza' } },
    });
    expect(stub.requests.filter((request) => request.path === '/api/sso/login')).toHaveLength(1);
  });

  it('finds a sign-in that went through after the portal stopped waiting for it', async () => {
    stub.on('POST /api/sso/login', { body: signedInBody, until: unanswered });
    stub.on('GET /api/sso/whoami', { body: signedInBody });
    resetSsoClient({ timeoutMs: 300 });
    expect(await signIn(credentials)).toMatchObject({ ok: true });
  });

  it.each([
    [401, { error: { code: 'invalid_credentials' } }, {}, { kind: 'invalid_credentials' }],
    [
      423,
      { error: { code: 'account_locked', retryAfter: 900 } },
      {},
      { kind: 'account_locked', wait: 900 },
    ],
    [423, { error: { code: 'account_locked' } }, {}, { kind: 'account_locked' }],
    [
      429,
      { error: { code: 'too_many_attempts' } },
      { 'retry-after': '42' },
      { kind: 'too_many_attempts', wait: 42 },
    ],
    [429, '', {}, { kind: 'too_many_attempts', wait: 60 }],
    [403, { error: { code: 'forbidden_origin' } }, {}, { kind: 'forbidden' }],
    [400, { error: { code: 'invalid_request' } }, {}, { kind: 'invalid_request' }],
    [502, '<html><body>Bad Gateway</body></html>', {}, { kind: 'unavailable' }],
    [503, '', {}, { kind: 'unavailable' }],
    [
      503,
      { error: { code: 'unavailable', retryAfter: 300 } },
      { 'retry-after': '300' },
      { kind: 'service_unavailable', wait: 300 },
    ],
    [503, '', { 'retry-after': '120' }, { kind: 'service_unavailable', wait: 120 }],
    [
      503,
      '',
      // Five minutes after the server's now, however far off the device's clock is.
      {
        date: 'Tue, 01 Jan 2030 03:00:00 GMT',
        'retry-after': 'Tue, 01 Jan 2030 03:05:00 GMT',
      },
      { kind: 'service_unavailable', wait: 300 },
    ],
    [418, { error: { code: 'teapot' } }, {}, { kind: 'malformed' }],
  ])('maps a %i answer to its failure', async (status, body, headers, failure) => {
    stub.on('POST /api/sso/login', { status, body, headers });
    expect(await signIn(credentials)).toEqual({ ok: false, failure });
  });

  it('asks nothing more when the service says it is down for a while', async () => {
    stub.on('POST /api/sso/login', {
      status: 503,
      headers: { 'retry-after': '300' },
      body: { error: { code: 'unavailable', retryAfter: 300 } },
    });
    await signIn(credentials);
    expect(stub.requests.map((request) => request.path)).toEqual(['/api/sso/login']);
  });

  it('reports a 200 whose body is a proxy page as malformed, not as signed in', async () => {
    stub.on('POST /api/sso/login', { body: '<!doctype html><title>Login</title>' });
    expect(await signIn(credentials)).toEqual({ ok: false, failure: { kind: 'malformed' } });
  });

  it('reports a 200 with missing fields as malformed', async () => {
    stub.on('POST /api/sso/login', { body: { user: { id: 'u1' } } });
    expect(await signIn(credentials)).toEqual({ ok: false, failure: { kind: 'malformed' } });
  });

  it('gives up with a timeout when the service does not answer in time', async () => {
    stub.on('POST /api/sso/login', { body: signedInBody, until: unanswered });
    resetSsoClient({ timeoutMs: 300 });
    expect(await signIn(credentials)).toEqual({ ok: false, failure: { kind: 'timeout' } });
  });

  it('reports an unreachable service as unavailable', async () => {
    await stub.close();
    expect(await signIn(credentials)).toEqual({ ok: false, failure: { kind: 'unavailable' } });
  });

  it('does not send anything while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await signIn(credentials)).toEqual({ ok: false, failure: { kind: 'offline' } });
    expect(stub.requests).toHaveLength(0);
  });
});

describe('whoami', () => {
  it('returns the signed-in user', async () => {
    stub.on('GET /api/sso/whoami', { body: signedInBody });
    expect(await whoami()).toMatchObject({ status: 'signed-in', signedIn: { user: { id: 'u1' } } });
  });

  it('treats 401 as signed out', async () => {
    stub.on('GET /api/sso/whoami', { status: 401, body: { error: { code: 'unauthenticated' } } });
    expect(await whoami()).toEqual({ status: 'signed-out' });
  });

  it('never treats a malformed 200 as signed in', async () => {
    stub.on('GET /api/sso/whoami', { body: { user: null } });
    expect(await whoami()).toEqual({ status: 'failed', failure: 'malformed' });
  });

  it('reports a server error as unavailable', async () => {
    stub.on('GET /api/sso/whoami', { status: 500, body: 'oops' });
    expect(await whoami()).toEqual({ status: 'failed', failure: 'unavailable' });
  });

  it("hands on the session's ends as this device's clock will read them", async () => {
    // The server's clock is three hours ahead of this device's; its session has ten minutes.
    // This device's clock is held still, so the moment can be compared exactly.
    const deviceNow = Math.floor(Date.now() / 1000) * 1000;
    vi.spyOn(Date, 'now').mockReturnValue(deviceNow);
    const serverNow = deviceNow + 3 * 60 * 60_000;
    stub.on('GET /api/sso/whoami', {
      headers: { date: new Date(serverNow).toUTCString() },
      body: {
        ...signedInBody,
        session: {
          id: 's1',
          expiresAt: new Date(serverNow + 10 * 60_000).toISOString(),
          absoluteExpiresAt: new Date(serverNow + 20 * 60_000).toISOString(),
          remembered: false,
        },
      },
    });
    const result = await whoami();
    const session = result.status === 'signed-in' ? result.signedIn.session : undefined;
    // `Date` names whole seconds; the portal takes the server to be half way through one.
    expect((session?.expiresAt.getTime() ?? 0) - deviceNow).toBe(10 * 60_000 - 500);
    expect((session?.absoluteExpiresAt?.getTime() ?? 0) - deviceNow).toBe(20 * 60_000 - 500);
  });
});

describe('refreshSession', () => {
  it('posts to the refresh call and returns the session with its new expiry', async () => {
    const later = {
      ...signedInBody,
      session: {
        id: 's2',
        expiresAt: '2031-01-01T00:00:00.000Z',
        absoluteExpiresAt: '2031-01-01T00:00:00.000Z',
        remembered: false,
      },
    };
    stub.on('POST /api/sso/session/refresh', { body: later });
    const result = await refreshSession();
    expect(result).toMatchObject({ status: 'signed-in' });
    expect(result.status === 'signed-in' && result.signedIn.session.expiresAt.toISOString()).toBe(
      '2031-01-01T00:00:00.000Z',
    );
    expect(knownSessionId()).toBe('s2');
  });

  it('treats 401 as a session that has already ended', async () => {
    stub.on('POST /api/sso/session/refresh', {
      status: 401,
      body: { error: { code: 'unauthenticated' } },
    });
    expect(await refreshSession()).toEqual({ status: 'signed-out' });
  });

  it('reports a refusal it cannot act on as malformed', async () => {
    stub.on('POST /api/sso/session/refresh', {
      status: 403,
      body: { error: { code: 'forbidden_origin' } },
    });
    expect(await refreshSession()).toEqual({ status: 'failed', failure: 'malformed' });
  });
});

describe('signOut', () => {
  it('succeeds on 204 and names the session when asked to', async () => {
    stub.on('POST /api/sso/logout', { status: 204 });
    expect(await signOut('s-old')).toEqual({ ok: true });
    expect(JSON.parse(stub.requests[0]?.body ?? '')).toEqual({ sessionId: 's-old' });
  });

  it('sends no body when no session is named', async () => {
    stub.on('POST /api/sso/logout', { status: 204 });
    await signOut();
    expect(stub.requests[0]?.body).toBe('');
  });

  it('reports a server error as unavailable', async () => {
    stub.on('POST /api/sso/logout', { status: 503 });
    expect(await signOut()).toEqual({ ok: false, failure: 'unavailable' });
  });
});
