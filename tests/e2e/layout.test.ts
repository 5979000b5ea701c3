import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpPortal } from './support/portal-page';

// Where things sit, measured in Chromium: what a broker sees as out of line.
const shared = setUpPortal();

/** The sign-in page as a broker in Brazil sees it on an office computer. */
async function onDesktopInPortuguese(check: (page: Page) => Promise<void>) {
  const context = await shared.browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
  });
  try {
    const page = await context.newPage();
    await page.goto(`${shared.portal.url}/login`);
    await page.locator('form button[type=submit]').waitFor();
    await check(page);
  } finally {
    await context.close();
  }
}

describe('the sign-in page on a desktop screen, in Portuguese', () => {
  it('keeps the language switch on the header’s one row, its label beside its menu', () =>
    onDesktopInPortuguese(async (page) => {
      const rows = await page.evaluate(() => {
        const box = (selector: string) => {
          const element = document.querySelector(selector);
          if (!element) throw new Error(`No ${selector}`);
          const { top, bottom } = element.getBoundingClientRect();
          return { top, bottom };
        };
        return {
          brand: box('.brand'),
          label: box('.locale-switch-label'),
          menu: box('.locale-switch select'),
        };
      });
      // Overlapping vertically: on the same row.
      expect(rows.label.top).toBeLessThan(rows.brand.bottom);
      expect(rows.menu.top).toBeLessThan(rows.label.bottom);
    }));

  it('lines the "keep me signed in" box up with the fields above it', () =>
    onDesktopInPortuguese(async (page) => {
      const field = await page.locator('.field-control').first().boundingBox();
      const box = await page.getByRole('checkbox', { name: 'Manter conectado' }).boundingBox();
      expect(Math.abs((box?.x ?? 0) - (field?.x ?? 0))).toBeLessThanOrEqual(1);
    }));
});
