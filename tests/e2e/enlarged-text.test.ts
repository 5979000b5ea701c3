import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authPaths } from '../../src/config/portal-paths';
import { enlargeText, sidewaysOverflow } from './support/enlarged-text';
import { followPageActivity, pageSettled } from './support/page-activity';
import { setUpPortal } from './support/portal-page';
import { demoUser } from './support/portal-server';

// WCAG 1.4.4 and 1.4.10 as a broker with the phone's text turned up meets them: every page
// reflows at 320 px with text at 200%. Tours done, so the main screen shows itself, not a step.
const shared = setUpPortal({ portal: { tourist: { initialState: 'completed' } } });

const signedInPages = ['/', '/security'];

/** What goes wrong with text at 200%: anything past the right edge, a skip link peeking in. */
async function problemsWithEnlargedText(page: Page) {
  await enlargeText(page);
  const { scrollWidth, pastTheEdge } = await sidewaysOverflow(page);
  const skipLinkShows = await page.evaluate(() => {
    const link = document.querySelector('.skip-link');
    return (
      link !== null && link !== document.activeElement && link.getBoundingClientRect().bottom > 0
    );
  });
  return [
    ...(scrollWidth > 320 ? [`${scrollWidth} px wide`] : []),
    ...pastTheEdge,
    ...(skipLinkShows ? ['the skip link shows'] : []),
  ];
}

async function visit(page: Page, path: string) {
  await page.goto(`${shared.portal.url}${path}`);
  await page.locator('h1').first().waitFor();
  await pageSettled(page);
}

describe('every page with text at 200% on a 320 px phone', () => {
  for (const locale of ['pt-BR', 'en'] as const) {
    it(`reflows without scrolling sideways, signed out and in (${locale})`, async () => {
      const context = await shared.browser.newContext({
        viewport: { width: 320, height: 640 },
        isMobile: true,
        hasTouch: true,
        locale,
      });
      const page = await context.newPage();
      await followPageActivity(page);
      const problems: Record<string, string[]> = {};
      const check = async (path: string) => {
        await visit(page, path);
        const found = await problemsWithEnlargedText(page);
        if (found.length > 0) problems[path] = found;
      };
      try {
        for (const path of [...authPaths, '/no-such-page']) await check(path);

        // Signed in through the API, as the form's own tests cover the form.
        await page.evaluate(async ({ email, password }) => {
          await fetch('/api/sso/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password, rememberMe: false, applicationId: 7 }),
          });
        }, demoUser);
        for (const path of signedInPages) await check(path);
        // The main screen's help menu, open: its items wrap too.
        await visit(page, '/');
        await enlargeText(page);
        await page.getByRole('button', { name: locale === 'en' ? 'Help' : 'Ajuda' }).click();
        const { pastTheEdge } = await sidewaysOverflow(page);
        if (pastTheEdge.length > 0) problems['/ with help open'] = pastTheEdge;
      } finally {
        await context.close();
      }
      expect(problems).toEqual({});
    });
  }
});
