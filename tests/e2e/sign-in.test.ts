import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { englishContext, launchChromium } from './support/browser';
import {
  readClientStorage,
  sessionCookie,
  watchPageProblems,
  whoamiStatus,
} from './support/page-checks';
import { demoUser, startPortal } from './support/portal-server';

let browser: Browser;
let portal: Awaited<ReturnType<typeof startPortal>>;
let context: BrowserContext;
let page: Page;
let problems: string[];

beforeAll(async () => {
  browser = await launchChromium();
  portal = await startPortal();
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

beforeEach(async () => {
  context = await browser.newContext(englishContext);
  page = await context.newPage();
  problems = watchPageProblems(page);
});

afterEach(async () => {
  await context.close();
  expect(problems).toEqual([]);
});

async function signIn(email = demoUser.email, password = demoUser.password) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('signing in and out as the demo user', () => {
  it('lands on the signed-in page, signs out, and the server forgets the session', async () => {
    await page.goto(`${portal.url}/login`);
    await signIn();
    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    const cookie = await sessionCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await whoamiStatus(page)).toBe(200);

    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'You have signed out' }).waitFor();
    expect(await whoamiStatus(page)).toBe(401);
    expect(await sessionCookie(context)).toBeUndefined();
  });

  it('keeps no credential or token where page scripts can read it', async () => {
    await page.goto(`${portal.url}/login`);
    await signIn();
    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    const cookie = await sessionCookie(context);
    const storage = await readClientStorage(page);

    expect(cookie?.value).toBeTruthy();
    expect(storage).not.toContain(cookie?.value);
    expect(storage).not.toContain(demoUser.password);
    expect(storage).not.toContain(demoUser.email);
    expect(await page.evaluate(() => document.cookie)).toBe('');
  });

  it('replaces the signed-in page in history, so Back cannot return to it', async () => {
    await page.goto(`${portal.url}/login`);
    await signIn();
    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    const entriesBefore = await page.evaluate(() => history.length);

    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'You have signed out' }).waitFor();
    expect(await page.evaluate(() => history.length)).toBe(entriesBefore);
  });

  it('sends a signed-out visitor of the main page to sign in', async () => {
    await page.goto(`${portal.url}/`);
    await page.getByRole('heading', { name: 'Sign in to gofy' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('takes a user who is already signed in straight on from the sign-in page', async () => {
    await page.goto(`${portal.url}/login`);
    await signIn();
    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    await page.goto(`${portal.url}/login`);
    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

describe('when the credentials are wrong', () => {
  it('shows the one generic error, whether or not the account exists', async () => {
    await page.goto(`${portal.url}/login`);
    await signIn(demoUser.email, 'not-the-password');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('The email or password is not correct.');
    const forKnownAccount = await alert.textContent();

    await signIn('nobody@gofy.example', 'not-the-password');
    await page.waitForResponse((response) => response.url().endsWith('/api/sso/login'));
    await expect.poll(() => alert.textContent()).toBe(forKnownAccount);
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(
      'nobody@gofy.example',
    );
  });
});

describe('after signing in, the return target', () => {
  it('is followed to an allow-listed suite application', async () => {
    const suiteApp = 'https://pipeline.qa.gofy.example/deals/42?tab=quotes';
    await context.route('https://pipeline.qa.gofy.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Pipeline</title>Pipeline' }),
    );
    await page.goto(`${portal.url}/login?redirect=${encodeURIComponent(suiteApp)}`);
    await signIn();
    await page.waitForURL(suiteApp);
  });

  it('is followed to a page of the portal', async () => {
    await page.goto(`${portal.url}/login?redirect=${encodeURIComponent('/?from=mail')}`);
    await signIn();
    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    expect(page.url()).toBe(`${portal.url}/?from=mail`);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example/phish',
    'https://pipeline.qa.gofy.example@evil.example/phish',
    'javascript:alert(document.domain)',
    '%2F%2Fevil.example',
  ])('is ignored when hostile: %s', async (target) => {
    const visitedEvil: string[] = [];
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.hostname.endsWith('evil.example')) {
        visitedEvil.push(url.href);
        return route.abort();
      }
      return route.continue();
    });
    await page.goto(`${portal.url}/login?redirect=${encodeURIComponent(target)}`);
    await signIn();
    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    expect(page.url()).toBe(`${portal.url}/`);
    expect(visitedEvil).toEqual([]);
  });
});
