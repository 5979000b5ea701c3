import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalRoutes } from '../../deploy/http-headers.js';
import { englishContext, launchChromium } from './support/browser';
import { cspViolations, recordCspViolations } from './support/csp-violations';
import { copyBuild } from './support/deployed-build';
import { startNginx } from './support/nginx';
import { watchPageProblems } from './support/page-checks';
import { demoUser, startPortal } from './support/portal-server';

// The shipped nginx configuration and `npm run serve` (the local service) serve the same
// configured build side by side; the browser then uses the portal through nginx.
let browser: Browser;
let build: Awaited<ReturnType<typeof copyBuild>>;
let portal: Awaited<ReturnType<typeof startPortal>>;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let script: string;

beforeAll(async () => {
  build = await copyBuild();
  const confDir = path.join(build.dir, 'nginx');
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

async function answer(base: string, target: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${target}`, {
    redirect: 'manual',
    ...init,
    headers: { 'accept-encoding': 'gzip', ...init.headers },
  });
  const headers: Record<string, string | null> = {};
  for (const name of compared) headers[name] = response.headers.get(name);
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

  it('keeps hashed assets a year and revalidates the rest', async () => {
    expect((await answer(nginx.url, script)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await answer(nginx.url, '/config.json')).headers['cache-control']).toBe('no-cache');
    expect((await answer(nginx.url, '/no-such-page')).status).toBe(404);
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
    const problems = watchPageProblems(page);
    try {
      for (const route of [...portalRoutes, '/no-such-page']) {
        await page.goto(`${nginx.url}${route}`, { waitUntil: 'networkidle' });
      }
      await page.goto(`${nginx.url}/login`);
      await page.getByRole('textbox', { name: 'Email' }).fill(demoUser.email);
      await page.getByLabel('Password', { exact: true }).fill(demoUser.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
      await page.getByRole('link', { name: 'Sign out' }).click();
      await page.getByRole('heading', { name: 'You have signed out' }).waitFor();

      expect(await cspViolations(page)).toEqual([]);
      expect(portal.service.cspReports()).toEqual([]);
      expect(problems).toEqual([]);
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
