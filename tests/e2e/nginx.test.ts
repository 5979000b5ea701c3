import { mkdir, readdir } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiResponseHeaders } from '../../deploy/http-headers.js';
import { negotiateLocale } from '../../src/config/languages';
import { portalRoutes } from '../../src/config/portal-paths';
import { englishContext, launchChromium } from './support/browser';
import { cspViolations, recordCspViolations } from './support/csp-violations';
import { copyBuild } from './support/deployed-build';
import { freePort } from './support/free-port';
import { startNginx } from './support/nginx';
import { followPageActivity, pageSettled } from './support/page-activity';
import { notFoundPageLoad, watchPageProblems } from './support/page-checks';
import { demoUser, secondDemoUser, startPortal } from './support/portal-server';
import { buildReturnOrigins } from './support/return-origins';

// The shipped nginx configuration and `npm run serve` (the local service) serve the same
// configured build side by side; the browser then uses the portal through nginx.
let browser: Browser;
let build: Awaited<ReturnType<typeof copyBuild>>;
let portal: Awaited<ReturnType<typeof startPortal>>;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let script: string;
let confDir: string;

beforeAll(async () => {
  build = await copyBuild();
  confDir = path.join(build.dir, 'nginx');
  await mkdir(path.join(confDir, 'gofy-portal'), { recursive: true });
  await build.configure(
    { REACT_APP_TOURIST_API_URL: '/api/tourist' },
    { nginxDir: path.join(confDir, 'gofy-portal'), reportUri: '/api/csp-reports' },
  );
  portal = await startPortal({ staticDir: build.root });
  nginx = await startNginx({ root: build.root, confDir, apiUrl: portal.url });
  const scripts = await readdir(path.join(build.root, 'static', 'js'));
  script = `/static/js/${scripts.find((name) => name.endsWith('.js'))}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await nginx?.close();
  await portal?.close();
  await build?.remove();
});

const compared = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'permissions-policy',
  'cache-control',
  'content-encoding',
];

// Read back through fetch, a header sent twice is one value listing both (`DENY, DENY`), so
// comparing values also shows that each arrived once.
const apiSecurityHeaders = Object.fromEntries(
  Object.entries(apiResponseHeaders()).map(([name, value]) => [name.toLowerCase(), value]),
);
const apiSecurityHeadersOf = (headers: Record<string, string | null>) =>
  Object.fromEntries(Object.keys(apiSecurityHeaders).map((name) => [name, headers[name]]));

async function answer(base: string, target: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${target}`, {
    redirect: 'manual',
    ...init,
    headers: { 'accept-encoding': 'gzip', ...init.headers },
  });
  const headers: Record<string, string | null> = {};
  for (const name of [...compared, ...Object.keys(apiSecurityHeaders)]) {
    headers[name] = response.headers.get(name);
  }
  return {
    status: response.status,
    // nginx's types name JavaScript by its older name; both are registered for it.
    type:
      response.headers
        .get('content-type')
        ?.split(';')[0]
        ?.replace('application/javascript', 'text/javascript') ?? null,
    headers,
    body: await response.text(),
  };
}

describe('nginx with the shipped configuration', () => {
  it('answers every path as npm run serve does: status, body, headers', async () => {
    const targets = [
      ...portalRoutes,
      '/login/',
      '/reset-password?token=abc',
      '/no-such-page',
      '/static/js/missing.js',
      script,
      '/sw.js',
      '/manifest.webmanifest',
      '/config.json',
      '/icons/icon-192.png',
      '/favicon.svg',
    ];
    for (const target of targets) {
      const [ours, theirs] = await Promise.all([
        answer(nginx.url, target),
        answer(portal.url, target),
      ]);
      expect({ target, ...ours }).toEqual({ target, ...theirs });
    }
  });

  it('passes on every kind of API answer as the service sends it, each security header once', async () => {
    const json = (body: unknown, more: Record<string, string> = {}) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', ...more },
      body: JSON.stringify(body),
    });
    const credentials = {
      email: demoUser.email,
      password: demoUser.password,
      rememberMe: false,
      applicationId: 7,
    };
    const signIn = await fetch(`${portal.url}/api/sso/login`, json(credentials));
    const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^gofy_session=./);

    // In order: the signed-in calls before the logout that ends the session.
    const calls: [number, string, string, (base: string) => RequestInit][] = [
      [401, 'whoami', '/api/sso/whoami', () => ({})],
      [401, 'HEAD whoami', '/api/sso/whoami', () => ({ method: 'HEAD' })],
      [200, 'whoami', '/api/sso/whoami', () => ({ headers: { cookie } })],
      [200, 'login', '/api/sso/login', (base) => json(credentials, { origin: base })],
      [401, 'login', '/api/sso/login', () => json({ ...credentials, password: 'wrong' })],
      [400, 'login', '/api/sso/login', () => json({ ...credentials, password: '' })],
      [403, 'login', '/api/sso/login', () => json(credentials, { origin: 'https://evil.example' })],
      [405, 'login', '/api/sso/login', () => ({})],
      [413, 'login', '/api/sso/login', () => json({ password: 'x'.repeat(20_000) })],
      [202, 'reset', '/api/sso/password-reset', () => json({ email: 'nobody@gofy.example' })],
      [200, 'postal code', '/api/postal-code/01310100', () => ({})],
      [200, 'unread count', '/api/notifications/unread-count', () => ({ headers: { cookie } })],
      [401, 'tours', '/api/tourist/tours', () => ({})],
      [404, 'unknown path', '/api/nothing', () => ({})],
      [
        415,
        'CSP report',
        '/api/csp-reports',
        () => ({ method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }),
      ],
      [204, 'logout', '/api/sso/logout', () => ({ method: 'POST', headers: { cookie } })],
    ];
    for (const [status, name, target, init] of calls) {
      const label = `${status} ${name}`;
      const ours = await answer(nginx.url, target, init(nginx.url));
      const theirs = await answer(portal.url, target, init(portal.url));
      expect(ours.status, label).toBe(status);
      // Each sign-in opens a session of its own, at a moment of its own (the times of its
      // proofs), and each wrong one counts an attempt more.
      const body = (text: string) =>
        name === 'login'
          ? text
              .replace(/"session":\{[^}]*\}/, '"session":{}')
              .replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"<time>"')
              .replace(/"attemptsLeft":\d+/, '"attemptsLeft":n')
          : text;
      expect({ label, ...ours, body: body(ours.body) }).toEqual({
        label,
        ...theirs,
        body: body(theirs.body),
      });
      expect({ label, ...apiSecurityHeadersOf(ours.headers) }).toEqual({
        label,
        ...apiSecurityHeaders,
      });
    }
  });

  it('passes whoami’s CORS answer to a suite application as the SSO sends it, each header once', async () => {
    const suite = buildReturnOrigins()[0] ?? '';
    const corsOf = async (base: string, origin: string) => {
      const response = await fetch(`${base}/api/sso/whoami`, { headers: { origin } });
      const names = ['access-control-allow-origin', 'access-control-allow-credentials', 'vary'];
      return { status: response.status, headers: names.map((name) => response.headers.get(name)) };
    };
    for (const origin of [suite, 'https://pipeline.qa.gofy.example.evil.test']) {
      expect(await corsOf(nginx.url, origin)).toEqual(await corsOf(portal.url, origin));
    }
    expect(await corsOf(nginx.url, suite)).toEqual({
      status: 401,
      headers: [suite, 'true', 'Origin'],
    });
  });

  it('answers with its own 502 while the API is down, carrying the API’s security headers', async () => {
    const down = await startNginx({
      root: build.root,
      confDir,
      apiUrl: `http://127.0.0.1:${await freePort()}`,
    });
    try {
      const response = await answer(down.url, '/api/sso/whoami');
      expect(response.status).toBe(502);
      expect(apiSecurityHeadersOf(response.headers)).toEqual(apiSecurityHeaders);
      // What only a page needs is not added to an API answer.
      expect(response.headers['cross-origin-opener-policy']).toBeNull();
      expect(response.headers['permissions-policy']).toBeNull();
    } finally {
      await down.close();
    }
  });

  it('sends the SSO the portal’s own name as Host, whatever Host the client wrote', async () => {
    const sentBefore = portal.service.outbox.latest(secondDemoUser.email, 'password-reset');
    // fetch sets Host itself; a forged one takes a plain request.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const post = request(`${nginx.url}/api/sso/password-reset`, {
        method: 'POST',
        headers: { host: 'evil.example', 'content-type': 'application/json' },
      });
      post.on('response', (response) => {
        response.resume().on('end', () => resolve(response.statusCode));
      });
      post.on('error', reject);
      post.end(JSON.stringify({ email: secondDemoUser.email, locale: 'en' }));
    });
    expect(status).toBe(202);
    // Given the forged Host, the service would send no link at all (it builds none for a Host
    // that is not this machine's).
    await expect
      .poll(() => portal.service.outbox.latest(secondDemoUser.email, 'password-reset'))
      .not.toBe(sentBefore);
    const sent = portal.service.outbox.latest(secondDemoUser.email, 'password-reset');
    expect(new URL(sent?.variables.resetUrl ?? '').origin).toBe(nginx.url);
  });

  it('keeps hashed assets a year and revalidates the rest', async () => {
    expect((await answer(nginx.url, script)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await answer(nginx.url, '/config.json')).headers['cache-control']).toBe('no-cache');
    expect((await answer(nginx.url, '/no-such-page')).status).toBe(404);
  });

  it('sends each prerendered page in the language npm run serve picks for the same reader', async () => {
    const readers: { cookie?: string; 'accept-language'?: string }[] = [
      {},
      { 'accept-language': 'en-US,en;q=0.9' },
      { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' },
      { 'accept-language': 'es-AR, es;q=0.9, en;q=0.5' },
      { 'accept-language': 'fr-FR,fr;q=0.9,pt;q=0.6,en;q=0.5' },
      { 'accept-language': 'de' },
      { 'accept-language': 'english' },
      { cookie: 'gofy_locale=en', 'accept-language': 'pt-BR' },
      { cookie: 'theme=dark; gofy_locale=pt-BR', 'accept-language': 'en-US' },
      { cookie: 'gofy_locale=fr', 'accept-language': 'en' },
    ];
    const languageOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
    for (const reader of readers) {
      const expected = negotiateLocale({
        cookie: reader.cookie,
        acceptLanguage: reader['accept-language'],
      });
      for (const target of ['/login', '/logout/', '/no-such-page']) {
        const label = `${target} for ${JSON.stringify(reader)}`;
        const [ours, theirs] = await Promise.all([
          fetch(`${nginx.url}${target}`, { headers: reader }),
          fetch(`${portal.url}${target}`, { headers: reader }),
        ]);
        const [html, served] = await Promise.all([ours.text(), theirs.text()]);
        expect({ label, language: languageOf(html) }).toEqual({ label, language: expected });
        expect({ label, body: html }).toEqual({ label, body: served });
        // One copy per reader in any cache between: fetch joins nginx's two Vary headers.
        const varies = (response: Response) =>
          new Set(response.headers.get('vary')?.split(/\s*,\s*/));
        expect(varies(ours), label).toEqual(
          new Set(['Cookie', 'Accept-Language', 'Accept-Encoding']),
        );
        expect(varies(ours), label).toEqual(varies(theirs));
      }
    }
  });

  it('sends a form posted before the script ran back to its page', async () => {
    const response = await fetch(`${nginx.url}/login?redirect=%2F`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.example&password=secret',
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '', nginx.url);
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('loading')).toBe('1');
    expect(location.searchParams.get('redirect')).toBe('/');
    expect(location.search).not.toContain('secret');
  });

  it('runs the portal in Chromium with no policy violation: every page, signed in and out', async () => {
    const context = await browser.newContext(englishContext);
    await recordCspViolations(context);
    const page = await context.newPage();
    await followPageActivity(page);
    const problems = watchPageProblems(page);
    try {
      for (const route of [...portalRoutes, '/no-such-page']) {
        await page.goto(`${nginx.url}${route}`);
        await pageSettled(page);
      }
      await page.goto(`${nginx.url}/login`);
      await page.getByRole('textbox', { name: 'Email' }).fill(demoUser.email);
      await page.getByLabel('Password', { exact: true }).fill(demoUser.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
      await page.getByRole('link', { name: 'Sign out' }).click();
      await page.getByRole('heading', { name: 'You have signed out' }).waitFor();

      expect(await cspViolations(page)).toEqual([]);
      expect(portal.service.cspReports()).toEqual([]);
      expect(problems.filter((problem) => !notFoundPageLoad.test(problem))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('takes a new deployment’s services into its policy after configure and reload', async () => {
    await build.configure(
      { REACT_APP_TOURIST_API_URL: 'https://tourist.gofy.example' },
      { nginxDir: path.join(build.dir, 'nginx', 'gofy-portal'), reportUri: '/api/csp-reports' },
    );
    await nginx.reload();
    await expect
      .poll(async () => (await answer(nginx.url, '/login')).headers['content-security-policy'])
      .toContain(' https://tourist.gofy.example');
  });
});
