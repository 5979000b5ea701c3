import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { englishContext, narrowPhoneScreen, phoneContext } from '../support/browser';
import { demoUser } from '../support/portal-server';
import { type Launcher, signIn, signInToMainScreen } from './launcher-page';

/** The words of the cards' names that the page breaks across two lines. */
function namesBrokenMidWord(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.app-card-name')].flatMap((name) => {
      const text = name.firstChild;
      if (!text) return [];
      // A hyphen is a place to break ("Multi-quote"): the parts on either side are the words.
      return [...(text.textContent ?? '').matchAll(/[^\s-]+/g)].flatMap((word) => {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return lines.size > 1 ? [word[0]] : [];
      });
    }),
  );
}

/** The main screen read by assistive technology, and laid out on every width. */
export function screenFitTests(launcher: Launcher) {
  describe.each([
    { locale: 'pt-BR', colorScheme: 'light', greeting: 'Olá', skip: 'Pular tour' },
    { locale: 'en-US', colorScheme: 'dark', greeting: 'Hello', skip: 'Skip tour' },
  ] as const)(
    'accessibility in $locale, $colorScheme scheme',
    ({ locale, colorScheme, greeting, skip }) => {
      it('finds no violation on the main screen, with a tour open and without', async () => {
        const url = await launcher.startWithTours('pending');
        const page = await launcher.newPage({ locale, colorScheme });
        await signIn(page, url, demoUser);
        await page.getByRole('dialog').waitFor();
        await page.locator('.app-card-badge').waitFor();
        expect(await axeViolations(page)).toEqual([]);

        await page.getByRole('button', { name: skip }).click();
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.getByRole('heading', { name: `${greeting}, ${demoUser.firstName}` }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      });
    },
  );

  describe('the names on the cards', () => {
    // The unread count on the notifications card once took the room of a word beside its
    // name, and "Notifications" broke in two on a desktop.
    it('break only between words at every width, unread count shown, in both languages', async () => {
      const url = await launcher.startWithTours('completed');
      const page = await launcher.newPage();
      await signInToMainScreen(page, url);
      await page.locator('.app-card-badge').waitFor();
      const broken: Record<string, string[]> = {};
      for (const language of ['English', 'Português'] as const) {
        if (language === 'Português') {
          await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
          await page.getByRole('heading', { name: `Olá, ${demoUser.firstName}` }).waitFor();
        }
        for (const width of [1280, 1024, 768, 412, 360, 320]) {
          await page.setViewportSize({ width, height: 800 });
          await page.evaluate(() => window.afterPaint?.());
          const words = await namesBrokenMidWord(page);
          if (words.length > 0) broken[`${language} at ${width} px`] = words;
        }
      }
      expect(broken).toEqual({});
    });
  });

  describe('small screens', () => {
    it('keeps the header’s three actions to two rows on a 320 px phone, in both languages', async () => {
      const url = await launcher.startWithTours('completed');
      const page = await launcher.newPage({ ...englishContext, viewport: narrowPhoneScreen });
      await signIn(page, url, demoUser);
      const rows = () =>
        page.evaluate(
          () =>
            new Set(
              [...document.querySelectorAll('.launcher-actions > *')].map((action) =>
                Math.round(action.getBoundingClientRect().top),
              ),
            ).size,
        );
      await page.getByRole('link', { name: 'Sign-in and security' }).waitFor();
      expect(await rows()).toBe(2);
      await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
      await page.getByRole('link', { name: 'Segurança da conta' }).waitFor();
      expect(await rows()).toBe(2);
    });

    it('fits a 320 px wide phone, tour included, with 44 px touch targets', async () => {
      const url = await launcher.startWithTours('pending');
      const page = await launcher.newPage(phoneContext({ viewport: narrowPhoneScreen }));
      await signIn(page, url, demoUser);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= narrowPhoneScreen.width).toBe(true);

      await page.getByRole('button', { name: 'Skip tour' }).click();
      await dialog.waitFor({ state: 'detached' });
      const layout = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        smallTargets: [...document.querySelectorAll('#main button, #main a')]
          .map((element) => element.getBoundingClientRect())
          // Hidden ones (the closed Help list) have no box and nothing to touch.
          .filter((rect) => rect.width > 0 && (rect.height < 44 || rect.width < 44)).length,
      }));
      expect(layout.scrollWidth).toBeLessThanOrEqual(narrowPhoneScreen.width);
      expect(layout.smallTargets).toBe(0);
    });
  });
}
