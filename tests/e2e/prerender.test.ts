import { describe, expect, it } from 'vitest';
import { watchPageProblems } from './support/page-checks';
import { setUpPortal } from './support/portal-page';
import { demoUser } from './support/portal-server';

const shared = setUpPortal();

describe('the prerendered sign-in page', () => {
  it('shows the form with JavaScript disabled, and explains that signing in needs it', async () => {
    const context = await shared.browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`${shared.portal.url}/login`);
    expect(await page.title()).toBe('Entrar · gofy');
    expect(await page.getByRole('textbox', { name: 'E-mail' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Senha', { exact: true }).isVisible()).toBe(true);
    // Read as the browser lays it out (Playwright's text locators skip <noscript>): innerText
    // holds only rendered text, which is the point here.
    // biome-ignore lint/performance/useDomNodeTextContent: rendered text is what is checked.
    expect(await page.locator('#main').innerText()).toContain(
      'Para entrar é preciso ativar o JavaScript',
    );
    // Disabled until the script runs: Enter in a field cannot send the form either.
    expect(await page.getByRole('button', { name: 'Carregando…' }).isDisabled()).toBe(true);
    expect(await page.locator('form').getAttribute('method')).toBe('post');
    await context.close();
  });

  it('hydrates without a mismatch, in the language of the browser', async () => {
    const context = await shared.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    await page.goto(`${shared.portal.url}/login`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('finishes the signed-out session check, so the page load is complete', async () => {
    const context = await shared.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${shared.portal.url}/login`);
    // A response whose body is left unread never gets a resource timing entry in Chromium.
    await page.waitForFunction(
      () =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.endsWith('/api/sso/whoami')),
      null,
      { timeout: 5000 },
    );
    await context.close();
  });

  it('keeps what was typed before the script took over', async () => {
    const context = await shared.browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    // Hold the application script back, as a slow network would.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/static/js/index.*.js', async (route) => {
      await held;
      await route.continue();
    });
    // Deferred scripts hold DOMContentLoaded back, so wait only for the page to arrive.
    await page.goto(`${shared.portal.url}/login`, { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: 'E-mail' }).fill(demoUser.email);
    await page.getByLabel('Senha', { exact: true }).fill(demoUser.password);
    expect(await page.getByRole('button', { name: 'Carregando…' }).isDisabled()).toBe(true);

    release();
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByRole('heading', { name: `Olá, ${demoUser.firstName}` }).waitFor();
    await context.close();
  });

  it('sends a form posted without the script back to the page, with no password in any URL', async () => {
    const context = await shared.browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
    const page = await context.newPage();
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto(`${shared.portal.url}/login`);
    // A scripted submit stands in for a browser that submits despite the disabled button.
    await page.getByRole('textbox', { name: 'E-mail' }).fill(demoUser.email);
    await page.getByLabel('Senha', { exact: true }).fill(demoUser.password);
    await page.locator('form').evaluate((form: HTMLFormElement) => form.submit());
    await page.waitForURL(/loading=1/);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(urls.join(' ')).not.toContain(encodeURIComponent(demoUser.password));
    expect(urls.join(' ')).not.toContain(demoUser.password);
    await context.close();
  });
});
