import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { englishContext, launchChromium } from './support/browser';
import { copyBuild } from './support/deployed-build';
import { followPageActivity, pageSettled } from './support/page-activity';
import { watchPageProblems } from './support/page-checks';
import { demoUser, startPortal } from './support/portal-server';
import { waitForServiceWorkerControl } from './support/service-worker';

let browser: Browser;
let build: Awaited<ReturnType<typeof copyBuild>>;
let portal: Awaited<ReturnType<typeof startPortal>>;
let context: BrowserContext;
let page: Page;
let problems: string[];

const qa = {
  REACT_APP_ENVIRONMENT: 'qa',
  REACT_APP_APPLICATION_ID: '7',
  REACT_APP_RETURN_ORIGINS: 'https://pipeline.qa.gofy.example',
};
const production = {
  REACT_APP_ENVIRONMENT: 'prod',
  REACT_APP_APPLICATION_ID: '9',
  REACT_APP_RETURN_ORIGINS: 'https://pipeline.gofy.example',
  REACT_APP_TOURIST_API_URL: 'https://tourist.gofy.example',
};

/** Every file of the build but the deployment's settings, by content. */
async function fingerprint(root: string): Promise<Record<string, string>> {
  const files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => file !== 'config.json')
    .sort();
  const sums: Record<string, string> = {};
  for (const file of files) {
    sums[file] = createHash('sha256')
      .update(await readFile(path.join(root, file)))
      .digest('hex');
  }
  return sums;
}

beforeAll(async () => {
  browser = await launchChromium();
  build = await copyBuild();
  portal = await startPortal({ staticDir: build.root });
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
  await build?.remove();
});

afterEach(async () => {
  await context?.close();
  expect(problems).toEqual([]);
});

async function openLogin(options: { worker?: boolean } = {}) {
  context = await browser.newContext({
    ...englishContext,
    // Requests that pass through a service worker reach playwright without their body.
    serviceWorkers: options.worker ? 'allow' : 'block',
  });
  page = await context.newPage();
  problems = watchPageProblems(page);
  await followPageActivity(page);
  await page.goto(`${portal.url}/login`, { waitUntil: 'networkidle' });
}

/** What the sign-in sends as the application id, read from the request on its way out. */
async function applicationIdSent(): Promise<unknown> {
  let sent: unknown;
  // Chromium reports a fetch body to playwright only for requests it intercepts.
  await page.route('**/api/sso/login', async (route) => {
    sent = (route.request().postDataJSON() as { applicationId?: unknown }).applicationId;
    await route.continue();
  });
  await page.getByRole('textbox', { name: 'Email' }).fill(demoUser.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('alert').waitFor();
  return sent;
}

const environmentBadge = () => page.getByText(/^Environment: /);

describe('one build, configured at deploy time', () => {
  it('serves qa, then production, with nothing but config.json changed', async () => {
    const before = await fingerprint(build.root);

    await build.configure(qa);
    await openLogin();
    await expect.poll(() => environmentBadge().textContent()).toBe('Environment: qa');
    expect(await applicationIdSent()).toBe(7);
    await context.close();

    await build.configure(production);
    await openLogin();
    expect(await applicationIdSent()).toBe(9);
    // The local service knows only application 7: Chromium logs its 400 to a production id.
    expect(problems).toEqual([expect.stringContaining('status of 400')]);
    problems.length = 0;
    expect(await environmentBadge().count()).toBe(0);
    // The page may call the production services, and only those.
    const policy = (await page.request.get(`${portal.url}/login`)).headers()[
      'content-security-policy'
    ];
    expect(policy).toContain(' https://tourist.gofy.example');
    expect(policy).not.toContain('tourist.qa.gofy.example');

    expect(await fingerprint(build.root)).toEqual(before);
  });

  it('reaches an installed portal at its next start, and keeps the last one offline', async () => {
    await build.configure(qa);
    await openLogin({ worker: true });
    await waitForServiceWorkerControl(page);
    await expect.poll(() => environmentBadge().count()).toBe(1);

    await build.configure({ ...qa, REACT_APP_ENVIRONMENT: 'staging' });
    await page.reload();
    await expect.poll(() => environmentBadge().textContent()).toBe('Environment: staging');
    // What the page asks in the background (passkeys for autofill) is answered before the
    // network goes: a request cut off midway is not what this test is about.
    await pageSettled(page);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => environmentBadge().textContent()).toBe('Environment: staging');
    await page.getByRole('textbox', { name: 'Email' }).waitFor();
  });

  it('names a wrong setting on the page instead of running with it', async () => {
    await build.configure(qa);
    const file = path.join(build.root, 'config.json');
    const settings = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
    await writeFile(
      file,
      JSON.stringify({ ...settings, REACT_APP_SSO_API_URL: '//sso.evil.example', EXTRA: 'x' }),
    );
    await openLogin();
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: 'gofy is not configured correctly' }).waitFor();
    expect(await alert.textContent()).toContain('EXTRA cannot be set in config.json');
    expect(await page.getByRole('button', { name: 'Sign in', exact: true }).count()).toBe(0);
    // The prerendered form gives way to the error page: React reports the mismatch.
    problems.length = 0;
  });
});
