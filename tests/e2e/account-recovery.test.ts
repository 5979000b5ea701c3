import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { englishContext, launchChromium } from './support/browser';
import { watchPageProblems, whoamiStatus } from './support/page-checks';
import { secondDemoUser, startPortal } from './support/portal-server';
import { listCacheStorage, waitForServiceWorkerControl } from './support/service-worker';

let browser: Browser;
let portal: Awaited<ReturnType<typeof startPortal>>;
let context: BrowserContext;
let page: Page;
let problems: string[];

// Each test file has a service of its own, so these passwords do not reach other files; the
// second demo user is the one that changes password, and each test chooses a new one.
const account = secondDemoUser;
let currentPassword = account.password;

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
  // A wrong password is answered 401 and a spent link 410, which the browser reports as
  // failed loads; those are what these tests ask for.
  expect(problems.filter((problem) => !/status of (401|410)/.test(problem))).toEqual([]);
});

async function signIn(target: Page, email: string, password: string) {
  await target.getByRole('textbox', { name: 'Email' }).fill(email);
  await target.getByLabel('Password', { exact: true }).fill(password);
  await target.getByRole('button', { name: 'Sign in' }).click();
}

/** Asks for a link from the sign-in page, as a user would, and returns what hermes got. */
async function requestLinkFromSignIn(): Promise<string> {
  const before = portal.service.outbox.messages.length;
  await page.goto(`${portal.url}/login`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  await expect.poll(() => portal.service.outbox.messages.length).toBeGreaterThan(before);
  const link = portal.service.outbox.latest(account.email, 'password-reset')?.variables.resetUrl;
  if (!link) throw new Error('The service sent no reset link');
  return link;
}

async function chooseNewPassword(target: Page, password: string) {
  await target.getByLabel('New password', { exact: true }).fill(password);
  await target.getByLabel('New password, again', { exact: true }).fill(password);
  await target.getByRole('button', { name: 'Save the new password' }).click();
}

describe('resetting a forgotten password', () => {
  it('follows the emailed link to a new password that signs in, while the old one fails', async () => {
    const link = await requestLinkFromSignIn();
    expect(new URL(link).origin).toBe(portal.url);

    await page.goto(link);
    await page.getByText(`For the account ${account.email}.`).waitFor();
    const newPassword = 'lanterns drift over the quiet bay';
    await chooseNewPassword(page, newPassword);

    await page.getByText('Your password was changed').waitFor();
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe('/login?reset=1');
    await signIn(page, account.email, newPassword);
    await page.getByRole('heading', { name: `Hello, ${account.firstName}` }).waitFor();
    const oldPassword = currentPassword;
    currentPassword = newPassword;

    const other = await context.browser()?.newContext(englishContext);
    const otherPage = await other?.newPage();
    if (!other || !otherPage) throw new Error('No second browser context');
    await otherPage.goto(`${portal.url}/login`);
    await signIn(otherPage, account.email, oldPassword);
    await otherPage.getByText('The email or password is not correct.').waitFor();
    await other.close();
  });

  it('signs the user out on the devices where they were signed in', async () => {
    await page.goto(`${portal.url}/login`);
    await signIn(page, account.email, currentPassword);
    await page.getByRole('heading', { name: `Hello, ${account.firstName}` }).waitFor();
    expect(await whoamiStatus(page)).toBe(200);

    const elsewhere = await browser.newContext(englishContext);
    const resetPage = await elsewhere.newPage();
    const before = portal.service.outbox.messages.length;
    await resetPage.goto(`${portal.url}/forgot-password`);
    await resetPage.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await resetPage.getByRole('button', { name: 'Send me a link' }).click();
    await expect.poll(() => portal.service.outbox.messages.length).toBeGreaterThan(before);
    const link = portal.service.outbox.latest(account.email, 'password-reset')?.variables.resetUrl;
    await resetPage.goto(link ?? '');
    currentPassword = 'a kettle sings in the empty kitchen';
    await chooseNewPassword(resetPage, currentPassword);
    await resetPage.getByText('Your password was changed').waitFor();
    await elsewhere.close();

    expect(await whoamiStatus(page)).toBe(401);
  });

  it('keeps the token out of the address, the referrer and the service worker caches', async () => {
    await page.goto(`${portal.url}/login`);
    await waitForServiceWorkerControl(page);
    const link = await requestLinkFromSignIn();
    const token = new URL(link).searchParams.get('token') ?? '';

    const response = await page.goto(link);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await page.getByText(`For the account ${account.email}.`).waitFor();
    expect(page.url()).toBe(`${portal.url}/reset-password`);
    expect(
      await page.evaluate(() =>
        document.querySelector('meta[name="referrer"]')?.getAttribute('content'),
      ),
    ).toBe('no-referrer');
    const cached = await listCacheStorage(page);
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((entry) => entry.url.includes(token))).toEqual([]);

    // Back in history lands on the page before, not on an address holding the token.
    await page.goBack();
    expect(page.url()).not.toContain(token);
  });

  it('explains a link that was already used and offers a new one', async () => {
    const link = await requestLinkFromSignIn();
    await page.goto(link);
    currentPassword = 'moss grows on the northern stones';
    await chooseNewPassword(page, currentPassword);
    await page.getByText('Your password was changed').waitFor();

    await page.goto(link);
    await page.getByRole('heading', { name: 'This link has already been used' }).waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
  });
});
