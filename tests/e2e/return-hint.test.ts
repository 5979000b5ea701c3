import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { desktopScreen, englishContext, narrowPhoneScreen } from './support/browser';
import { enlargeTextFromTheStart } from './support/enlarged-text';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { holdPageScript } from './support/page-script';
import { setUpPortal, withPage } from './support/portal-page';

// Where signing in leads, on the prerendered sign-in page of a broker a suite application sent
// to sign in: said once the page's script has read and judged the address, in a room held from
// the first paint, so that nothing the broker sees moves.
const shared = setUpPortal();

const deals = 'https://pipeline.qa.gofy.example/deals/42?tab=quotes';
const signInFor = (target: string) =>
  `${shared.portal.url}/login?${new URLSearchParams({ redirect: target })}`;
const hint = {
  en: 'Sign in to continue to Sales pipeline',
  'pt-BR': 'Entre para continuar no Funil de vendas',
} as const;

/** `/login` for `target`, its script held until the prerendered form has been painted. */
async function arriveSlowly(page: Page, target: string) {
  const release = await holdPageScript(page);
  await page.goto(signInFor(target), { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
  release();
  await page.locator('form button[type=submit]:not([disabled])').waitFor();
  await page.locator('.passkey-button').waitFor();
}

describe('the sign-in page sent from a suite application', () => {
  const screens = [
    { ...narrowPhoneScreen, textSize: '200%' },
    { width: 412, height: 915, textSize: '100%' },
    { ...desktopScreen, textSize: '100%' },
  ];
  for (const locale of ['pt-BR', 'en'] as const)
    it.each(screens)(
      `says where signing in leads without moving anything, in ${locale}, $width px wide, text at $textSize`,
      async ({ width, height, textSize }) => {
        await withPage(shared.browser, { viewport: { width, height }, locale }, async (page) => {
          if (textSize === '200%') await enlargeTextFromTheStart(page);
          await recordLayoutShifts(page);
          await arriveSlowly(page, deals);
          // The sentence said, not its unseen room.
          await page.getByText(hint[locale], { exact: true }).filter({ visible: true }).waitFor();
          expect(await layoutShifts(page)).toEqual([]);
        });
      },
    );

  it('names no host it will not return to, and moves nothing either', async () => {
    const context = await shared.browser.newContext({
      ...englishContext,
      viewport: narrowPhoneScreen,
    });
    try {
      const page = await context.newPage();
      await recordLayoutShifts(page);
      await arriveSlowly(page, 'https://pipeline.qa.gofy.example.evil.example/deals');
      // Judged once the hint is no longer busy: its code comes with the SSO calls.
      await page.locator('.return-hint[aria-busy="false"]').waitFor({ state: 'attached' });
      // biome-ignore lint/performance/useDomNodeTextContent: what is shown is what a person reads; the room held for the sentences is unseen.
      const card = await page.locator('.card').innerText();
      expect(card).not.toMatch(/continue to|evil|pipeline\.qa/i);
      expect(await layoutShifts(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('has no accessibility violation, the room it holds unread', async () => {
    await withPage(shared.browser, englishContext, async (page) => {
      await page.goto(signInFor(deals));
      await page.getByText(hint.en, { exact: true }).filter({ visible: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const card = page.getByRole('region', { name: 'Sign in to gofy' });
      expect(
        await card
          .getByText(/continue to/)
          .filter({ visible: true })
          .count(),
      ).toBe(1);
    });
  });

  it('holds no room for a page of the portal, which it does not name', async () => {
    await withPage(shared.browser, englishContext, async (page) => {
      await page.goto(signInFor('/security'));
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      const intro = await page.getByText('Use your broker account.').boundingBox();
      // The intro right under the heading: no empty line between them.
      expect((intro?.y ?? 0) - ((heading?.y ?? 0) + (heading?.height ?? 0))).toBeLessThan(16);
    });
  });
});

describe('the code step', () => {
  it('keeps saying where signing in leads, the target carried from the sign-in page', async () => {
    await withPage(shared.browser, englishContext, async (page) => {
      await page.goto(signInFor(deals));
      await page.getByRole('textbox', { name: 'Email' }).fill('carla.mendes@gofy.example');
      await page.getByLabel('Password', { exact: true }).fill('gofy-demo-2026');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('textbox', { name: 'Code' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login/code');
      await page.getByText(hint.en, { exact: true }).filter({ visible: true }).waitFor();
    });
  });
});
