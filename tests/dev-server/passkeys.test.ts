import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authenticatorCode } from '../support/authenticator-app';
import { type CeremonyOverrides, SoftwareAuthenticator } from '../support/software-authenticator';
import {
  ana,
  applicationId,
  bruno,
  login,
  type RunningService,
  rawRequest,
  sessionCookie,
  signedInCookie,
  startService,
  whoami,
} from './support';

// Each test's traffic is also held to docs/openapi.yaml after it runs.

const origin = 'http://localhost:3000';
const minute = 60 * 1000;
type Json = Record<string, unknown>;

let clock: number;
let service: RunningService;
let url: string;

beforeEach(async () => {
  clock = Date.parse('2026-11-23T12:00:00Z');
  service = await startService({
    now: () => clock,
    passkeys: { origins: [origin] },
    loginRateLimit: { maxAttempts: 1000 },
  });
  url = service.url;
});
afterEach(() => service.close());

function call(path: string, init: { method?: string; cookie?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${url}/api/sso/passkeys${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
}

async function errorCode(response: Response): Promise<unknown> {
  return ((await response.json()) as { error?: { code?: unknown } }).error?.code;
}

async function registrationOptions(cookie: string): Promise<Json> {
  const response = await call('/registration/options', { method: 'POST', cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { publicKey: Json }).publicKey;
}

/** Adds a passkey from `authenticator` to the account signed in with `cookie`. */
async function addPasskey(
  cookie: string,
  authenticator: SoftwareAuthenticator,
  overrides: CeremonyOverrides & { name?: string } = {},
) {
  const credential = authenticator.register(await registrationOptions(cookie), overrides);
  return call('/registration', {
    cookie,
    body: { credential, ...(overrides.name ? { name: overrides.name } : {}) },
  });
}

async function signInOptions(): Promise<{ attemptId: string; publicKey: Json }> {
  const response = await call('/sign-in/options', { method: 'POST' });
  expect(response.status).toBe(200);
  return response.json();
}

function sendSignIn(attemptId: string, credential: unknown) {
  return call('/sign-in', { body: { attemptId, credential, rememberMe: false, applicationId } });
}

async function signInWith(
  authenticator: SoftwareAuthenticator,
  id?: string,
  overrides: CeremonyOverrides = {},
) {
  const { attemptId, publicKey } = await signInOptions();
  return sendSignIn(attemptId, authenticator.signIn(publicKey, id, overrides));
}

/** Ana, signed in with her password, with one passkey on `authenticator`. */
async function anaWithPasskey(authenticator = new SoftwareAuthenticator(origin)) {
  const cookie = await signedInCookie(url);
  const response = await addPasskey(cookie, authenticator, { name: 'Celular da Ana' });
  expect(response.status).toBe(201);
  const passkey = (await response.json()) as { id: string };
  return { cookie, authenticator, id: passkey.id };
}

describe('adding a passkey', () => {
  it('stores it under the name given, never used yet', async () => {
    const cookie = await signedInCookie(url);
    const response = await addPasskey(cookie, new SoftwareAuthenticator(origin), {
      name: '  Celular da Ana ',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      name: 'Celular da Ana',
      createdAt: '2026-11-23T12:00:00.000Z',
      lastUsedAt: null,
      synced: false,
    });
  });

  it('asks for a discoverable credential, user verification, and no second one per device', async () => {
    const { cookie, id } = await anaWithPasskey();
    const options = await registrationOptions(cookie);
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'gofy' },
      user: { name: ana.email, displayName: 'Ana Souza' },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    });
    expect(options.excludeCredentials).toEqual([
      { id, type: 'public-key', transports: ['internal'] },
    ]);
    const list = (await (await call('', { cookie })).json()) as { userHandle: string };
    expect((options.user as Json).id).toBe(list.userHandle);
  });

  it('refuses an answer for a challenge used already', async () => {
    const cookie = await signedInCookie(url);
    const credential = new SoftwareAuthenticator(origin).register(
      await registrationOptions(cookie),
    );
    expect((await call('/registration', { cookie, body: { credential } })).status).toBe(201);
    const replay = await call('/registration', { cookie, body: { credential } });
    expect(replay.status).toBe(422);
    expect(await errorCode(replay)).toBe('passkey_refused');
  });

  it.each<[string, CeremonyOverrides]>([
    ['another origin', { origin: 'https://gofy-login.example' }],
    ['another relying party', { rpId: 'gofy-login.example' }],
    ['no user verification', { userVerified: false }],
    ['another challenge', { challenge: 'c29tZXRoaW5nIGVsc2Ugc2lnbmVkIGVudGlyZWx5IGVsc2U' }],
  ])('refuses a credential made with %s', async (_, overrides) => {
    const cookie = await signedInCookie(url);
    const response = await addPasskey(cookie, new SoftwareAuthenticator(origin), overrides);
    expect(response.status).toBe(422);
    expect(await errorCode(response)).toBe('passkey_refused');
  });

  it('refuses an answer once the sign-in is no longer recent, before its challenge expires', async () => {
    const cookie = await signedInCookie(url);
    clock += 4 * minute;
    const options = await registrationOptions(cookie);
    clock += minute + 1000;
    const credential = new SoftwareAuthenticator(origin).register(options);
    const response = await call('/registration', { cookie, body: { credential } });
    expect(response.status).toBe(403);
    expect(await errorCode(response)).toBe('recent_sign_in_required');
  });

  it('needs a recent sign-in, and a new sign-in gives one', async () => {
    const cookie = await signedInCookie(url);
    clock += 5 * minute + 1000;
    const stale = await call('/registration/options', { method: 'POST', cookie });
    expect(stale.status).toBe(403);
    expect(await errorCode(stale)).toBe('recent_sign_in_required');
    // Staying signed in does not count as proving who you are again.
    await fetch(`${url}/api/sso/session/refresh`, { method: 'POST', headers: { cookie } });
    expect((await call('/registration/options', { method: 'POST', cookie })).status).toBe(403);

    const fresh = await signedInCookie(url);
    expect((await addPasskey(fresh, new SoftwareAuthenticator(origin))).status).toBe(201);
  });

  it('needs a session', async () => {
    expect((await call('/registration/options', { method: 'POST' })).status).toBe(401);
    expect((await call('/registration', { body: { credential: {} } })).status).toBe(401);
    expect((await call('')).status).toBe(401);
  });

  it.each([
    ['no credential', {}],
    ['a credential of another shape', { credential: { id: 'x', rawId: 'y', type: 'public-key' } }],
    ['a name too long', { credential: null, name: 'n'.repeat(65) }],
    ['a name with a bidi override', { name: 'Celular\u202Eda Ana' }],
  ])('refuses a request with %s as invalid_request', async (_, body) => {
    const cookie = await signedInCookie(url);
    const response = await call('/registration', { cookie, body });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('invalid_request');
  });
});

describe('signing in with a passkey', () => {
  it('ends in the same session as a password: the cookie, whoami, and the time of use', async () => {
    const { authenticator } = await anaWithPasskey();
    clock += minute;
    const response = await signInWith(authenticator);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { email: string } };
    expect(body.user.email).toBe(ana.email);
    const cookie = sessionCookie(response);
    expect((await whoami(url, cookie)).status).toBe(200);

    const list = (await (await call('', { cookie })).json()) as { passkeys: Json[] };
    expect(list.passkeys[0]?.lastUsedAt).toBe('2026-11-23T12:01:00.000Z');
  });

  it('offers every passkey of the relying party, asks for user verification, names no account', async () => {
    const { attemptId, publicKey } = await signInOptions();
    expect(attemptId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(publicKey).toMatchObject({
      rpId: 'localhost',
      userVerification: 'required',
      allowCredentials: [],
      timeout: 5 * minute,
    });
  });

  it('refuses the same attempt twice', async () => {
    const { authenticator } = await anaWithPasskey();
    const { attemptId, publicKey } = await signInOptions();
    expect((await sendSignIn(attemptId, authenticator.signIn(publicKey))).status).toBe(200);
    const replay = await sendSignIn(attemptId, authenticator.signIn(publicKey));
    expect(replay.status).toBe(401);
    expect(await errorCode(replay)).toBe('passkey_refused');
  });

  it('refuses an assertion replayed on a new attempt', async () => {
    const { authenticator } = await anaWithPasskey();
    const first = await signInOptions();
    const assertion = authenticator.signIn(first.publicKey);
    expect((await sendSignIn(first.attemptId, assertion)).status).toBe(200);
    const second = await signInOptions();
    const replay = await sendSignIn(second.attemptId, assertion);
    expect(replay.status).toBe(401);
    expect(await errorCode(replay)).toBe('passkey_refused');
  });

  it('refuses an attempt past five minutes', async () => {
    const { authenticator } = await anaWithPasskey();
    const { attemptId, publicKey } = await signInOptions();
    clock += 5 * minute + 1000;
    const response = await sendSignIn(attemptId, authenticator.signIn(publicKey));
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe('passkey_refused');
  });

  it.each<[string, CeremonyOverrides]>([
    ['another origin', { origin: 'https://gofy-login.example' }],
    ['another relying party', { rpId: 'gofy-login.example' }],
    ['no user verification', { userVerified: false }],
  ])('refuses an assertion made with %s', async (_, overrides) => {
    const { authenticator } = await anaWithPasskey();
    const response = await signInWith(authenticator, undefined, overrides);
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe('passkey_refused');
  });

  it('refuses a signature counter that went back, as a cloned authenticator shows', async () => {
    const { authenticator, id } = await anaWithPasskey();
    expect((await signInWith(authenticator)).status).toBe(200);
    expect((await signInWith(authenticator)).status).toBe(200);
    authenticator.setCounter(id, 0);
    const response = await signInWith(authenticator);
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe('passkey_refused');
  });

  it('accepts a passkey that keeps no counter, every time', async () => {
    const { authenticator } = await anaWithPasskey(new SoftwareAuthenticator(origin, false));
    expect((await signInWith(authenticator)).status).toBe(200);
    expect((await signInWith(authenticator)).status).toBe(200);
  });

  it("refuses Ana's passkey presented as another user's", async () => {
    const { authenticator } = await anaWithPasskey();
    const brunoCookie = await signedInCookie(url, bruno);
    const { userHandle } = (await (await call('', { cookie: brunoCookie })).json()) as {
      userHandle: string;
    };
    const { attemptId, publicKey } = await signInOptions();
    const assertion = authenticator.signIn(publicKey);
    assertion.response.userHandle = userHandle;
    const response = await sendSignIn(attemptId, assertion);
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe('passkey_refused');
  });

  it('answers passkey_unknown for a passkey the SSO does not know', async () => {
    const { authenticator, id, cookie } = await anaWithPasskey();
    expect((await call(`/${id}`, { method: 'DELETE', cookie })).status).toBe(204);
    const response = await signInWith(authenticator);
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe('passkey_unknown');
  });

  it('forgets every passkey of an account whose password is reset', async () => {
    const { authenticator } = await anaWithPasskey();
    const post = (path: string, body: Json) =>
      fetch(`${url}/api/sso/password-reset${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('', { email: ana.email, locale: 'pt-BR' })).status).toBe(202);
    await new Promise((resolve) => setImmediate(resolve));
    const resetUrl = service.service.outbox.latest(ana.email, 'password-reset')?.variables.resetUrl;
    const token = new URL(resetUrl ?? '').searchParams.get('token');
    expect((await post('/complete', { token, password: 'Seguro e novo 2026!' })).status).toBe(204);

    const response = await signInWith(authenticator);
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe('passkey_unknown');
  });

  it('lets the owner in while wrong passwords have locked the email', async () => {
    const { authenticator } = await anaWithPasskey();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await login(url, { password: 'not-her-password' });
    }
    expect((await login(url)).status).toBe(423);
    expect((await signInWith(authenticator)).status).toBe(200);
  });

  it.each([
    ['no attempt', { attemptId: undefined }],
    ['no credential', { credential: undefined }],
    ['an unknown application', { applicationId: 999 }],
  ])('refuses a request with %s as invalid_request', async (_, change) => {
    const { authenticator } = await anaWithPasskey();
    const { attemptId, publicKey } = await signInOptions();
    const body = {
      attemptId,
      credential: authenticator.signIn(publicKey),
      rememberMe: false,
      applicationId,
      ...change,
    };
    const response = await call('/sign-in', { body });
    expect(response.status).toBe(400);
    expect(await errorCode(response)).toBe('invalid_request');
  });
});

describe('the list of passkeys', () => {
  it('renames one, trimmed, without a recent sign-in', async () => {
    const { cookie, id } = await anaWithPasskey();
    clock += 60 * minute;
    const response = await call(`/${id}`, {
      method: 'PATCH',
      cookie,
      body: { name: ' Notebook ' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, name: 'Notebook' });
  });

  it.each(['', ' ', 'n'.repeat(65)])('refuses the name %j', async (name) => {
    const { cookie, id } = await anaWithPasskey();
    const response = await call(`/${id}`, { method: 'PATCH', cookie, body: { name } });
    expect(response.status).toBe(400);
  });

  it("finds no passkey of another user's, to rename or remove", async () => {
    const { id } = await anaWithPasskey();
    const brunoCookie = await signedInCookie(url, bruno);
    const rename = await call(`/${id}`, {
      method: 'PATCH',
      cookie: brunoCookie,
      body: { name: 'Meu' },
    });
    expect(rename.status).toBe(404);
    expect((await call(`/${id}`, { method: 'DELETE', cookie: brunoCookie })).status).toBe(404);
  });

  it('removes one only after a recent sign-in', async () => {
    const { cookie, id } = await anaWithPasskey();
    clock += 5 * minute + 1000;
    const stale = await call(`/${id}`, { method: 'DELETE', cookie });
    expect(stale.status).toBe(403);
    expect(await errorCode(stale)).toBe('recent_sign_in_required');
    const fresh = await signedInCookie(url);
    expect((await call(`/${id}`, { method: 'DELETE', cookie: fresh })).status).toBe(204);
    const list = (await (await call('', { cookie: fresh })).json()) as { passkeys: Json[] };
    expect(list.passkeys).toEqual([]);
  });

  it('removes the last one of an account with an authenticator only after a fresh code', async () => {
    const { cookie, id: first } = await anaWithPasskey();
    const second = (await (
      await addPasskey(cookie, new SoftwareAuthenticator(origin), { name: 'Notebook' })
    ).json()) as { id: string };
    // Another session, signed in with the password before the authenticator existed: its
    // sign-in is recent, but it never proved a second factor.
    const other = await signedInCookie(url);

    const factor = (path: string, body: unknown, session = cookie) =>
      fetch(`${url}/api/sso/second-factor${path}`, {
        method: 'POST',
        headers: { cookie: session, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const { secret } = (await (await factor('/authenticator/setup', {})).json()) as {
      secret: string;
    };
    expect(
      (await factor('/authenticator', { code: await authenticatorCode(secret, clock) })).status,
    ).toBe(201);

    expect((await call(`/${first}`, { method: 'DELETE', cookie: other })).status).toBe(204);
    const last = await call(`/${second.id}`, { method: 'DELETE', cookie: other });
    expect(last.status).toBe(403);
    expect(await errorCode(last)).toBe('recent_second_factor_required');

    clock += 30_000;
    const code = await authenticatorCode(secret, clock);
    expect((await factor('/confirm', { code }, other)).status).toBe(204);
    expect((await call(`/${second.id}`, { method: 'DELETE', cookie: other })).status).toBe(204);
  });

  it('lists the newest first, with what the browser needs to keep its own list in step', async () => {
    const cookie = await signedInCookie(url);
    await addPasskey(cookie, new SoftwareAuthenticator(origin), { name: 'Primeiro' });
    clock += minute;
    await addPasskey(cookie, new SoftwareAuthenticator(origin), { name: 'Segundo' });
    const list = (await (await call('', { cookie })).json()) as {
      rpId: string;
      userHandle: string;
      passkeys: { name: string }[];
    };
    expect(list.rpId).toBe('localhost');
    expect(list.userHandle).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(list.passkeys.map((passkey) => passkey.name)).toEqual(['Segundo', 'Primeiro']);
  });
});

describe('the relying party on a developer machine', () => {
  it('takes ceremonies at its own origin, by the name localhost, and none at its IP address', async () => {
    await service.close();
    service = await startService({ now: () => clock });
    url = service.url;
    const port = new URL(url).port;
    const cookie = await signedInCookie(url);
    const post = (host: string, path: string, body?: unknown) =>
      rawRequest(url, {
        method: 'POST',
        path: `/api/sso/passkeys${path}`,
        headers: { host, cookie, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const register = async (host: string, pageOrigin: string) => {
      const options = JSON.parse((await post(host, '/registration/options')).body.toString());
      const credential = new SoftwareAuthenticator(pageOrigin).register(options.publicKey);
      return post(host, '/registration', { credential });
    };
    expect((await register(`localhost:${port}`, `http://localhost:${port}`)).status).toBe(201);
    // An IP address cannot be a relying party; the browser would refuse it too.
    expect((await register(`127.0.0.1:${port}`, `http://127.0.0.1:${port}`)).status).toBe(422);
  });
});

describe('the sign-in rate limit', () => {
  it('counts passkey sign-ins together with passwords', async () => {
    await service.close();
    service = await startService({
      now: () => clock,
      passkeys: { origins: [origin] },
      loginRateLimit: { maxAttempts: 2 },
    });
    url = service.url;
    expect((await login(url)).status).toBe(200);
    const { attemptId } = await signInOptions();
    expect((await sendSignIn(attemptId, null)).status).toBe(400);
    const limited = await sendSignIn(attemptId, null);
    expect(limited.status).toBe(429);
    expect(await errorCode(limited)).toBe('too_many_attempts');
  });
});
