import { describe, expect, it } from 'vitest';
import { type CeremonyOverrides, SoftwareAuthenticator } from '../support/software-authenticator';
import { errorCode } from './passkey-calls';
import {
  ana,
  applicationId,
  bruno,
  login,
  rawRequest,
  sessionCookie,
  signedInCookie,
  startService,
  whoami,
} from './support';
import { pageOrigin as origin, passkeyServiceForEachTest } from './support-passkeys';
import { type Json, minute } from './support-service';

// Signing in with a passkey, the relying party on a developer machine, and the sign-in rate
// limit passkeys share with passwords. Each test's traffic is also held to docs/openapi.yaml
// after it runs.

const { run, call, signInOptions, sendSignIn, signInWith, anaWithPasskey } =
  passkeyServiceForEachTest();

describe('signing in with a passkey', () => {
  it('ends in the same session as a password: the cookie, whoami, and the time of use', async () => {
    const { authenticator } = await anaWithPasskey();
    run.clock += minute;
    const response = await signInWith(authenticator);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { email: string } };
    expect(body.user.email).toBe(ana.email);
    const cookie = sessionCookie(response);
    expect((await whoami(run.url, cookie)).status).toBe(200);

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
    run.clock += 5 * minute + 1000;
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
    const brunoCookie = await signedInCookie(run.url, bruno);
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
      fetch(`${run.url}/api/sso/password-reset${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('', { email: ana.email, locale: 'pt-BR' })).status).toBe(202);
    await new Promise((resolve) => setImmediate(resolve));
    const resetUrl = run.service.service.outbox.latest(ana.email, 'password-reset')?.variables
      .resetUrl;
    const token = new URL(resetUrl ?? '').searchParams.get('token');
    expect((await post('/complete', { token, password: 'Seguro e novo 2026!' })).status).toBe(204);

    const response = await signInWith(authenticator);
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe('passkey_unknown');
  });

  it('lets the owner in while wrong passwords have locked the email', async () => {
    const { authenticator } = await anaWithPasskey();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await login(run.url, { password: 'not-her-password' });
    }
    expect((await login(run.url)).status).toBe(423);
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

describe('the relying party on a developer machine', () => {
  it('takes ceremonies at its own origin, by the name localhost, and none at its IP address', async () => {
    await run.service.close();
    run.service = await startService({ now: () => run.clock });
    run.url = run.service.url;
    const port = new URL(run.url).port;
    const cookie = await signedInCookie(run.url);
    const post = (host: string, path: string, body?: unknown) =>
      rawRequest(run.url, {
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
    await run.service.close();
    run.service = await startService({
      now: () => run.clock,
      passkeys: { origins: [origin] },
      loginRateLimit: { maxAttempts: 2 },
    });
    run.url = run.service.url;
    expect((await login(run.url)).status).toBe(200);
    const { attemptId } = await signInOptions();
    expect((await sendSignIn(attemptId, null)).status).toBe(400);
    const limited = await sendSignIn(attemptId, null);
    expect(limited.status).toBe(429);
    expect(await errorCode(limited)).toBe('too_many_attempts');
  });
});
