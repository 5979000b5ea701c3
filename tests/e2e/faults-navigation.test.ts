import {
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
  type Route,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect } from 'vitest';
import { chromiumArgs, chromiumPath, englishContext } from './support/browser';
import { faultTally } from './support/fault-tally';
import { watchPageProblems, whoamiStatus } from './support/page-checks';
import { demoUser, startPortal } from './support/portal-server';
import { signInForm, watchLoginRequests } from './support/sign-in-form';

const faultTest = faultTally('faults-navigation');

const suiteApp = 'https://pipeline.qa.gofy.example/';
let browser: Browser;
let portal: Awaited<ReturnType<typeof startPortal>>;
let context: BrowserContext;
let page: Page;
let problems: string[];
let documentPosts: string[];
let dialogs: string[];

beforeAll(async () => {
  // Playwright turns the back/forward cache off by default; brokers' browsers have it on.
  browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  portal = await startPortal();
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

beforeEach(async () => {
  context = await browser.newContext(englishContext);
  await context.route(`${suiteApp}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Pipeline</title><h1>Pipeline</h1>' }),
  );
  page = await context.newPage();
  problems = watchPageProblems(page);
  // A form sent again by reload or history would show up as a page loaded by POST.
  documentPosts = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.method() === 'POST') {
      documentPosts.push(request.url());
    }
  });
  dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    dialog.dismiss().catch(() => {});
  });
});

afterEach(async () => {
  await context.close();
  expect(documentPosts).toEqual([]);
  expect(dialogs).toEqual([]);
  // A request cut short by leaving its page is logged by Chromium as failed.
  expect(problems.filter((problem) => !/ERR_ABORTED|Failed to fetch/.test(problem))).toEqual([]);
});

const hello = () => page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` });

/** Resolves after the page has run its pending promise callbacks and painted twice. */
function settled(target: Page) {
  return target.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined))),
      ),
  );
}

describe('history during and after sign-in', () => {
  faultTest('reload while signing in: nothing sent twice, and the form works after', async () => {
    const logins = watchLoginRequests(page);
    const held: Route[] = [];
    await page.route('**/api/sso/login', (route) => {
      held.push(route);
    });
    await page.goto(`${portal.url}/login`);
    await signInForm(page).signIn();
    await expect.poll(() => held.length).toBe(1);

    await page.reload();
    await held[0]?.continue().catch(() => {});
    const form = signInForm(page);
    await expect.poll(() => form.submit.isEnabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(logins).toHaveLength(1);

    await page.unroute('**/api/sso/login');
    await form.signIn();
    await hello().waitFor();
    expect(logins).toHaveLength(2);
  });

  faultTest('Back while signing in: the answer does not pull the user away', async () => {
    const held: Route[] = [];
    await page.route('**/api/sso/login', (route) => {
      held.push(route);
    });
    await page.goto(`${portal.url}/forgot-password`);
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await signInForm(page).signIn();
    await expect.poll(() => held.length).toBe(1);

    await page.goBack({ waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    // The sign-in goes through; the page then asks whoami, and must stay where the user went.
    const confirmed = page.waitForResponse((response) => response.url().endsWith('/whoami'));
    await held[0]?.continue();
    await confirmed;
    await settled(page);
    expect(new URL(page.url()).pathname).toBe('/forgot-password');
    expect(await whoamiStatus(page)).toBe(200);
  });

  faultTest('Back and Forward after signing in: still signed in, nothing sent again', async () => {
    const logins = watchLoginRequests(page);
    await page.goto(`${portal.url}/forgot-password`);
    await page.goto(`${portal.url}/login`);
    await signInForm(page).signIn();
    await hello().waitFor();

    // The form was replaced in history by the main screen: Back leaves the sign-in behind.
    await page.goBack({ waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.goForward({ waitUntil: 'commit' });
    await hello().waitFor();
    await page.reload();
    await hello().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(logins).toHaveLength(1);
  });

  faultTest('Back after signing out elsewhere: no signed-in page from the cache', async () => {
    await page.addInitScript(() => {
      // What a restored page shows before any of its scripts run again.
      window.addEventListener('pageshow', (event) => {
        if (event.persisted) {
          (window as { restoredText?: string }).restoredText = document.body.textContent ?? '';
        }
      });
    });
    await page.goto(`${portal.url}/login`);
    await signInForm(page).signIn();
    await hello().waitFor();
    // On to an application of the suite in the same tab, which signs the user out there.
    await page.goto(suiteApp);
    const ended = await context.request.post(`${portal.url}/api/sso/logout`, {
      headers: { origin: portal.url },
    });
    expect(ended.status()).toBe(204);

    await page.goBack({ waitUntil: 'commit' });
    // The portal's page does come back from the cache, and without the user on it.
    const restored = await page.waitForFunction(
      () => (window as { restoredText?: string }).restoredText,
      null,
      { timeout: 5000 },
    );
    expect(await restored.jsonValue()).not.toContain(demoUser.firstName);
    await page.waitForURL(/\/login\?/, { waitUntil: 'commit' });
    await page.getByRole('status').filter({ hasText: 'Your session has ended' }).waitFor();
    expect(await page.getByText(demoUser.firstName).count()).toBe(0);
  });
});
