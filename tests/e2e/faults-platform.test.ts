import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { englishContext } from './support/browser';
import { sessionCookie, watchPageProblems, whoamiStatus } from './support/page-checks';
import { setUpPortal } from './support/portal-page';
import { demoUser } from './support/portal-server';
import { signInForm, watchLoginRequests } from './support/sign-in-form';

const shared = setUpPortal();

const closeAfter: { close(): Promise<unknown> }[] = [];
let problems: string[] = [];

afterEach(async () => {
  for (const item of closeAfter.splice(0)) await item.close();
  expect(problems).toEqual([]);
});

async function openPage(options: BrowserContextOptions = {}, initScript?: () => void) {
  const context = await shared.browser.newContext({ ...englishContext, ...options });
  closeAfter.push(context);
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  problems = watchPageProblems(page);
  return { context, page };
}

/** Signs in on /login, lands on the main screen, signs out, and checks the service agrees. */
async function signInAndOut(page: Page) {
  await page.goto(`${shared.portal.url}/login`);
  await signInForm(page).signIn();
  await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
  expect(await whoamiStatus(page)).toBe(200);
  await page.getByRole('link', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'You have signed out' }).waitFor();
  expect(await whoamiStatus(page)).toBe(401);
}

describe('a browser that keeps no cookies', () => {
  it('the session cookie dropped: explains cookies, no loop between pages', async () => {
    const { context, page } = await openPage();
    const logins = watchLoginRequests(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
    });
    await page.route('**/api/sso/login', async (route) => {
      // The service signs the user in; the browser refuses the cookie it sets.
      const response = await route.fetch();
      await context.clearCookies();
      const { 'set-cookie': _dropped, ...headers } = response.headers();
      await route.fulfill({ response, headers });
    });
    await page.goto(`${shared.portal.url}/login`);
    const form = signInForm(page);
    await form.signIn();

    await expect
      .poll(() => form.alert.textContent())
      .toContain('Allow cookies for this site in your browser settings');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(documents).toEqual(['/login']);
    expect(await page.getByText(demoUser.name).count()).toBe(0);
    expect(await form.email.inputValue()).toBe(demoUser.email);
    expect(await form.submit.isEnabled()).toBe(true);
    expect(logins).toHaveLength(1);
    expect(await sessionCookie(context)).toBeUndefined();
  });
});

describe('a browser without service workers', () => {
  it('service workers blocked: signs in and out online', async () => {
    const { page } = await openPage({ serviceWorkers: 'block' });
    await signInAndOut(page);
  });

  it('no navigator.serviceWorker at all: signs in and out online', async () => {
    const { page } = await openPage({}, () => {
      delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
    });
    await signInAndOut(page);
    expect(await page.evaluate(() => 'serviceWorker' in navigator)).toBe(false);
  });
});

describe('a browser whose storage refuses every access', () => {
  it('storage throwing SecurityError and no BroadcastChannel: signs in and out', async () => {
    const { page } = await openPage({}, () => {
      // As in some privacy modes: the properties exist, and reading them throws.
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('Access is denied for this document.', 'SecurityError');
          },
        });
      }
      delete (window as { BroadcastChannel?: unknown }).BroadcastChannel;
    });
    await signInAndOut(page);
    expect(await page.evaluate(() => typeof BroadcastChannel)).toBe('undefined');
  });
});
