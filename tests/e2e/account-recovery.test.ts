import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nextMessage } from '../support/hermes-messages';
import { englishContext } from './support/browser';
import { whoamiStatus } from './support/page-checks';
import { requestResetLink } from './support/password-reset';
import { setUpPortalPage } from './support/portal-page';
import { secondDemoUser } from './support/portal-server';
import { listCacheStorage, waitForServiceWorkerControl } from './support/service-worker';
import { untilSignInPageInCharge } from './support/sign-in-form';

// Each test file has a service of its own, so these passwords do not reach other files; the
// second demo user is the one that changes password, and each test chooses a new one.
const account = secondDemoUser;
let currentPassword = account.password;

const e2e = setUpPortalPage({
  // A wrong password is answered 401 and a spent link 410, which the browser reports as
  // failed loads; those are what these tests ask for.
  expectedProblems: /status of (401|410)/,
});

async function signIn(target: Page, email: string, password: string) {
  await target.getByRole('textbox', { name: 'Email' }).fill(email);
  await target.getByLabel('Password', { exact: true }).fill(password);
  await target.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Asks for a link from the sign-in page, as a user would, and returns what hermes got. */
async function requestLinkFromSignIn(): Promise<string> {
  const message = await nextMessage(
    e2e.portal.service.outbox,
    account.email,
    'password-reset',
    async () => {
      await e2e.page.goto(`${e2e.portal.url}/login`);
      // The email goes along with the router's link, once the page's script runs; before, the
      // link is a plain one.
      await untilSignInPageInCharge(e2e.page);
      await e2e.page.getByRole('textbox', { name: 'Email' }).fill(account.email);
      await e2e.page.getByRole('link', { name: 'Forgot your password?' }).click();
      await e2e.page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
      // The email typed to sign in came along: the broker types it once.
      await expect
        .poll(() => e2e.page.getByRole('textbox', { name: 'Email' }).inputValue())
        .toBe(account.email);
      await e2e.page.getByRole('button', { name: 'Send me a link' }).click();
      await e2e.page.getByRole('heading', { name: 'Check your email' }).waitFor();
    },
  );
  return message.variables.resetUrl ?? '';
}

async function chooseNewPassword(target: Page, password: string) {
  await target.getByLabel('New password', { exact: true }).fill(password);
  await target.getByLabel('Confirm the new password', { exact: true }).fill(password);
  await target.getByRole('button', { name: 'Save the new password' }).click();
}

describe('resetting a forgotten password', () => {
  it('follows the emailed link to a new password that signs in, while the old one fails', async () => {
    const link = await requestLinkFromSignIn();
    expect(new URL(link).origin).toBe(e2e.portal.url);

    await e2e.page.goto(link);
    await e2e.page.getByText(`For the account ${account.email}.`).waitFor();
    const newPassword = 'lanterns drift over the quiet bay';
    await chooseNewPassword(e2e.page, newPassword);

    await e2e.page.getByText('Your password was changed').waitFor();
    expect(`${new URL(e2e.page.url()).pathname}${new URL(e2e.page.url()).search}`).toBe(
      '/login?reset=1',
    );
    // The account's email is in the form already: only the new password to type.
    await expect
      .poll(() => e2e.page.getByRole('textbox', { name: 'Email' }).inputValue())
      .toBe(account.email);
    await signIn(e2e.page, account.email, newPassword);
    await e2e.page.getByRole('heading', { name: `Hello, ${account.firstName}` }).waitFor();
    const oldPassword = currentPassword;
    currentPassword = newPassword;

    const other = await e2e.context.browser()?.newContext(englishContext);
    const otherPage = await other?.newPage();
    if (!other || !otherPage) throw new Error('No second browser context');
    await otherPage.goto(`${e2e.portal.url}/login`);
    await signIn(otherPage, account.email, oldPassword);
    await otherPage.getByText('The email or password is incorrect.').waitFor();
    await other.close();
  });

  it('signs the user out on the devices where they were signed in', async () => {
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await signIn(e2e.page, account.email, currentPassword);
    await e2e.page.getByRole('heading', { name: `Hello, ${account.firstName}` }).waitFor();
    expect(await whoamiStatus(e2e.page)).toBe(200);

    const elsewhere = await e2e.browser.newContext(englishContext);
    const resetPage = await elsewhere.newPage();
    await resetPage.goto(await requestResetLink(resetPage, e2e.portal, account.email));
    currentPassword = 'a kettle sings in the empty kitchen';
    await chooseNewPassword(resetPage, currentPassword);
    await resetPage.getByText('Your password was changed').waitFor();
    await elsewhere.close();

    expect(await whoamiStatus(e2e.page)).toBe(401);
  });

  it('keeps the token out of the address, the referrer and the service worker caches', async () => {
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await waitForServiceWorkerControl(e2e.page);
    const link = await requestLinkFromSignIn();
    const token = new URL(link).searchParams.get('token') ?? '';

    const response = await e2e.page.goto(link);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await e2e.page.getByText(`For the account ${account.email}.`).waitFor();
    expect(e2e.page.url()).toBe(`${e2e.portal.url}/reset-password`);
    expect(
      await e2e.page.evaluate(() =>
        document.querySelector('meta[name="referrer"]')?.getAttribute('content'),
      ),
    ).toBe('no-referrer');
    const cached = await listCacheStorage(e2e.page);
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((entry) => entry.url.includes(token))).toEqual([]);

    // Back in history lands on the page before, not on an address holding the token.
    await e2e.page.goBack();
    expect(e2e.page.url()).not.toContain(token);
  });

  it('explains a link that was already used and offers a new one', async () => {
    const link = await requestLinkFromSignIn();
    await e2e.page.goto(link);
    currentPassword = 'moss grows on the northern stones';
    await chooseNewPassword(e2e.page, currentPassword);
    await e2e.page.getByText('Your password was changed').waitFor();

    await e2e.page.goto(link);
    await e2e.page.getByRole('heading', { name: 'This link has already been used' }).waitFor();
    await e2e.page.getByRole('link', { name: 'Ask for a new link' }).click();
    await e2e.page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
  });
});
