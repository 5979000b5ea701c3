import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdPageScript } from '../support/page-script';
import type { SharedPortal } from '../support/portal-page';
import { withPage } from '../support/portal-page';
import { demoUser } from '../support/portal-server';
import { untilSignInPageInCharge } from '../support/sign-in-form';

/** Opens the sign-in page with its script held back; resolves to what lets it run. */
async function openWithScriptHeld(page: Page, url: string): Promise<() => void> {
  const release = await holdPageScript(page);
  await page.goto(`${url}/login`, { waitUntil: 'commit' });
  return release;
}

/** What a broker does on the prerendered page before its script runs: all of it is kept. */
export function typedBeforeScriptTests(shared: SharedPortal) {
  describe('the prerendered sign-in page', () => {
    it('puts the caret in the email field at its first paint, and keeps it there as the script takes over', async () => {
      await withPage(shared.browser, { locale: 'pt-BR' }, async (page) => {
        const release = await openWithScriptHeld(page, shared.portal.url);
        await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
        const focused = () => page.evaluate(() => document.activeElement?.getAttribute('name'));
        expect(await focused()).toBe('email');

        release();
        await untilSignInPageInCharge(page);
        expect(await focused()).toBe('email');
        await page.keyboard.type(demoUser.email);
        expect(await page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(
          demoUser.email,
        );
      });
    });

    it('leaves the keyboard where the broker put it before the script took over', async () => {
      await withPage(shared.browser, { locale: 'pt-BR' }, async (page) => {
        const release = await openWithScriptHeld(page, shared.portal.url);
        const password = page.getByLabel('Senha', { exact: true });
        await password.click();

        release();
        await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
        await page.locator('.passkey-button').waitFor();
        expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
          'password',
        );
      });
    });

    it('keeps what was typed before the script took over', async () => {
      await withPage(shared.browser, { locale: 'pt-BR' }, async (page) => {
        const release = await openWithScriptHeld(page, shared.portal.url);
        await page.getByRole('textbox', { name: 'E-mail' }).fill(demoUser.email);
        await page.getByLabel('Senha', { exact: true }).fill(demoUser.password);
        await page
          .getByRole('checkbox', { name: 'Manter a sessão aberta neste dispositivo' })
          .check();
        expect(await page.getByRole('button', { name: 'Carregando…' }).isDisabled()).toBe(true);

        release();
        const signIn = page.getByRole('button', { name: 'Entrar', exact: true });
        await signIn.waitFor();
        // Still ticked once the script has taken over, and sent so: the session outlives the
        // browser (a cookie with an expiry), as a broker who ticked it expects.
        expect(
          await page
            .getByRole('checkbox', { name: 'Manter a sessão aberta neste dispositivo' })
            .isChecked(),
        ).toBe(true);
        const sent = page.waitForRequest((request) => request.url().endsWith('/api/sso/login'));
        await signIn.click();
        expect((await sent).postDataJSON()).toMatchObject({ rememberMe: true });
        await page.getByRole('heading', { name: `Olá, ${demoUser.firstName}` }).waitFor();
      });
    });

    // React renders the page once more as soon as hydration ends: the prerender said "loading",
    // and, offline, that the browser was online. Had that render come before what was typed
    // ahead of the script was taken, it would have emptied the fields and unticked the box for
    // a moment (and a key pressed then would have started the field over).
    it.each([
      ['online', (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true })],
      ['offline', (page: Page) => page.getByText('You are offline. Signing in needs a connection')],
    ])('never undoes what was typed or ticked before the script, %s', async (network, ready) => {
      const context = await shared.browser.newContext({ locale: 'en-US' });
      await context.addInitScript((offline) => {
        // Offline as far as the page can tell, while its script still arrives: the installed
        // portal opened without a network, from its worker, hydrates the same way.
        if (offline) Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false });
        // Every value and tick the page puts into a field, through the setters React calls.
        const put: string[] = [];
        Object.assign(window, { valuesPut: put });
        for (const property of ['value', 'checked'] as const) {
          const own = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, property);
          Object.defineProperty(HTMLInputElement.prototype, property, {
            ...own,
            set(this: HTMLInputElement, next: unknown) {
              put.push(`${this.name}.${property}=${next}`);
              own?.set?.call(this, next);
            },
          });
        }
      }, network === 'offline');
      const page = await context.newPage();
      const release = await openWithScriptHeld(page, shared.portal.url);
      await page.getByRole('textbox', { name: 'Email' }).fill(demoUser.email);
      await page.getByLabel('Password', { exact: true }).fill(demoUser.password);
      const keep = page.getByRole('checkbox', { name: 'Keep me signed in on this device' });
      await keep.check();

      release();
      await ready(page).waitFor();
      // Nothing but what the broker left may be put into the fields (React puts a checkbox's
      // state back at every render, changed or not).
      const asLeft = [
        `email.value=${demoUser.email}`,
        `password.value=${demoUser.password}`,
        'rememberMe.checked=true',
      ];
      const put = await page.evaluate(
        () => (window as unknown as { valuesPut: string[] }).valuesPut,
      );
      expect(put.filter((assignment) => !asLeft.includes(assignment))).toEqual([]);
      expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(demoUser.email);
      expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(
        demoUser.password,
      );
      expect(await keep.isChecked()).toBe(true);
      await context.close();
    });

    it('switches to the language picked before the script took over, and keeps it', async () => {
      await withPage(shared.browser, { locale: 'en-US' }, async (page) => {
        const release = await openWithScriptHeld(page, shared.portal.url);
        await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in to gofy');

        release();
        await page.getByRole('heading', { name: 'Entrar no gofy' }).waitFor();
        expect(await page.getByRole('combobox', { name: 'Idioma' }).inputValue()).toBe('pt-BR');
        // A choice like one made after: the host sends the next page in it.
        const next = await page.goto(`${shared.portal.url}/login`);
        expect(/<html lang="([^"]+)"/.exec((await next?.text()) ?? '')?.[1]).toBe('pt-BR');
      });
    });

    it('sends a form posted without the script back to the page, with no password in any URL', async () => {
      await withPage(
        shared.browser,
        { javaScriptEnabled: false, locale: 'pt-BR' },
        async (page) => {
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
        },
      );
    });
  });
}
