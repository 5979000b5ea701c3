import { describe, expect, it } from 'vitest';
import { suiteApplications } from '../../src/config/suite-applications.js';
import {
  ana,
  applicationId,
  bruno,
  cookieAttributes,
  login,
  sessionCookie,
  sessionSetCookie,
  signUpApplication,
  startService,
  whoami,
} from './support';
import { serviceForAllTests } from './support-service';

const run = serviceForAllTests();

describe('signing in', () => {
  it('answers the user with their apps and a session', async () => {
    const response = await login(run.url);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user).toEqual({
      id: expect.any(String),
      email: ana.email,
      name: 'Ana Souza',
      apps: suiteApplications,
      brokerages: [expect.objectContaining({ id: 'souza-seguros', apps: suiteApplications })],
    });
    expect(body.session.id).toEqual(expect.any(String));
    expect(new Date(body.session.expiresAt).toISOString()).toBe(body.session.expiresAt);
  });

  it('answers Bruno with his three apps', async () => {
    const response = await login(run.url, bruno);
    const body = await response.json();
    expect(body.user.name).toBe('Bruno Lima');
    expect(body.user.apps).toEqual(['pipeline', 'multiquote', 'education']);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie on the whole site', async () => {
    const line = sessionSetCookie(await login(run.url));
    const attributes = cookieAttributes(line ?? '');
    expect(attributes.has('httponly')).toBe(true);
    expect(attributes.get('samesite')).toBe('Lax');
    expect(attributes.get('path')).toBe('/');
  });

  it('leaves the cookie without Max-Age when the user is not remembered', async () => {
    const attributes = cookieAttributes(sessionSetCookie(await login(run.url)) ?? '');
    expect(attributes.has('max-age')).toBe(false);
    expect(attributes.has('expires')).toBe(false);
  });

  it('keeps a remembered user signed in for 30 days', async () => {
    const response = await login(run.url, { rememberMe: true });
    const attributes = cookieAttributes(sessionSetCookie(response) ?? '');
    expect(attributes.get('max-age')).toBe(String(30 * 24 * 60 * 60));
    const { session } = await response.json();
    const days = (Date.parse(session.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(session.remembered).toBe(true);
  });

  it('ends a session that is not remembered after 12 hours', async () => {
    const { session } = await (await login(run.url)).json();
    const hours = (Date.parse(session.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    expect(session.remembered).toBe(false);
  });

  it('does not mark the cookie Secure on plain HTTP', async () => {
    const attributes = cookieAttributes(sessionSetCookie(await login(run.url)) ?? '');
    expect(attributes.has('secure')).toBe(false);
  });

  it('marks the cookie Secure when told it runs behind HTTPS', async () => {
    const secure = await startService({ cookieSecure: true });
    try {
      const attributes = cookieAttributes(sessionSetCookie(await login(secure.url)) ?? '');
      expect(attributes.has('secure')).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('issues a different session at every sign-in and ends the one the browser presented', async () => {
    const first = sessionCookie(await login(run.url));
    const second = sessionCookie(await login(run.url, {}, { cookie: first }));
    expect(second).not.toBe(first);
    expect((await whoami(run.url, first)).status).toBe(401);
    expect((await whoami(run.url, second)).status).toBe(200);
  });

  it('never reveals the cookie secret as the public session id', async () => {
    const response = await login(run.url);
    const secret = sessionCookie(response).split('=')[1];
    const { session } = await response.json();
    expect(session.id).not.toBe(secret);
    expect(secret).not.toContain(session.id);
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const response = await login(run.url, { email: '  ANA.Souza@Gofy.Example ' });
    expect(response.status).toBe(200);
    expect((await response.json()).user.email).toBe(ana.email);
  });
});

describe('refusing credentials', () => {
  it('answers a wrong password with 401 invalid_credentials', async () => {
    const response = await login(run.url, { email: bruno.email, password: 'wrong' });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('invalid_credentials');
    expect(sessionSetCookie(response)).toBeUndefined();
  });

  it('answers an unknown email exactly as it answers a wrong password', async () => {
    const wrongPassword = await login(run.url, { email: bruno.email, password: 'nope' });
    const { attemptsLeft } = (await wrongPassword.clone().json()).error;
    // Attempts left are counted per email, for every email alike: at the same count (five
    // attempts by default), the answers are the same, byte for byte.
    const stranger = { email: 'nobody@gofy.example', password: 'nope' };
    for (let left = 5; left > attemptsLeft + 1; left -= 1) await login(run.url, stranger);
    const unknownEmail = await login(run.url, stranger);
    expect(unknownEmail.status).toBe(wrongPassword.status);
    const [a, b] = await Promise.all([wrongPassword.arrayBuffer(), unknownEmail.arrayBuffer()]);
    expect(Buffer.from(b).equals(Buffer.from(a))).toBe(true);
  });

  it('does as much work to refuse an unknown email as a wrong password', async () => {
    const fresh = await startService();
    try {
      // CPU time of this process (the service runs in it, scrypt on its thread pool), not the
      // clock: the answer is the same on a loaded machine. One login each: a scrypt at the
      // seed's cost dwarfs the rest, and on a machine loaded to its limits even three each
      // took the test past its time.
      const cpuMicroseconds = async (email: string) => {
        const before = process.cpuUsage();
        await (await login(fresh.url, { email, password: 'wrong' })).arrayBuffer();
        const used = process.cpuUsage(before);
        return used.user + used.system;
      };
      // The first request also pays for warming up the server and the thread pool.
      await cpuMicroseconds('warm-up@gofy.example');
      const wrongPassword = await cpuMicroseconds(ana.email);
      const unknownEmail = await cpuMicroseconds('nobody@gofy.example');
      // Both run one scrypt at the seed's cost; skipping it would leave the HTTP work alone,
      // a small fraction of it.
      expect(unknownEmail).toBeGreaterThan(wrongPassword * 0.5);
    } finally {
      await fresh.close();
    }
  });
});

describe('validating the request', () => {
  async function problems(response: Response) {
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('invalid_request');
    return error.fields;
  }

  /** A login posted as it is written, which `login` would complete into a valid one. */
  const postLogin = (type: string, body: string) =>
    fetch(`${run.url}/api/sso/login`, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });

  it.each([
    ['missing field as required', {}, 'required'],
    [
      'field of the wrong type as invalid',
      { email: 42, password: ['x'], rememberMe: 'yes', applicationId: '7' },
      'invalid',
    ],
  ])('names every %s', async (_what, body, code) => {
    const response = await postLogin('application/json', JSON.stringify(body));
    const fields = ['email', 'password', 'rememberMe', 'applicationId'];
    expect(await problems(response)).toEqual(fields.map((field) => ({ field, code })));
  });

  it('treats a blank email as missing', async () => {
    expect(await problems(await login(run.url, { email: '   ' }))).toEqual([
      { field: 'email', code: 'required' },
    ]);
  });

  it.each(['a@b', 'ana.souza@gofy', ' ana.souza@localhost '])(
    'refuses the email %j, without a dot in its domain, as reset and sign-up requests do',
    async (email) => {
      const post = (path: string, body: object) =>
        fetch(`${run.url}/api/sso/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const emailInvalid = [{ field: 'email', code: 'invalid' }];
      expect(await problems(await login(run.url, { email }))).toEqual(emailInvalid);
      expect(await problems(await post('password-reset', { email }))).toEqual(emailInvalid);
      expect(await problems(await post('signup', { ...signUpApplication, email }))).toEqual(
        emailInvalid,
      );
    },
  );

  it('refuses an application id the service does not serve', async () => {
    expect(await problems(await login(run.url, { applicationId: applicationId + 1 }))).toEqual([
      { field: 'applicationId', code: 'invalid' },
    ]);
  });

  it.each([
    ['a body that is not valid JSON', 'application/json', '{"email": '],
    [
      'a form-encoded body even if it holds every field',
      'application/x-www-form-urlencoded',
      new URLSearchParams({ email: ana.email, password: ana.password }).toString(),
    ],
    ['JSON that is not an object', 'application/json', '[]'],
  ])('refuses %s', async (_what, type, body) => {
    const response = await postLogin(type, body);
    expect(await problems(response)).toEqual([]);
  });

  it('refuses a body larger than 16 KiB with 413', async () => {
    const response = await login(run.url, { password: 'x'.repeat(20_000) });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
  });
});
