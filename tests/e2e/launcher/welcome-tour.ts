import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { englishContext } from '../support/browser';
import { demoUser } from '../support/portal-server';
import { signOut } from '../support/sign-out';
import { expectNoTour, greeting, type Launcher, signIn, toursAnswered } from './launcher-page';

const welcomeRecorded = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/tourist/tours/welcome'));

/** The welcome tour: when it runs, and how it holds the keyboard and the page behind it. */
export function welcomeTourTests(launcher: Launcher) {
  describe('the welcome tour', () => {
    it('runs once for the demo user: not after a reload, nor in another browser', async () => {
      const { url, page } = await launcher.signedIn('pending');
      const welcome = page.getByRole('dialog', { name: 'Welcome to gofy' });
      await welcome.waitFor();
      const recorded = welcomeRecorded(page);
      await page.getByRole('button', { name: 'Skip tour' }).click();
      await welcome.waitFor({ state: 'detached' });
      expect((await recorded).status()).toBe(200);

      const afterReload = toursAnswered(page);
      await page.reload();
      await afterReload;
      await greeting(page).waitFor();
      await expectNoTour(page);

      const elsewhere = await launcher.newPage();
      const answered = toursAnswered(elsewhere);
      await signIn(elsewhere, url, demoUser);
      await answered;
      await greeting(elsewhere).waitFor();
      await expectNoTour(elsewhere);
    });

    it('is three steps, and leaves the card tour for the next visit, not the next load', async () => {
      const { url, page } = await launcher.signedIn('pending');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Welcome to gofy' }).waitFor();
      await dialog.getByText('Step 1 of 3').waitFor();
      for (let step = 1; step < 3; step++) await page.keyboard.press('Enter');
      const recorded = welcomeRecorded(page);
      await dialog.getByRole('button', { name: 'Finish' }).click();
      await recorded;
      await expectNoTour(page);

      // The same visit, loaded again: no second tour on top of the first.
      const reloaded = toursAnswered(page);
      await page.reload();
      await reloaded;
      await greeting(page).waitFor();
      await expectNoTour(page);

      // The next visit: signed out and in again. The card tour's first step does not say
      // again what the welcome tour's first one said.
      await signOut(page);
      await signIn(page, url, demoUser);
      await page.getByRole('dialog', { name: 'Open one in a new tab' }).waitFor();
    });

    it('keeps keyboard focus in the dialog, and gives it back on Escape', async () => {
      const { page } = await launcher.signedIn('completed');
      const help = page.getByRole('button', { name: 'Help' });
      await help.click();
      await page.getByRole('button', { name: 'Take the welcome tour from the start' }).click();
      await page.getByRole('dialog', { name: 'Welcome to gofy' }).waitFor();

      // Past either end of the dialog, and back: focus never leaves it, even for the
      // browser's own controls.
      for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(
          true,
        );
      }
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await help.evaluate((button) => button === document.activeElement)).toBe(true);
    });

    it('leaves the page behind out of reach while open, and gives it back on closing', async () => {
      const { page } = await launcher.signedIn('pending');
      await page.getByRole('dialog', { name: 'Welcome to gofy' }).waitFor();
      const card = page.getByRole('link', { name: 'Sales pipeline' });
      const cdp = await page.context().newCDPSession(page);
      const reach = async () => {
        const { nodes } = await cdp.send('Accessibility.getFullAXTree');
        return {
          ...(await card.evaluate((link) => {
            const box = link.getBoundingClientRect();
            const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            link.focus();
            return { clicked: link.contains(hit), focused: link === document.activeElement };
          })),
          // What a screen reader is given of the page.
          read: nodes.some(
            (node) =>
              !node.ignored &&
              node.role?.value === 'link' &&
              String(node.name?.value).startsWith('Sales pipeline'),
          ),
        };
      };

      expect(await reach()).toEqual({ clicked: false, focused: false, read: false });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await reach()).toEqual({ clicked: true, focused: true, read: true });
    });

    it('moves its highlight without animation when the user asks for reduced motion', async () => {
      const url = await launcher.startWithTours('pending');
      const durations: string[] = [];
      for (const reducedMotion of ['no-preference', 'reduce'] as const) {
        const page = await launcher.newPage({ ...englishContext, reducedMotion });
        await signIn(page, url, demoUser);
        await page.getByRole('dialog').waitFor();
        durations.push(
          await page
            .locator('.tour-spotlight')
            .evaluate((spot) => getComputedStyle(spot).transitionDuration),
        );
      }
      expect(durations[0]).not.toMatch(/^0s/);
      expect(durations[1]).toMatch(/^0s/);
    });
  });
}
