import { describe, expect, it } from 'vitest';
import {
  checkToken,
  completeReset,
  issueToken,
  newPassword,
  resetServiceForEachTest,
} from './reset-calls';
import { bruno, login, rawRequest, signedInCookie, whoami } from './support';

// Checking a reset link and setting the new password with it: once, in time, and what the
// new password ends. Each test's traffic is also held to docs/openapi.yaml after it runs.

const { start, reset } = resetServiceForEachTest();

describe('checking a reset link', () => {
  it('answers the account and when the link expires', async () => {
    const service = await start();
    const token = await issueToken(service);
    const response = await checkToken(service.url, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      email: bruno.email,
      expiresAt: new Date(reset.clock + 30 * 60 * 1000).toISOString(),
    });
  });

  it.each([
    ['a well-formed token it never issued', 'A'.repeat(43)],
    ['a malformed token', 'not a token'],
    ['a token of the wrong type', 42],
  ])('answers 400 reset_token_invalid for %s', async (_label, token) => {
    const service = await start();
    const response = await checkToken(service.url, token);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('reset_token_invalid');
  });

  it('answers 410 reset_token_expired once the link has expired', async () => {
    const service = await start({ resetTokenTtlSeconds: 60 });
    const token = await issueToken(service);
    reset.clock += 61_000;
    const response = await checkToken(service.url, token);
    expect(response.status).toBe(410);
    expect((await response.json()).error.code).toBe('reset_token_expired');
  });
});

describe('setting the new password', () => {
  it('replaces the password: the old one fails and the new one signs in', async () => {
    const service = await start();
    const token = await issueToken(service);
    expect((await completeReset(service.url, token, newPassword)).status).toBe(204);

    expect((await login(service.url, { ...bruno })).status).toBe(401);
    expect((await login(service.url, { email: bruno.email, password: newPassword })).status).toBe(
      200,
    );
  });

  it('ends every session of the user, on every device', async () => {
    const service = await start();
    const laptop = await signedInCookie(service.url, bruno);
    const phone = await signedInCookie(service.url, bruno, { rememberMe: true });
    const token = await issueToken(service);
    await completeReset(service.url, token, newPassword);

    expect((await whoami(service.url, laptop)).status).toBe(401);
    expect((await whoami(service.url, phone)).status).toBe(401);
  });

  it('ends the sessions of sign-ins that were checking the old password as it was replaced', async () => {
    // Wrong-password answers must not lock the account midway, nor the checks below be refused.
    const service = await start({
      loginRateLimit: { maxAttempts: 1000 },
      lockout: { threshold: 1000 },
    });
    const token = await issueToken(service);
    const completing = completeReset(service.url, token, newPassword);
    // The link is spent just before the new password is hashed: from then on the reset is under
    // way, and sign-ins that start now check the old password while the new one is hashed.
    await expect
      .poll(async () => (await checkToken(service.url, token)).status, { interval: 1 })
      .toBe(410);
    // More sign-ins than scrypt has threads, so some wait their turn and finish after the reset.
    const racing = await Promise.all(
      Array.from({ length: 8 }, () => login(service.url, { ...bruno })),
    );
    expect((await completing).status).toBe(204);

    for (const response of racing) {
      if (response.status === 200) {
        const cookie = response.headers.getSetCookie()[0]?.split(';')[0] ?? '';
        expect((await whoami(service.url, cookie)).status).toBe(401);
      } else {
        expect(response.status).toBe(401);
        expect((await response.json()).error.code).toBe('invalid_credentials');
      }
    }
    expect((await login(service.url, { ...bruno })).status).toBe(401);
    expect((await login(service.url, { email: bruno.email, password: newPassword })).status).toBe(
      200,
    );
  });

  it('lets a link be used only once', async () => {
    const service = await start();
    const token = await issueToken(service);
    await completeReset(service.url, token, newPassword);
    const again = await completeReset(service.url, token, 'another long passphrase for me');
    expect(again.status).toBe(410);
    expect((await again.json()).error.code).toBe('reset_token_used');
    expect((await checkToken(service.url, token)).status).toBe(410);
  });

  it('voids the other links of the same account', async () => {
    const service = await start();
    const first = await issueToken(service);
    const second = await issueToken(service);
    await completeReset(service.url, second, newPassword);
    expect((await (await checkToken(service.url, first)).json()).error.code).toBe(
      'reset_token_used',
    );
  });

  it('refuses an expired link and leaves the password as it was', async () => {
    const service = await start({ resetTokenTtlSeconds: 60 });
    const token = await issueToken(service);
    reset.clock += 61_000;
    const response = await completeReset(service.url, token, newPassword);
    expect(response.status).toBe(410);
    expect((await login(service.url, { ...bruno })).status).toBe(200);
  });

  it.each([
    ['required', ''],
    ['too_short', 'fourteen chars'],
    ['too_long', 'x'.repeat(60) + 'y'.repeat(69)],
    ['common', 'passwordpassword'],
    ['common', 'P@ssw0rd-2024-2025!!'],
    ['repetitive', '123456789012345678'],
    ['contextual', 'hello brunolima my friend'],
  ])('answers the field error %s and keeps the link usable', async (code, password) => {
    const service = await start();
    const token = await issueToken(service);
    const response = await completeReset(service.url, token, password);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual([{ field: 'password', code }]);
    expect((await checkToken(service.url, token)).status).toBe(200);
  });

  it('counts characters, not bytes: fifteen emoji are long enough', async () => {
    const service = await start();
    const token = await issueToken(service);
    const response = await completeReset(service.url, token, '🌵🦜🌊🍍🚲🎻🧭🪁🌋🦥🍉🛶🧩🌙🐢');
    expect(response.status).toBe(204);
  });

  it('normalises to NFKC, so full-width letters sign in as their plain forms', async () => {
    const service = await start();
    const token = await issueToken(service);
    await completeReset(service.url, token, 'ｗｉｄｅ ｒｉｖｅｒ ｏｆ ｐａｓｓａｇｅｓ');
    const plain = await login(service.url, {
      email: bruno.email,
      password: 'wide river of passages',
    });
    expect(plain.status).toBe(200);
  });

  it('sends no message with a link when the Host is not this machine and no portal URL is set', async () => {
    const service = await start();
    const token = await issueToken(service);
    const response = await rawRequest(service.url, {
      method: 'POST',
      path: '/api/sso/password-reset/complete',
      headers: { host: 'evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: newPassword }),
    });
    expect(response.status).toBe(204);
    await new Promise((resolve) => setImmediate(resolve));
    expect(service.service.outbox.latest(bruno.email, 'password-changed')).toBeUndefined();
  });

  it('tells the account owner by hermes that the password changed', async () => {
    const service = await start();
    const token = await issueToken(service);
    await completeReset(service.url, token, newPassword);
    await new Promise((resolve) => setImmediate(resolve));
    expect(service.service.outbox.latest(bruno.email, 'password-changed')).toBeDefined();
  });

  it('unlocks an email locked by wrong passwords', async () => {
    const service = await start({ lockout: { threshold: 2 } });
    await login(service.url, { email: bruno.email, password: 'wrong-1' });
    expect((await login(service.url, { email: bruno.email, password: 'wrong-2' })).status).toBe(
      423,
    );
    const token = await issueToken(service);
    await completeReset(service.url, token, newPassword);
    expect((await login(service.url, { email: bruno.email, password: newPassword })).status).toBe(
      200,
    );
  });
});
