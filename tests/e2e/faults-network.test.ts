import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect } from 'vitest';
import { englishContext, launchChromium } from './support/browser';
import { faultTally } from './support/fault-tally';
import { sessionCookie, watchPageProblems, whoamiStatus } from './support/page-checks';
import { demoUser, startPortal } from './support/portal-server';
import { signedInAnswer, signInForm, watchLoginRequests } from './support/sign-in-form';

const faultTest = faultTally('faults-network');

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
  // Chromium logs every failed fetch as a console error; here the failures are the point.
  const unexpected = problems.filter(
    (problem) =>
      !/ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_RESET|ERR_FAILED|Failed to fetch/.test(problem),
  );
  expect(unexpected).toEqual([]);
});

describe('the network failing under the sign-in form', () => {
  faultTest(
    'offline at submit: says so, loses nothing, and signs in once back online',
    async () => {
      const logins = watchLoginRequests(page);
      await page.goto(`${portal.url}/login`);
      const form = signInForm(page);
      await form.fill();

      await context.setOffline(true);
      await form.password.press('Enter');
      await page.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor();
      expect(await form.submit.isDisabled()).toBe(true);
      expect(logins).toHaveLength(0);
      expect(await form.email.inputValue()).toBe(demoUser.email);
      expect(await form.password.inputValue()).toBe(demoUser.password);

      await context.setOffline(false);
      await form.submit.click();
      await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
      expect(logins).toHaveLength(1);
    },
  );

  faultTest(
    'a login that never answers: gives up in bounded time and ignores a late answer',
    async () => {
      await page.clock.install();
      const held: Route[] = [];
      await page.route('**/api/sso/login', (route) => {
        held.push(route);
      });
      const aborted: string[] = [];
      page.on('requestfailed', (request) => {
        if (request.url().endsWith('/api/sso/login'))
          aborted.push(request.failure()?.errorText ?? '');
      });
      await page.goto(`${portal.url}/login`);
      const form = signInForm(page);
      await form.signIn();
      await expect.poll(() => held.length).toBe(1);
      expect(await form.submit.isDisabled()).toBe(true);

      // The portal's own limit for one request, in page time.
      await page.clock.fastForward(15_000);
      await expect
        .poll(() => form.alert.textContent())
        .toContain('The sign-in service took too long to answer.');
      expect(await form.submit.isEnabled()).toBe(true);
      expect(await form.email.inputValue()).toBe(demoUser.email);

      // Given up means cancelled: the browser dropped the request, so an answer arriving now
      // has nowhere to go.
      await expect.poll(() => aborted).toHaveLength(1);
      await held[0]?.fulfill({ json: signedInAnswer() }).catch(() => {});
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(await form.alert.textContent()).toContain('took too long');

      await page.unroute('**/api/sso/login');
      await form.submit.click();
      await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    },
  );

  faultTest(
    'a proxy answering 200 with its own HTML page: a failure, never signed in',
    async () => {
      await page.route('**/api/sso/login', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: '<!doctype html><title>Guest Wi-Fi</title><h1>Accept the terms to continue</h1>',
        }),
      );
      await page.goto(`${portal.url}/login`);
      const form = signInForm(page);
      await form.signIn();

      await expect
        .poll(() => form.alert.textContent())
        .toContain('The sign-in service sent an answer the portal could not read.');
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(await form.submit.isEnabled()).toBe(true);
      expect(await form.email.inputValue()).toBe(demoUser.email);
      expect(await sessionCookie(context)).toBeUndefined();
      expect(await whoamiStatus(page)).toBe(401);
    },
  );

  faultTest('the login succeeds but its answer is lost: continues as signed in', async () => {
    const logins = watchLoginRequests(page);
    await page.route('**/api/sso/login', async (route) => {
      // The service signs the user in and sets the cookie; the answer never reaches the page.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto(`${portal.url}/login?redirect=${encodeURIComponent('/?from=mail')}`);
    const form = signInForm(page);
    await form.signIn();

    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    expect(page.url()).toBe(`${portal.url}/?from=mail`);
    // The password is not sent again to find out.
    expect(logins).toHaveLength(1);
  });
});
