import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sendFrom } from './client-address';
import {
  completeReset,
  issueToken,
  latestResetLink,
  newPassword,
  rawRequestReset,
  requestReset,
  resetServiceForEachTest,
} from './reset-calls';
import { bruno } from './support';

// Asking for a reset link: the one answer whatever the email, the limits per address and
// per email, and where the link points. Each test's traffic is also held to
// docs/openapi.yaml after it runs.

const { start } = resetServiceForEachTest();

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
