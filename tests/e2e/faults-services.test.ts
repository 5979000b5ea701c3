import type { Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpPortalPage } from './support/portal-page';
import { demoUser } from './support/portal-server';
import { signInForm, watchLoginRequests } from './support/sign-in-form';
import { settled, stepsOn } from './support/steps';

const minute = 60_000;
const e2e = setUpPortalPage({
  // Tours pending, so a tour would start if the tourist service ever answered.
  portal: { tourist: { initialState: 'pending' } },
  // The maintenance answer under test is logged by Chromium as a failed load.
  expectedProblems: /the server responded with a status of 503/,
});

const step = stepsOn(() => e2e.page);
const hello = () => e2e.page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` });

/** Requests to the SSO API, as the browser sent them. */
function watchSsoRequests(): Request[] {
  const requests: Request[] = [];
  e2e.page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/sso/')) requests.push(request);
  });
  return requests;
}

describe('the main screen with its optional services hanging', () => {
  it('tourist and notifications never answering: cards, search and sign-out work, no tour starts', async () => {
    await e2e.page.clock.install();
    const held: Route[] = [];
    for (const service of ['tourist', 'notifications']) {
      await e2e.page.route(`**/api/${service}/**`, (route) => {
        held.push(route);
      });
    }
    const given: string[] = [];
    e2e.page.on('requestfailed', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/(tourist|notifications)\//.test(pathname)) given.push(pathname);
    });
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await signInForm(e2e.page).signIn();

    await step('the main screen shows while both services hang', async () => {
      await hello().waitFor();
      await expect.poll(() => held.length).toBe(2);
    });
    const cards = e2e.page.locator('.launcher-grid a');
    expect(await cards.count()).toBe(7);
    expect(await e2e.page.getByRole('dialog').count()).toBe(0);

    await step('search narrows the cards', async () => {
      const search = e2e.page.getByRole('searchbox', { name: 'Search applications' });
      await search.fill('educ');
      await e2e.page
        .getByRole('status')
        .filter({ hasText: /^1 application$/ })
        .waitFor();
      expect(await cards.allTextContents()).toEqual([expect.stringContaining('Education')]);
      await search.fill('');
      await expect.poll(() => cards.count()).toBe(7);
    });

    // Each optional call gives up after its own limit, in page time; only then would an
    // answer have started a tour, so only then is "no tour" worth checking.
    await step('both calls are given up', async () => {
      await e2e.page.clock.fastForward(5_000);
      await expect
        .poll(() => [...given].sort())
        .toEqual(['/api/notifications/unread-count', '/api/tourist/tours']);
      await settled(e2e.page);
    });
    expect(await e2e.page.getByRole('dialog').count()).toBe(0);
    expect(await e2e.page.getByRole('link', { name: /unread/ }).count()).toBe(0);
    expect(await e2e.page.getByRole('link', { name: 'Notifications' }).isVisible()).toBe(true);

    await step('signing out', async () => {
      await e2e.page.getByRole('link', { name: 'Sign out' }).click();
      await e2e.page.getByRole('heading', { name: 'You have signed out' }).waitFor();
    });
  });
});

describe('the SSO down for maintenance', () => {
  it('503 with Retry-After to the sign-in: says when to retry, waits, and does not hammer the service', async () => {
    await e2e.page.clock.install();
    const logins = watchLoginRequests(e2e.page);
    const ssoRequests = watchSsoRequests();
    await e2e.page.route('**/api/sso/login', (route) =>
      route.fulfill({
        status: 503,
        headers: { 'retry-after': '300', 'cache-control': 'no-store' },
        json: {
          error: {
            code: 'unavailable',
            message: 'The service is down for maintenance.',
            retryAfter: 300,
          },
        },
      }),
    );
    await e2e.page.goto(`${e2e.portal.url}/login`);
    const form = signInForm(e2e.page);
    await form.fill();
    const before = ssoRequests.length;
    await form.submit.click();

    await step('the page says the service is unavailable and when to retry', async () => {
      await expect
        .poll(() => form.alert.textContent())
        .toMatch(
          /The sign-in service is not available right now\. You can try again in 5 minutes\./,
        );
    });
    // The one login, and no question to the service behind it: it said when to come back.
    // What the page asks on arriving (who is signed in, the options of the passkey attempt
    // autofill waits on) leaves whenever its code has come, which on a loaded machine can be
    // after the form is filled: only what left after the login counts.
    const asked = ssoRequests
      .slice(before)
      .map((request) => new URL(request.url()).pathname)
      .filter((path) => path !== '/api/sso/passkeys/sign-in/options');
    expect(asked.slice(asked.indexOf('/api/sso/login'))).toEqual(['/api/sso/login']);
    expect(await form.submit.isDisabled()).toBe(true);
    for (let press = 0; press < 3; press += 1) await form.password.press('Enter');
    expect(logins).toHaveLength(1);
    expect(await form.email.inputValue()).toBe(demoUser.email);
    expect(await form.password.inputValue()).toBe(demoUser.password);

    await step('the form comes back after the wait', async () => {
      await e2e.page.clock.fastForward(5 * minute);
      await expect.poll(() => form.submit.isEnabled()).toBe(true);
    });
    expect(await form.alert.textContent()).toBe('');

    await e2e.page.unroute('**/api/sso/login');
    await form.submit.click();
    await step('signing in once the service is back', () => hello().waitFor());
    expect(logins).toHaveLength(2);
  });
});
