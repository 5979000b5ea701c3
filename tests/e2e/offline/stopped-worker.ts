import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PortalPage } from '../support/portal-page';
import { demoUser } from '../support/portal-server';
import {
  navigationSource,
  stopServiceWorkers,
  waitForServiceWorkerControl,
} from '../support/service-worker';
import { signIn } from './offline-steps';

/** Pages the browser answers from its cache with the worker stopped, and the main page offline. */
export function stoppedWorkerTests(e2e: PortalPage) {
  describe('the pages the browser answers while the worker is stopped', () => {
    const keptLanguage = (page: Page, pathname: string) =>
      page.evaluate(async (kept) => {
        for (const name of await caches.keys()) {
          if (!name.startsWith('gofy-pages-')) continue;
          const page = await (await caches.open(name)).match(kept);
          if (page) return page.headers.get('Content-Language');
        }
        return null;
      }, pathname);

    it('come without starting the worker, in the language last chosen, offline too', async () => {
      const { page, context } = e2e;
      await page.goto(`${e2e.portal.url}/login`);
      await waitForServiceWorkerControl(page);

      await stopServiceWorkers(page);
      await page.goto(`${e2e.portal.url}/login`);
      expect(await navigationSource(page)).toEqual({ workerStarted: false, routerSource: 'cache' });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await expect
        .poll(() => page.getByRole('button', { name: 'Sign in', exact: true }).isEnabled())
        .toBe(true);

      // The switch tells the worker, so the next page comes in Portuguese even if it is stopped.
      await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
      await page.getByRole('heading', { name: 'Entrar no gofy' }).waitFor();
      await expect.poll(() => keptLanguage(page, '/logout')).toBe('pt-BR');
      // Offline first: Chromium leaves `setOffline` unanswered while the worker is stopped.
      await context.setOffline(true);
      await stopServiceWorkers(page);
      await page.goto(`${e2e.portal.url}/logout`);
      expect(await navigationSource(page)).toEqual({ workerStarted: false, routerSource: 'cache' });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt-BR');
      // Nobody is signed in on this device: the page says so, in the language kept.
      await page.getByRole('heading', { name: 'Você já saiu' }).waitFor();

      // A page with a query is the worker's to answer: the browser's copy knows no return target.
      await stopServiceWorkers(page);
      await page.goto(`${e2e.portal.url}/login?redirect=${encodeURIComponent('/security')}`);
      expect(await navigationSource(page)).toEqual({ workerStarted: true, routerSource: '' });
      await page.getByRole('heading', { name: 'Entrar no gofy' }).waitFor();
    });
  });

  describe('the main page offline', () => {
    it('says it is offline instead of failing, and recovers by itself online', async () => {
      await e2e.page.goto(`${e2e.portal.url}/login`);
      await waitForServiceWorkerControl(e2e.page);
      await signIn(e2e.page);

      await e2e.context.setOffline(true);
      await e2e.page.reload();
      await e2e.page.getByText('You are offline.').first().waitFor();

      await e2e.context.setOffline(false);
      await e2e.page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    });
  });
}
