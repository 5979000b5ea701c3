import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nextMessage } from '../support/hermes-messages';
import { axeViolations } from './support/axe';
import { narrowPhoneScreen, phoneContext } from './support/browser';
import { enlargeText, sidewaysOverflow } from './support/enlarged-text';
import { setUpPortal, withPage } from './support/portal-page';
import { demoUser } from './support/portal-server';

const shared = setUpPortal();

const variants = [
  { locale: 'pt-BR', colorScheme: 'light' },
  { locale: 'en-US', colorScheme: 'dark' },
] as const;

describe.each(variants)(
  'accessibility in $locale, $colorScheme scheme',
  ({ locale, colorScheme }) => {
    it('finds no violation on the sign-in page, also with errors showing', async () => {
      await withPage(shared.browser, { locale, colorScheme }, async (page) => {
        await page.goto(`${shared.portal.url}/login`);
        await page.locator('form button[type=submit]').waitFor();
        expect(await axeViolations(page)).toEqual([]);

        // Submitting empty shows field errors and an invalid state: they must pass as well.
        await page.locator('form button[type=submit]').click();
        await page.locator('[aria-invalid=true]').first().waitFor();
        expect(await axeViolations(page)).toEqual([]);
      });
    });

    it('finds no violation on the sign-out question, nor on the signed-out page', async () => {
      await withPage(shared.browser, { locale, colorScheme }, async (page, context) => {
        // Nobody signed in yet: the page says so, with a way to sign in.
        await page.goto(`${shared.portal.url}/logout`);
        await page.locator('main a[href="/login"]').waitFor();
        expect(await axeViolations(page)).toEqual([]);

        // Signed in (by the SSO directly, as another application of the suite would), asked.
        const signedIn = await context.request.post(`${shared.portal.url}/api/sso/login`, {
          data: { ...demoUser, rememberMe: false, applicationId: 7 },
        });
        expect(signedIn.status()).toBe(200);
        await page.goto(`${shared.portal.url}/logout`);
        await page.locator('main button:enabled').waitFor();
        expect(await axeViolations(page)).toEqual([]);

        await page.locator('main button').click();
        await page.locator('a[href="/login"]').waitFor();
        expect(await axeViolations(page)).toEqual([]);
      });
    });

    it('finds no violation on the forgotten-password page, with errors and once sent', async () => {
      await withPage(shared.browser, { locale, colorScheme }, async (page) => {
        await page.goto(`${shared.portal.url}/forgot-password`);
        await page.locator('form button[type=submit]').waitFor();
        expect(await axeViolations(page)).toEqual([]);

        await page.locator('form button[type=submit]').click();
        await page.locator('[aria-invalid=true]').first().waitFor();
        expect(await axeViolations(page)).toEqual([]);

        await page.locator('input[type=email]').fill('bruno.lima@gofy.example');
        await page.locator('form button[type=submit]').click();
        await page.locator('h1[tabindex="-1"]').waitFor();
        expect(await axeViolations(page)).toEqual([]);
      });
    });

    it('finds no violation on the reset page, with errors, and on a link that does not work', async () => {
      const link = await nextMessage(
        shared.portal.service.outbox,
        'bruno.lima@gofy.example',
        'password-reset',
        () =>
          fetch(`${shared.portal.url}/api/sso/password-reset`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'bruno.lima@gofy.example' }),
          }),
      );

      await withPage(shared.browser, { locale, colorScheme }, async (page) => {
        await page.goto(link?.variables.resetUrl ?? '');
        await page.locator('form button[type=submit]').waitFor();
        expect(await axeViolations(page)).toEqual([]);

        await page.locator('form button[type=submit]').click();
        await page.locator('[aria-invalid=true]').first().waitFor();
        expect(await axeViolations(page)).toEqual([]);

        await page.goto(`${shared.portal.url}/reset-password`);
        await page.locator('a[href="/forgot-password"]').waitFor();
        expect(await axeViolations(page)).toEqual([]);
      });
    });

    it('finds no violation on the sign-up page, with the address filled and with errors', async () => {
      await withPage(shared.browser, { locale, colorScheme }, async (page) => {
        await page.goto(`${shared.portal.url}/signup`);
        await page.locator('form button[type=submit]').waitFor();
        expect(await axeViolations(page)).toEqual([]);

        await page.locator('input[autocomplete="postal-code"]').pressSequentially('01310100');
        await expect
          .poll(() => page.locator('input[autocomplete="address-line1"]').inputValue())
          .not.toBe('');
        expect(await axeViolations(page)).toEqual([]);

        await page.locator('form button[type=submit]').click();
        await page.locator('[aria-invalid=true]').first().waitFor();
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  },
);

describe('small screens', () => {
  const narrowPhone = phoneContext({ viewport: narrowPhoneScreen });

  /** Opens `path` on a 320 px phone, once its form can be sent, for `check`. */
  const onNarrowPhone = (path: string, check: (page: Page) => Promise<void>) =>
    withPage(shared.browser, narrowPhone, async (page) => {
      await page.goto(`${shared.portal.url}${path}`);
      await page.locator('form button[type=submit]').waitFor();
      await check(page);
    });

  /** No sideways scrolling, no input text under 16 px (which phones zoom into), no small target. */
  function expectFits(layout: {
    scrollWidth: number;
    inputFontSizes: number[];
    smallTargets: number;
  }) {
    expect(layout.scrollWidth).toBeLessThanOrEqual(narrowPhoneScreen.width);
    expect(Math.min(...layout.inputFontSizes)).toBeGreaterThanOrEqual(16);
    expect(layout.smallTargets).toBe(0);
  }

  it('lays the sign-up form out on a 320 px phone without horizontal scrolling', async () => {
    await onNarrowPhone('/signup', async (page) => {
      const layout = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        inputFontSizes: [...document.querySelectorAll('input, select')].map((el) =>
          Number.parseFloat(getComputedStyle(el).fontSize),
        ),
        smallTargets: [...document.querySelectorAll('#main button, #main a')]
          .map((el) => el.getBoundingClientRect())
          .filter((box) => box.height < 44).length,
      }));
      expectFits(layout);
    });
  });

  it('fits a 320 px wide phone without horizontal scrolling, with 16 px inputs', async () => {
    await onNarrowPhone('/login', async (page) => {
      const layout = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        inputFontSizes: [...document.querySelectorAll('input:not([type=checkbox]), select')].map(
          (el) => Number.parseFloat(getComputedStyle(el).fontSize),
        ),
        // What is shown: a hidden control (the notice of a script that never ran) is no target.
        smallTargets: [...document.querySelectorAll('button, select, a.button')]
          .filter((el) => el.getClientRects().length > 0)
          .map((el) => el.getBoundingClientRect())
          .filter((box) => box.height < 44 || box.width < 44).length,
      }));
      expectFits(layout);
    });
  });

  it('fits a 320 px phone with text at 200%, on the sign-in page and its errors', async () => {
    await withPage(shared.browser, { ...narrowPhone, locale: 'pt-BR' }, async (page) => {
      await page.goto(`${shared.portal.url}/login`);
      await page.locator('form button[type=submit]').waitFor();
      await enlargeText(page);
      expect(await sidewaysOverflow(page)).toEqual({ scrollWidth: 320, pastTheEdge: [] });

      await page.locator('form button[type=submit]').click();
      await page.locator('[aria-invalid=true]').first().waitFor();
      expect(await sidewaysOverflow(page)).toEqual({ scrollWidth: 320, pastTheEdge: [] });
    });
  });
});
