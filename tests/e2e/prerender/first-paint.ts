import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { notFoundPageLoad, watchPageProblems } from '../support/page-checks';
import type { SharedPortal } from '../support/portal-page';
import { withPage } from '../support/portal-page';
import { splitArrival } from '../support/split-arrival';
import { step } from '../support/steps';
import { signedInElsewhere } from './signed-in-elsewhere';

/** The prerendered page before and as its script takes over: painted whole, hydrated cleanly. */
export function firstPaintTests(shared: SharedPortal) {
  describe('the prerendered sign-in page', () => {
    it('shows the form with JavaScript disabled, and explains that signing in needs it', async () => {
      await withPage(
        shared.browser,
        { javaScriptEnabled: false, locale: 'pt-BR' },
        async (page) => {
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
        },
      );
    });

    it('hydrates without a mismatch, in the language of the browser', async () => {
      await withPage(shared.browser, { locale: 'en-US' }, async (page) => {
        const problems = watchPageProblems(page);
        await page.goto(`${shared.portal.url}/login`);
        await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
        expect(problems).toEqual([]);
      });
    });

    it('runs no script before its first paint, and asks for nothing but its script before it', async () => {
      await withPage(shared.browser, { locale: 'pt-BR' }, async (page) => {
        const problems = watchPageProblems(page);
        // When the page's first script element is added: the time it can start running.
        await page.addInitScript(() => {
          new MutationObserver((changes, observer) => {
            const added = changes.flatMap((change) => [...change.addedNodes]);
            if (!added.some((node) => node instanceof HTMLScriptElement && node.src)) return;
            (window as unknown as { scriptAdded: number }).scriptAdded = performance.now();
            observer.disconnect();
          }).observe(document, { childList: true, subtree: true });
        });
        await page.goto(`${shared.portal.url}/login`);
        // The passkey button comes with the app, once it has hydrated the page: everything the
        // page asks for by then has been asked for.
        await page.locator('.passkey-button').waitFor();
        const { paint, scriptAdded, requests } = await page.evaluate(() => ({
          paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
          scriptAdded: (window as unknown as { scriptAdded?: number }).scriptAdded ?? null,
          requests: performance
            .getEntriesByType('resource')
            .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
        }));
        expect(paint).not.toBeNull();
        expect(scriptAdded).not.toBeNull();
        expect(scriptAdded).toBeGreaterThanOrEqual(paint ?? Number.POSITIVE_INFINITY);
        const before = requests.filter((request) => request.start < (paint ?? 0));
        expect(before.every((request) => /^\/static\/js\/index\.\w+\.js$/.test(request.path))).toBe(
          true,
        );
        expect(requests.map((request) => request.path)).toEqual(
          expect.arrayContaining(['/config.json', expect.stringMatching(/messages-pt-br/)]),
        );
        // The icon is in the page: the browser asked for no file of it.
        expect(requests.map((request) => request.path)).not.toContain('/favicon.ico');
        expect(problems).toEqual([]);
      });
    });

    it.each([
      ['after the header', '</header>'],
      // Chromium lifts a wait for an element once that element is in the document, before its
      // content has come: waiting for the main part let the form paint cut short.
      ['inside the form', 'type="email"'],
    ])(
      'paints its header and its whole form in one first frame, its HTML cut %s',
      async (_, splitAfter) => {
        // The page's bytes in two pieces, the rest held back: a browser that paints what it has
        // shows the page cut short, then the rest a frame later.
        const arrival = await splitArrival(shared.portal.url, { path: '/login', splitAfter });
        const context = await shared.browser.newContext({ locale: 'pt-BR' });
        try {
          const page = await context.newPage();
          type FirstPaint = { header: boolean; form: boolean };
          await page.addInitScript(() => {
            new PerformanceObserver((_, observer) => {
              observer.disconnect();
              (window as { firstPaint?: FirstPaint }).firstPaint = {
                header: document.querySelector('.app-header') !== null,
                form: document.querySelector('main form [type="submit"]') !== null,
              };
            }).observe({ type: 'paint', buffered: true });
          });
          await page.goto(`${arrival.url}/login`, { waitUntil: 'commit' });
          await page.waitForFunction(() => document.querySelector('.app-header') !== null);
          // The time of many frames for a paint of the header alone, if one is coming; the rest is
          // held meanwhile, so what that paint showed is known before the form exists.
          await page
            .waitForFunction(() => 'firstPaint' in window, undefined, { timeout: 1000 })
            .catch(() => {});
          arrival.release();
          await page.waitForFunction(() => 'firstPaint' in window);
          const firstPaint = await page.evaluate(
            () => (window as { firstPaint?: FirstPaint }).firstPaint,
          );
          expect(firstPaint).toEqual({ header: true, form: true });
        } finally {
          await context.close();
          await arrival.close();
        }
      },
    );

    it.each([
      ['a key pressed', (page: Page) => page.keyboard.press('Tab')],
      ['a tap', (page: Page) => page.mouse.click(10, 10)],
    ])('comes to life after %s before its first paint', async (_, interact) => {
      // Chromium stops reporting the largest paint at a broker's first input: the page's
      // script, which waits for that report, must not wait for one that will never come.
      const arrival = await splitArrival(shared.portal.url, {
        path: '/login',
        splitAfter: '</header>',
      });
      const context = await shared.browser.newContext({ locale: 'en-US' });
      try {
        const page = await context.newPage();
        // Each step named and bounded: one run in many timed out as a whole, its step unknown.
        const inStep = <T>(name: string, action: () => Promise<T>) => step(name, action, { page });
        await inStep('the first piece arrives', () =>
          page.goto(`${arrival.url}/login`, { waitUntil: 'commit' }),
        );
        await inStep('the header is parsed', () =>
          page.waitForFunction(() => document.querySelector('.app-header') !== null, undefined, {
            polling: 100,
          }),
        );
        await inStep('the broker interacts', () => interact(page));
        arrival.release();
        const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
        await inStep('the form comes to life', () => signIn.waitFor());
        expect(await signIn.isEnabled()).toBe(true);
      } finally {
        await context.close();
        await arrival.close();
      }
    });

    it('takes over the not-found page: its link is the router’s', async () => {
      await withPage(shared.browser, { locale: 'en-US' }, async (page) => {
        const problems = watchPageProblems(page);
        await page.goto(`${shared.portal.url}/no-such-page`);
        const heading = page.getByRole('heading', { level: 1 });
        const headingText = await heading.textContent();
        await page.evaluate(() => {
          (window as { sameDocument?: boolean }).sameDocument = true;
        });
        await page.waitForLoadState('networkidle');
        expect(await heading.textContent()).toBe(headingText);
        // Hydrated, the link is the router's: the same document goes on to the sign-in page.
        await page.getByRole('link', { name: 'Go to the main page' }).click();
        await page.getByRole('heading', { name: 'Sign in' }).waitFor();
        expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
          true,
        );
        expect(headingText).toBe('Page not found');
        expect(problems.filter((problem) => !notFoundPageLoad.test(problem))).toEqual([]);
      });
    });

    it('takes over /logout/ as /logout, with no mismatch', async () => {
      // Signed in, so the question the prerendered page shows is the one the page keeps.
      const context = await signedInElsewhere(shared, { locale: 'en-US' });
      const page = await context.newPage();
      const problems = watchPageProblems(page);
      await page.goto(`${shared.portal.url}/logout/`);
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      expect(problems).toEqual([]);
      await context.close();
    });
  });
}
