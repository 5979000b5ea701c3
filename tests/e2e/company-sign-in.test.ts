import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { companyEn } from '../../src/i18n/company-messages-en';
import { startAnotherSite } from './support/another-site';
import { axeViolations } from './support/axe';
import { englishContext } from './support/browser';
import {
  alertSaying,
  alterProviderReturn,
  linkedCompanyAccounts,
  providerReturns,
  signedInWithGoogleSession,
  signInAtProvider,
} from './support/company-sign-in-steps';
import { watchPageProblems } from './support/page-checks';
import { setUpPortalPage } from './support/portal-page';
import { demoUser, startPortal } from './support/portal-server';
import { waitForServiceWorkerControl } from './support/service-worker';
import { signInForm } from './support/sign-in-form';
import { step, stepsOn } from './support/steps';

// Company sign-in in the browser, through the stand-in providers' own sign-in pages (real
// OpenID providers on free ports, dev-server/identity-provider/) and the local SSO: the round
// trip, linking a company account the first time, and what /login says of each failure.

const e2e = setUpPortalPage();
const inStep = stepsOn(() => e2e.page);

/** From the sign-in page to the stand-in Google's own page. */
async function toGoogle(page: Page) {
  await page.goto(`${e2e.portal.url}/login`);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await inStep('the provider’s page', () =>
    page.getByRole('heading', { name: 'Google' }).waitFor(),
  );
}

const marina = { email: 'marina.rocha@corretora-horizonte.example', firstName: 'Marina' };

describe('signing in with a company account', () => {
  it('asks a brokerage that requires its provider for no password, and lands on the return target', async () => {
    const { page } = e2e;
    await page.goto(`${e2e.portal.url}/login?redirect=${encodeURIComponent('/security')}`);
    await signInForm(page).email.fill(marina.email);
    const form = page.locator('form');
    await inStep('the form says the brokerage signs in with Microsoft', () =>
      form.getByText('Your brokerage uses Microsoft to sign in.').waitFor(),
    );
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
    await form.getByRole('link', { name: 'Continue with Microsoft' }).click();
    await signInAtProvider(page, 'Microsoft', marina.email);
    await inStep('signed in, on the return target', () =>
      page.getByRole('heading', { level: 1, name: 'Sign-in and security' }).waitFor(),
    );
    expect(new URL(page.url()).pathname).toBe('/security');
  });

  it('offers the provider’s page the email typed', async () => {
    const { page } = e2e;
    await page.goto(`${e2e.portal.url}/login`);
    await signInForm(page).email.fill(marina.email);
    await page.locator('form').getByRole('link', { name: 'Continue with Microsoft' }).click();
    await inStep('the provider’s page', () =>
      page.getByRole('heading', { name: 'Microsoft' }).waitFor(),
    );
    expect(await page.getByLabel('E-mail').inputValue()).toBe(marina.email);
  });

  it('links a company account to Ana’s once she signs in with her password, and shows it on /security', async () => {
    const { page } = e2e;
    // A portal of its own, whose Ana has no company account linked, and which no other test
    // finds with one.
    const portal = await startPortal();
    onTestFinished(() => portal.close());
    await page.goto(`${portal.url}/login`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, 'Google', demoUser.email);
    await inStep('back on /login, asked to sign in once', () =>
      page
        .getByText(
          `To link your Google account (${demoUser.email}) to gofy, sign in once with your password or passkey.`,
        )
        .waitFor(),
    );
    expect(new URL(page.url()).searchParams.get('federation')).toBe('link');
    const form = signInForm(page);
    await inStep('the email filled in', async () => {
      await expect.poll(() => form.email.inputValue()).toBe(demoUser.email);
    });
    await form.password.fill(demoUser.password);
    await form.submit.click();
    await inStep('told it was linked', () =>
      page.getByRole('heading', { level: 1, name: 'Company account linked' }).waitFor(),
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    await inStep('the main screen', () =>
      page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor(),
    );

    await page.goto(`${portal.url}/security`);
    const accounts = page.getByRole('region', { name: 'Company accounts' });
    await inStep('the company account on /security', () =>
      accounts.getByText(`Google · ${demoUser.email}`).waitFor(),
    );

    // Linked, the company account signs Ana in by itself from now on.
    await page.context().clearCookies();
    await page.goto(`${portal.url}/login`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, 'Google', demoUser.email);
    await inStep('signed in with Google alone', () =>
      page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor(),
    );
  });

  it('offers someone no account has the request for an account, filled in from the company account', async () => {
    const { page } = e2e;
    await page.goto(`${e2e.portal.url}/login`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, 'Google', 'rafael.costa@corretora-sol.example');
    const alert = alertSaying(page, 'No gofy account has the email of this company account.');
    await inStep('back on /login, told no account has it', () =>
      alert.getByRole('link', { name: 'Ask for an account' }).waitFor(),
    );
    await alert.getByRole('link', { name: 'Ask for an account' }).click();
    await inStep('the request for an account', () =>
      page.getByRole('heading', { name: 'Ask for a gofy account' }).waitFor(),
    );
    expect(await page.getByRole('textbox', { name: 'Your full name' }).inputValue()).toBe(
      'Rafael Costa',
    );
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(
      'rafael.costa@corretora-sol.example',
    );
    expect(page.url()).not.toMatch(/rafael|costa/i);
  });
});

// A page of another site that does nothing but send the browser to the portal's start.
const anotherSite = await startAnotherSite((portal) => ({
  '/prize': `<script>location.href = ${JSON.stringify(`${portal}/api/sso/federation/google/start`)}</script>`,
}));
afterAll(() => anotherSite.close());

describe('a company sign-in another site starts', () => {
  const question = `Link the Google account ${demoUser.email} to your gofy account?`;

  /**
   * Ana, signed in a moment ago with a Google session, visits another site's page, which sends
   * her browser to the start: Google sends it straight back, and the portal asks. A portal of
   * her own, whose Ana no other test links.
   */
  async function sentByAnotherSite() {
    const { page } = e2e;
    const portal = await startPortal();
    onTestFinished(() => portal.close());
    anotherSite.pointAt(portal.url);
    await signedInWithGoogleSession(page, portal.url, demoUser);
    await page.goto(`${anotherSite.origin}/prize`);
    const heading = page.getByRole('heading', { level: 1, name: question });
    await inStep('asked, in place of the page', () => heading.waitFor());
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(question);
    expect(await axeViolations(page)).toEqual([]);
    expect(await linkedCompanyAccounts(page, portal.url)).toEqual([]);
    return portal;
  }

  const linkNotices = (portal: Awaited<ReturnType<typeof startPortal>>) =>
    portal.service.outbox.messages.filter(
      (message) => message.template === 'company-account-linked',
    );

  it('asks the broker signed in already, and links nothing on “Not now”', async () => {
    const { page } = e2e;
    const portal = await sentByAnotherSite();
    await page.getByRole('button', { name: 'Not now' }).click();
    await inStep('on to the main screen', () =>
      page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor(),
    );
    expect(await linkedCompanyAccounts(page, portal.url)).toEqual([]);
    expect(linkNotices(portal)).toEqual([]);
    // Forgotten: nothing waits in the browser for a later sign-in to link.
    const pending = await page.request.get(`${portal.url}/api/sso/federation/pending`);
    expect(pending.status()).toBe(404);
  });

  it('links it once the broker answers “Link”', async () => {
    const { page } = e2e;
    const portal = await sentByAnotherSite();
    await page.getByRole('button', { name: 'Link' }).click();
    await inStep('told it was linked', () =>
      page.getByRole('heading', { level: 1, name: 'Company account linked' }).waitFor(),
    );
    expect(await linkedCompanyAccounts(page, portal.url)).toEqual([
      expect.objectContaining({ provider: 'google', email: demoUser.email }),
    ]);
    expect(linkNotices(portal)).toHaveLength(1);
    await page.getByRole('button', { name: 'Continue' }).click();
    await inStep('the main screen', () =>
      page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor(),
    );
  });
});

describe('a company sign-in that fails', () => {
  it('says the broker canceled at the provider, and what to do', async () => {
    const { page } = e2e;
    await toGoogle(page);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await inStep('back on /login, told so', () =>
      alertSaying(page, 'You canceled signing in on your company’s page.').waitFor(),
    );
    expect(new URL(page.url()).searchParams.get('federation_error')).toBe('cancelled');
  });

  it('refuses a company account whose email the provider has not verified', async () => {
    const { page } = e2e;
    await page.goto(`${e2e.portal.url}/login`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, 'Google', 'bruno.lima@gofy.example');
    await inStep('told the email is not verified', () =>
      alertSaying(page, 'Your company account’s email is not verified').waitFor(),
    );
  });

  it('refuses a return whose state is not the one this browser sent', async () => {
    const { page } = e2e;
    await toGoogle(page);
    // A forged return to the SSO, in the browser that started the sign-in.
    await page.goto(
      `${e2e.portal.url}/api/sso/federation/google/callback?code=forged&state=tampered`,
    );
    await inStep('told it was stopped', () =>
      alertSaying(page, 'This sign-in was stopped to protect your account').waitFor(),
    );
  });

  it('refuses a return replayed after the sign-in it finished, whose transaction is gone', async () => {
    const { page } = e2e;
    await page.goto(`${e2e.portal.url}/login`);
    const returns = providerReturns(page, 'google');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, 'Google', 'rafael.costa@corretora-sol.example');
    await inStep('back on /login', () => alertSaying(page, 'No gofy account has').waitFor());
    // The first return spent the transaction and cleared its cookie: the browser has no
    // sign-in of its own to finish.
    await page.goto(returns[0]?.href ?? '');
    await inStep('told the sign-in cannot be finished', () =>
      alertSaying(page, 'This sign-in did not start in this browser').waitFor(),
    );
  });

  it('says a return carrying a code already used was not accepted, and what to do', async () => {
    const { page } = e2e;
    const returns = providerReturns(page, 'google');
    await page.goto(`${e2e.portal.url}/login`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, 'Google', 'rafael.costa@corretora-sol.example');
    await inStep('back on /login, the code used', () =>
      alertSaying(page, 'No gofy account has').waitFor(),
    );
    // Signed out at the company, the broker signs in there again, and the return that comes
    // back carries the first one's code.
    const google = new URL(e2e.portal.companyProviders.standIns.get('google')?.origin ?? '');
    await page.context().clearCookies({ domain: google.hostname });
    const used = returns[0]?.searchParams.get('code') ?? '';
    await alterProviderReturn(page, (query) => query.set('code', used));
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, 'Google', 'rafael.costa@corretora-sol.example');
    await inStep('told the code was not accepted', () =>
      alertSaying(page, companyEn['companyFailure.codeReused']).waitFor(),
    );
    expect(new URL(page.url()).searchParams.get('federation_error')).toBe('code_reused');
  });

  it('refuses a return that names another provider as its issuer (a mix-up)', async () => {
    const { page } = e2e;
    const microsoft = e2e.portal.companyProviders.standIns.get('microsoft')?.issuer ?? '';
    await page.goto(`${e2e.portal.url}/login`);
    await alterProviderReturn(page, (query) => query.set('iss', microsoft));
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, 'Google', demoUser.email);
    await inStep('told the answer was refused', () =>
      alertSaying(page, companyEn['companyFailure.issuerMismatch']).waitFor(),
    );
    expect(new URL(page.url()).searchParams.get('federation_error')).toBe('issuer_mismatch');
  });
});

describe('a company provider that is down', () => {
  it('says it could not be reached, and keeps the return target', async () => {
    // A portal of its own: the SSO keeps a provider's discovery once it has read it.
    const portal = await startPortal();
    const context = await e2e.browser.newContext(englishContext);
    try {
      await portal.companyProviders.standIns.get('microsoft')?.close();
      const page = await context.newPage();
      const problems = watchPageProblems(page);
      await page.goto(`${portal.url}/login?redirect=${encodeURIComponent('/security')}`);
      const button = page.getByRole('link', { name: 'Continue with Microsoft' });
      // Until the buttons' code has come, the prerendered link starts without the target.
      await expect.poll(() => button.getAttribute('href')).toContain('redirect=%2Fsecurity');
      await button.click();
      await step(
        'told the provider could not be reached',
        () => alertSaying(page, 'Your company’s sign-in service could not be reached.').waitFor(),
        { page },
      );
      const address = new URL(page.url());
      expect(address.searchParams.get('federation_error')).toBe('provider_unavailable');
      expect(address.searchParams.get('redirect')).toBe('/security');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await portal.close();
    }
  });
});

describe('the service worker', () => {
  it('leaves a company sign-in to the network, start and return alike', async () => {
    const { page } = e2e;
    await page.goto(`${e2e.portal.url}/login`);
    await waitForServiceWorkerControl(page);
    const answered: { url: string; byWorker: boolean }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/sso/federation/')) {
        answered.push({ url: response.url(), byWorker: response.fromServiceWorker() });
      }
    });
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.getByRole('heading', { name: 'Google' }).waitFor();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await alertSaying(page, 'You canceled').waitFor();
    expect(answered.map((answer) => new URL(answer.url).pathname)).toEqual([
      '/api/sso/federation/google/start',
      '/api/sso/federation/google/callback',
    ]);
    expect(answered.every((answer) => !answer.byWorker)).toBe(true);
  });
});
