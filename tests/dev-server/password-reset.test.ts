import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { SsoServiceOptions } from '../../dev-server/app.js';
import { sendFrom } from './client-address';
import {
  checkToken,
  completeReset,
  issueToken,
  latestResetLink,
  requestReset,
} from './reset-calls';
import {
  bruno,
  login,
  type RunningService,
  rawRequest,
  signedInCookie,
  startService,
  whoami,
} from './support';

let running: RunningService | undefined;
let clock = Date.now();

afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function start(options: SsoServiceOptions = {}) {
  clock = Date.now();
  running = await startService({ now: () => clock, ...options });
  return running;
}

/** Asks for a link with the Host header exactly as given, which fetch would not send. */
function rawRequestReset(service: RunningService, host: string, email: string = bruno.email) {
  return rawRequest(service.url, {
    method: 'POST',
    path: '/api/sso/password-reset',
    headers: { host, 'content-type': 'application/json' },
    body: JSON.stringify({ email, locale: 'en' }),
  });
}

const newPassword = 'a calm river under seven bridges';

describe('asking for a reset link', () => {
  it('answers 202 with how long the link works, and hands hermes a message with the link', async () => {
    const service = await start();
    const response = await requestReset(service.url, bruno.email);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ linkLifetimeSeconds: 1800 });

    const link = await latestResetLink(service);
    expect(link?.origin).toBe(service.url);
    expect(link?.pathname).toBe('/reset-password');
    expect(link?.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(service.service.outbox.latest(bruno.email, 'password-reset')).toMatchObject({
      channel: 'email',
      to: bruno.email,
      locale: 'en',
      variables: { name: 'Bruno Lima' },
    });
  });

  it('answers an unknown email exactly as a known one, and sends nothing', async () => {
    const service = await start();
    const known = await requestReset(service.url, bruno.email);
    const unknown = await requestReset(service.url, 'nobody@gofy.example');

    const headersOf = (response: Response) =>
      [...response.headers].filter(([name]) => name !== 'date');
    expect(unknown.status).toBe(known.status);
    expect(headersOf(unknown)).toEqual(headersOf(known));
    expect(await unknown.text()).toBe(await known.text());
    await new Promise((resolve) => setImmediate(resolve));
    expect(service.service.outbox.messages.map((message) => message.to)).toEqual([bruno.email]);
  });

  it('prints the reset link to the log, so a developer can follow it', async () => {
    const lines: string[] = [];
    const service = await start({ log: (line) => lines.push(line) });
    await requestReset(service.url, bruno.email);
    const link = await latestResetLink(service);
    expect(lines).toContain(`  reset link: ${link?.href}`);
  });

  it('builds the link on the configured portal URL, whatever Host the request names', async () => {
    const service = await start({ portalUrl: 'https://portal.qa.gofy.example' });
    await requestReset(service.url, bruno.email, { host: 'evil.example' });
    expect((await latestResetLink(service))?.origin).toBe('https://portal.qa.gofy.example');
  });

  it.each(['localhost:3000', '127.0.0.1:4000', '[::1]:3000', 'localhost'])(
    'builds the link on this machine’s Host %s when no portal URL is configured',
    async (host) => {
      const service = await start();
      await rawRequestReset(service, host);
      expect((await latestResetLink(service))?.origin).toBe(`http://${host}`);
    },
  );

  it.each(['evil.example', 'portal.gofy.example', 'localhost.evil.example', '10.0.0.5:3000'])(
    'sends no link for the Host %s when no portal URL is configured, answering the same, and logs why',
    async (host) => {
      const lines: string[] = [];
      const service = await start({ log: (line) => lines.push(line) });
      const forged = await rawRequestReset(service, host);
      const local = await rawRequestReset(service, 'localhost:3000', 'nobody@gofy.example');
      expect(forged.status).toBe(202);
      expect(forged.body.toString()).toBe(local.body.toString());
      await new Promise((resolve) => setImmediate(resolve));
      expect(service.service.outbox.messages).toEqual([]);
      expect(lines.join('\n')).toMatch(/SSO_PORTAL_URL/);
    },
  );

  it('keeps only a hash of the token', async () => {
    const service = await start();
    const token = await issueToken(service);
    const hash = createHash('sha256').update(token).digest('base64url');
    expect(service.service.storedResetTokenKeys()).toEqual([hash]);
  });

  it('keeps recovery open to a user whose sign-in someone else has locked', async () => {
    const service = await start();
    const [attacker, owner] = ['127.0.0.2', '127.0.0.3'];
    const resetFrom = (address: string) =>
      sendFrom(address, service.url, {
        path: '/api/sso/password-reset',
        body: { email: bruno.email, locale: 'en' },
      });
    const loginFrom = (address: string, password: string) =>
      sendFrom(address, service.url, {
        path: '/api/sso/login',
        body: { email: bruno.email, password, rememberMe: false, applicationId: 7 },
      });
    for (let attempt = 0; attempt < 3; attempt++) await resetFrom(attacker);
    for (let attempt = 0; attempt < 5; attempt++) await loginFrom(attacker, `wrong-${attempt}`);
    expect((await loginFrom(owner, bruno.password)).status).toBe(423);

    expect((await resetFrom(owner)).status).toBe(202);
    await new Promise((resolve) => setImmediate(resolve));
    const links = service.service.outbox.messages.filter(
      (message) => message.template === 'password-reset',
    );
    expect(links).toHaveLength(4);
    const token = new URL(links.at(-1)?.variables.resetUrl ?? '').searchParams.get('token');
    expect((await completeReset(service.url, token, newPassword)).status).toBe(204);
    expect((await loginFrom(owner, newPassword)).status).toBe(200);
  });

  it('sends fifteen messages to one email from all addresses together, answering alike', async () => {
    const service = await start();
    const answers = new Set<string>();
    for (const address of ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6']) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await sendFrom(address, service.url, {
          path: '/api/sso/password-reset',
          body: { email: bruno.email, locale: 'en' },
        });
        answers.add(`${response.status} ${await response.text()}`);
      }
    }
    const late = await sendFrom('127.0.0.7', service.url, {
      path: '/api/sso/password-reset',
      body: { email: bruno.email, locale: 'en' },
    });
    answers.add(`${late.status} ${await late.text()}`);
    await new Promise((resolve) => setImmediate(resolve));
    expect(service.service.outbox.messages).toHaveLength(15);
    expect([...answers]).toEqual(['202 {"linkLifetimeSeconds":1800}']);
  });

  it('sends no more than three messages to one email from one address, answering the same', async () => {
    const service = await start();
    const answers = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await requestReset(service.url, bruno.email);
      answers.push([response.status, await response.text()]);
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(service.service.outbox.messages).toHaveLength(3);
  });

  it('answers 429 with Retry-After past the requests allowed from one address', async () => {
    const service = await start({ accountRequestLimit: { perAddress: 2 } });
    await requestReset(service.url, 'one@gofy.example');
    await requestReset(service.url, 'two@gofy.example');
    const refused = await requestReset(service.url, 'three@gofy.example');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe('too_many_attempts');
  });

  it('answers 400 with the field for an email that is not one', async () => {
    const service = await start();
    const response = await requestReset(service.url, 'bruno.lima');
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual([{ field: 'email', code: 'invalid' }]);
  });

  it('refuses a request from another site', async () => {
    const service = await start();
    const response = await requestReset(service.url, bruno.email, {
      'sec-fetch-site': 'cross-site',
    });
    expect(response.status).toBe(403);
  });
});

describe('checking a reset link', () => {
  it('answers the account and when the link expires', async () => {
    const service = await start();
    const token = await issueToken(service);
    const response = await checkToken(service.url, token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      email: bruno.email,
      expiresAt: new Date(clock + 30 * 60 * 1000).toISOString(),
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
    clock += 61_000;
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
    clock += 61_000;
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
