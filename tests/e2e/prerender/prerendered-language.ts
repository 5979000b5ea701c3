import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localeCookie } from '../../../src/config/languages';
import type { SharedPortal } from '../support/portal-page';
import { withPage } from '../support/portal-page';
import { cutNetwork } from '../support/service-worker';
import { untilSignInPageInCharge } from '../support/sign-in-form';

/** The language the prerendered pages arrive in, from the host and from the worker. */
export function prerenderedLanguageTests(shared: SharedPortal) {
  describe('the language of the prerendered pages', () => {
    /** The page as it arrived, before any script touched it. */
    async function arrived(response: Response | null) {
      const html = (await response?.text()) ?? '';
      return {
        lang: /<html lang="([^"]+)"/.exec(html)?.[1],
        title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
        heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
      };
    }

    /** Every text the page's main heading shows from its first paint on. */
    async function watchHeading(page: Page) {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as { headingTexts?: string[] }).headingTexts = seen;
        new MutationObserver(() => {
          const text = document.querySelector('h1')?.textContent;
          if (text && seen.at(-1) !== text) seen.push(text);
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      return () => page.evaluate(() => (window as { headingTexts?: string[] }).headingTexts);
    }

    it('arrives in English from the first byte for an English browser, and stays so', async () => {
      await withPage(shared.browser, { locale: 'en-US' }, async (page) => {
        const headings = await watchHeading(page);
        const response = await page.goto(`${shared.portal.url}/login`);
        expect(await arrived(response)).toEqual({
          lang: 'en',
          title: 'Sign in · gofy',
          heading: 'Sign in to gofy',
        });
        await untilSignInPageInCharge(page);
        // No switch of language once the script runs: the heading never read otherwise.
        expect(await headings()).toEqual(['Sign in to gofy']);
      });
    });

    it('arrives in the language chosen with the switch, whatever the browser’s', async () => {
      await withPage(shared.browser, { locale: 'en-US' }, async (page, context) => {
        // The choice as the browser holds it: the page writes it at once, and the browser takes it
        // in a moment later, which a navigation started by the test (not the page) need not wait for.
        const chosen = async () =>
          (await context.cookies()).find((cookie) => cookie.name === localeCookie)?.value;
        const from = (response: Response | null) =>
          response?.fromServiceWorker() ? 'the service worker' : 'the host';
        await page.goto(`${shared.portal.url}/login`);
        await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
        await page.getByRole('heading', { name: 'Entrar no gofy' }).waitFor();
        await expect.poll(chosen).toBe('pt-BR');
        const response = await page.goto(`${shared.portal.url}/logout`);
        expect((await arrived(response)).lang, from(response)).toBe('pt-BR');
        await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
        // Kept once the page runs, whether it was picked before its script or after.
        await page.getByRole('combobox', { name: 'Language' }).waitFor();
        await expect.poll(chosen).toBe('en');
        const back = await page.goto(`${shared.portal.url}/login`);
        expect((await arrived(back)).lang, from(back)).toBe('en');
      });
    });

    it('comes from the service worker in the reader’s language when offline', async () => {
      await withPage(shared.browser, { locale: 'en-US' }, async (page) => {
        await page.goto(`${shared.portal.url}/login`);
        await cutNetwork(page);
        const offline = await page.reload();
        expect(offline?.fromServiceWorker()).toBe(true);
        expect((await arrived(offline)).lang).toBe('en');
        await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();

        // The worker reads the choice made with the switch too.
        await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
        await page.getByRole('heading', { name: 'Entrar no gofy' }).waitFor();
        expect((await arrived(await page.reload())).lang).toBe('pt-BR');
        await page.getByRole('button', { name: 'Entrar', exact: true }).waitFor();
      });
    });
  });
}
