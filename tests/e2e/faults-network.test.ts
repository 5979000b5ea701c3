import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sessionCookie, whoamiStatus } from './support/page-checks';
import { setUpPortalPage } from './support/portal-page';
import { demoUser } from './support/portal-server';
import { cutNetwork } from './support/service-worker';
import {
  expectSignInRefused,
  signedInAnswer,
  signInForm,
  watchLoginRequests,
} from './support/sign-in-form';

const e2e = setUpPortalPage({
  // Chromium logs every failed fetch as a console error; here the failures are the point. The
  // service worker's first download can be what the network cuts short, which it logs too.
  expectedProblems:
    /ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_RESET|ERR_FAILED|Failed to fetch|error occurred when fetching the script/,
});

describe('the network failing under the sign-in form', () => {
  it('offline at submit: says so, loses nothing, and signs in once back online', async () => {
    const logins = watchLoginRequests(e2e.page);
    await e2e.page.goto(`${e2e.portal.url}/login`);
    const form = signInForm(e2e.page);
    await form.fill();

    await cutNetwork(e2e.page);
    await form.password.press('Enter');
    await e2e.page.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor();
    expect(await form.submit.isDisabled()).toBe(true);
    expect(logins).toHaveLength(0);
    expect(await form.email.inputValue()).toBe(demoUser.email);
    expect(await form.password.inputValue()).toBe(demoUser.password);

    await e2e.context.setOffline(false);
    await form.submit.click();
    await e2e.page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    expect(logins).toHaveLength(1);
  });

  it('a login that never answers: gives up in bounded time and ignores a late answer', async () => {
    await e2e.page.clock.install();
    const held: Route[] = [];
    await e2e.page.route('**/api/sso/login', (route) => {
      held.push(route);
    });
    const aborted: string[] = [];
    e2e.page.on('requestfailed', (request) => {
      if (request.url().endsWith('/api/sso/login'))
        aborted.push(request.failure()?.errorText ?? '');
    });
    await e2e.page.goto(`${e2e.portal.url}/login`);
    const form = signInForm(e2e.page);
    await form.signIn();
    await expect.poll(() => held.length).toBe(1);
    expect(await form.submit.isDisabled()).toBe(true);

    // The portal's own limit for one request, in page time.
    await e2e.page.clock.fastForward(15_000);
    await expect
      .poll(() => form.alert.textContent())
      .toContain('The sign-in service took too long to answer.');
    expect(await form.submit.isEnabled()).toBe(true);
    expect(await form.email.inputValue()).toBe(demoUser.email);

    // Given up means cancelled: the browser dropped the request, so an answer arriving now
    // has nowhere to go.
    await expect.poll(() => aborted).toHaveLength(1);
    await held[0]?.fulfill({ json: signedInAnswer() }).catch(() => {});
    expect(new URL(e2e.page.url()).pathname).toBe('/login');
    expect(await form.alert.textContent()).toContain('took too long');

    await e2e.page.unroute('**/api/sso/login');
    await form.submit.click();
    await e2e.page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
  });

  it('a proxy answering 200 with its own HTML page: a failure, never signed in', async () => {
    await e2e.page.route('**/api/sso/login', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>Guest Wi-Fi</title><h1>Accept the terms to continue</h1>',
      }),
    );
    await expectSignInRefused(
      e2e.page,
      e2e.portal.url,
      'The sign-in service sent an answer gofy could not read.',
    );
    expect(await sessionCookie(e2e.context)).toBeUndefined();
    expect(await whoamiStatus(e2e.page)).toBe(401);
  });

  it('the login succeeds but its answer is lost: continues as signed in', async () => {
    const logins = watchLoginRequests(e2e.page);
    await e2e.page.route('**/api/sso/login', async (route) => {
      // The service signs the user in and sets the cookie; the answer never reaches the page.
      await route.fetch();
      await route.abort('connectionreset');
    });
    await e2e.page.goto(`${e2e.portal.url}/login?redirect=${encodeURIComponent('/?from=mail')}`);
    const form = signInForm(e2e.page);
    await form.signIn();

    await e2e.page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    expect(e2e.page.url()).toBe(`${e2e.portal.url}/?from=mail`);
    // The password is not sent again to find out.
    expect(logins).toHaveLength(1);
  });

  it("the app's code cannot load on a first visit: a submit is caught, said so, and sent on the next press", async () => {
    // The chunk the page's first script asks for at once: React, the portal and the
    // configuration's rules (src/main.tsx).
    const app = '**/static/js/async/app.*.js';
    await e2e.page.route(app, (route) => route.abort('internetdisconnected'));
    const failed = e2e.page.waitForEvent('requestfailed', (request) =>
      request.url().includes('/app.'),
    );
    const logins = watchLoginRequests(e2e.page);
    const posts: string[] = [];
    e2e.page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await failed;
    const form = signInForm(e2e.page);
    await form.fill();
    // The first script has taken charge of the form: it can be sent.
    expect(await form.submit.textContent()).toBe('Sign in');
    await form.password.press('Enter');
    await e2e.page
      .getByRole('alert')
      .filter({ hasText: 'This page did not finish loading. Check your connection and reload it.' })
      .waitFor();
    // Nothing was sent, natively or otherwise, and the password is in no address.
    expect(posts).toEqual([]);
    expect(e2e.page.url()).toBe(`${e2e.portal.url}/login`);

    // The network comes back; the next press asks for the app again, which sends the form.
    await e2e.page.unroute(app);
    expect(await form.email.inputValue()).toBe(demoUser.email);
    expect(await form.password.inputValue()).toBe(demoUser.password);
    await form.submit.click();
    await e2e.page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    expect(logins).toHaveLength(1);
  });

  it("the page's words lost while the browser stays online: the form takes over by itself", async () => {
    // A weak signal drops requests without the browser ever going offline, so no `online`
    // event comes: the page tries again by itself, a second later. Dropped twice: the words
    // are preloaded once the page has painted, then loaded as a script, and either may be
    // the one that reaches the network.
    const words = '**/static/js/async/messages-en.*.js';
    let dropped = 0;
    await e2e.page.route(words, (route) => {
      if (dropped === 2) return route.continue();
      dropped += 1;
      return route.abort('connectionreset');
    });
    const logins = watchLoginRequests(e2e.page);
    await e2e.page.goto(`${e2e.portal.url}/login`);
    const form = signInForm(e2e.page);
    await form.fill();
    await form.submit.click();
    await e2e.page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    expect(dropped).toBe(2);
    expect(await e2e.page.evaluate(() => navigator.onLine)).toBe(true);
    expect(logins).toHaveLength(1);
  });
});
