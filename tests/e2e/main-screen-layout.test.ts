import { describe, expect, it } from 'vitest';
import { setUpPortal } from './support/portal-page';
import { demoUser } from './support/portal-server';

// Where the main screen's parts stand: the header as it was on the sign-in page.
const shared = setUpPortal();

describe('the header', () => {
  it.each([
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ])(
    'keeps the name and the language switch in place from signing in to the main screen, $width px wide',
    async (viewport) => {
      const context = await shared.browser.newContext({ viewport, locale: 'pt-BR' });
      try {
        const page = await context.newPage();
        const places = async () =>
          page.evaluate(() =>
            ['.app-header', '.brand', '.locale-switch select'].map((selector) => {
              const box = document.querySelector(selector)?.getBoundingClientRect();
              return box && [box.left, box.top, box.width].map(Math.round);
            }),
          );
        await page.goto(`${shared.portal.url}/login`);
        await page.locator('form button[type=submit]:not([disabled])').waitFor();
        const before = await places();
        await page.getByRole('textbox', { name: 'E-mail' }).fill(demoUser.email);
        await page.getByLabel('Senha', { exact: true }).fill(demoUser.password);
        await page.locator('form button[type=submit]').click();
        await page.locator('.launcher-grid').waitFor();
        expect(await places()).toEqual(before);
      } finally {
        await context.close();
      }
    },
  );
});
