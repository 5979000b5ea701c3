import { describe, expect, it } from 'vitest';
import { enlargeTextFromTheStart } from './support/enlarged-text';
import { setUpPortal } from './support/portal-page';
import { demoUser } from './support/portal-server';

// Where the main screen's parts stand: the header as it was on the sign-in page; the
// environment's badge.
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

describe('the environment badge', () => {
  const screens = [
    { width: 360, height: 740, text: 100 },
    { width: 320, height: 640, text: 200 },
  ];
  it.each(screens)(
    'covers nothing on the main screen, $width px wide with text at $text%',
    async ({ text, ...viewport }) => {
      const context = await shared.browser.newContext({ viewport, locale: 'pt-BR' });
      try {
        const page = await context.newPage();
        if (text === 200) await enlargeTextFromTheStart(page);
        await page.goto(`${shared.portal.url}/login`);
        await page.request.post(`${shared.portal.url}/api/sso/login`, {
          data: { ...demoUser, rememberMe: false, applicationId: 7 },
        });
        await page.goto(`${shared.portal.url}/`);
        await page.locator('.launcher-grid').waitFor();
        const badge = page.locator('.environment-badge');
        await badge.waitFor();
        const covered: string[] = [];
        // Wherever the page is scrolled, whatever lies under the badge is the page's foot.
        for (const where of ['top', 'middle', 'end'] as const) {
          covered.push(
            ...(await badge.evaluate((shown, scrolled) => {
              const page = document.documentElement;
              const end = page.scrollHeight - innerHeight;
              scrollTo(0, scrolled === 'top' ? 0 : scrolled === 'middle' ? end / 2 : end);
              const box = shown.getBoundingClientRect();
              const points = [
                [box.left + 1, box.top + 1],
                [box.right - 1, box.bottom - 1],
                [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
              ];
              return points.flatMap(([x = 0, y = 0]) =>
                document
                  .elementsFromPoint(x, y)
                  .filter((under) => !shown.contains(under) && !under.contains(shown))
                  .map((under) => `${scrolled}: ${under.tagName.toLowerCase()}.${under.className}`),
              );
            }, where)),
          );
        }
        expect(covered).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
