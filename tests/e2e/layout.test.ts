import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  desktopScreen,
  narrowPhoneScreen,
  phoneScreen,
  portugueseDesktop,
} from './support/browser';
import { enlargeTextFromTheStart } from './support/enlarged-text';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { holdPageScript } from './support/page-script';
import { setUpPortal } from './support/portal-page';
import { demoUser } from './support/portal-server';
import { portalWords } from './support/portal-words';

// Where things sit, measured in Chromium: what a broker sees as out of line.
const shared = setUpPortal();

/** The sign-in page as a broker in Brazil sees it on an office computer. */
async function onDesktopInPortuguese(check: (page: Page) => Promise<void>) {
  const context = await shared.browser.newContext(portugueseDesktop);
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

  it('marks a field with a problem by its whole edge, nothing drawn inside it', () =>
    onDesktopInPortuguese(async (page) => {
      await page.locator('form button[type=submit]').click();
      const email = page.getByRole('textbox', { name: 'E-mail' });
      await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
      const marks = await email.evaluate((input) => {
        const field = input.closest('.field');
        const box = input.parentElement;
        const message = field?.querySelector('.field-error');
        if (!box || !message) throw new Error('No box or no message around the field');
        const edge = getComputedStyle(box);
        return {
          inside: getComputedStyle(input).boxShadow,
          edges: [
            edge.borderTopColor,
            edge.borderRightColor,
            edge.borderBottomColor,
            edge.borderLeftColor,
          ],
          message: getComputedStyle(message).color,
        };
      });
      // A red stripe inside the box once read as part of what was typed.
      expect(marks.inside).toBe('none');
      expect(marks.edges).toEqual(Array(4).fill(marks.message));
    }));

  it('makes the passkey button as wide as every other button of the form', () =>
    onDesktopInPortuguese(async (page) => {
      await page.locator('.passkey-button').waitFor();
      const widths = await page.evaluate(() =>
        Object.fromEntries(
          // The company buttons are links; the password's Show button, part of its field, is
          // no .button.
          [...document.querySelectorAll('.card .button')]
            .filter((button) => button.checkVisibility({ visibilityProperty: true }))
            .map((button) => [
              button.textContent,
              Math.round(button.getBoundingClientRect().width),
            ]),
        ),
      );
      expect(Object.keys(widths)).toHaveLength(4);
      expect(new Set(Object.values(widths)).size, JSON.stringify(widths)).toBe(1);
    }));

  it('lines the "keep me signed in" box up with the fields above it', () =>
    onDesktopInPortuguese(async (page) => {
      const field = await page.locator('.field-control').first().boundingBox();
      const box = await page
        .getByRole('checkbox', { name: 'Manter a sessão aberta' })
        .boundingBox();
      expect(Math.abs((box?.x ?? 0) - (field?.x ?? 0))).toBeLessThanOrEqual(1);
    }));
});

describe('"Forgot your password?" on a phone', () => {
  // It sat at y = 810 of a 740 px screen, below the company buttons, far from the password it
  // is about; Google, Microsoft and Okta put it under the field.
  const words = {
    'pt-BR': { password: 'Senha', link: 'Esqueceu sua senha?' },
    en: { password: 'Password', link: 'Forgot your password?' },
  } as const;
  it.each(['pt-BR', 'en'] as const)(
    'is in the first screen at 360x740, under the password field, above the company buttons (%s)',
    async (locale) => {
      const viewport = phoneScreen;
      const context = await shared.browser.newContext({ viewport, locale });
      try {
        const page = await context.newPage();
        await page.goto(`${shared.portal.url}/login`);
        await page.locator('form button[type=submit]:not([disabled])').waitFor();
        const box = async (what: string, found: Locator) => {
          const measured = await found.boundingBox();
          if (!measured) throw new Error(`${what} is not on screen`);
          return measured;
        };
        const field = await box(
          'The password field',
          page.getByLabel(words[locale].password, { exact: true }).locator('..'),
        );
        const link = await box('The link', page.getByRole('link', { name: words[locale].link }));
        const company = await box('The company buttons', page.locator('.company-buttons'));
        expect(link.y).toBeGreaterThanOrEqual(field.y + field.height);
        expect(link.y + link.height).toBeLessThanOrEqual(viewport.height);
        expect(link.y + link.height).toBeLessThanOrEqual(company.y);
      } finally {
        await context.close();
      }
    },
  );
});

describe('the language switch', () => {
  const languages = [
    { from: 'pt-BR', to: 'English', lang: 'en' },
    { from: 'en', to: 'Português', lang: 'pt-BR' },
  ];
  const screens = [narrowPhoneScreen, desktopScreen];

  it.each(screens)(
    'ends where the sign-in card ends, on its row of the header, $width px wide',
    async (viewport) => {
      const context = await shared.browser.newContext({ viewport, locale: 'pt-BR' });
      try {
        const page = await context.newPage();
        await page.goto(`${shared.portal.url}/login`);
        const menu = await page.locator('.locale-switch select').boundingBox();
        const card = await page.locator('.card').boundingBox();
        const header = await page.locator('.app-header').boundingBox();
        if (!menu || !card || !header)
          throw new Error('The menu, the card or the header is not on screen');
        // On a phone the header wraps and the switch has a row of its own: at its start it stood
        // off the page's edge, out of line with everything else.
        const end = viewport.width < 600 ? card.x + card.width : header.x + header.width - 16;
        expect(Math.abs(menu.x + menu.width - end)).toBeLessThanOrEqual(1);
      } finally {
        await context.close();
      }
    },
  );

  for (const { from, to, lang } of languages)
    it.each(screens)(
      `keeps its menu where it was when ${from} changes to ${to}, $width px wide`,
      async (viewport) => {
        const context = await shared.browser.newContext({ viewport, locale: from });
        try {
          const page = await context.newPage();
          await page.goto(`${shared.portal.url}/login`);
          await page.locator('form button[type=submit]:not([disabled])').waitFor();
          const menu = page.locator('.locale-switch select');
          const before = await menu.boundingBox();
          await menu.selectOption({ label: to });
          await page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang);
          // The broker's finger or pointer is still on it: it must not have moved away.
          expect(await menu.boundingBox()).toEqual(before);
        } finally {
          await context.close();
        }
      },
    );
});

describe('the sign-in page coming to life after its first paint', () => {
  // The page's script arrives after the prerendered form is on screen, as on a slow phone, and
  // on this deployment (qa) shows the environment's badge; passkeys add their button. None of
  // it may move what the broker already sees (CLS 0), whatever the screen and the text size.
  const screens = [narrowPhoneScreen, { width: 412, height: 915 }, desktopScreen];
  for (const locale of ['pt-BR', 'en'])
    for (const textSize of ['100%', '200%'])
      it.each(screens)(
        `moves nothing, in ${locale} with text at ${textSize}, $width px wide`,
        async (viewport) => {
          const context = await shared.browser.newContext({ viewport, locale });
          try {
            const page = await context.newPage();
            if (textSize === '200%') await enlargeTextFromTheStart(page);
            await recordLayoutShifts(page);
            const release = await holdPageScript(page);
            await page.goto(`${shared.portal.url}/login`, { waitUntil: 'commit' });
            await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
            release();
            await page.locator('form button[type=submit]:not([disabled])').waitFor();
            await page.locator('.passkey-button').waitFor();
            await page.locator('.environment-badge').waitFor();
            expect(await layoutShifts(page)).toEqual([]);
          } finally {
            await context.close();
          }
        },
      );
});

describe('a heading given the keyboard as its screen arrives, on a desktop screen', () => {
  const t = portalWords('pt-BR');
  /** The focused heading's width, and its words'. */
  const focusedHeading = (page: Page) =>
    page.evaluate(() => {
      const heading = document.activeElement;
      if (!heading?.matches('h1, h2, h3')) return `the focus is on ${heading?.tagName}`;
      const words = document.createRange();
      words.selectNodeContents(heading);
      return {
        heading: Math.round(heading.getBoundingClientRect().width),
        words: Math.round(words.getBoundingClientRect().width),
      };
    });

  it.each([
    {
      screen: 'a reset link sent',
      open: async (page: Page) => {
        await page.goto(`${shared.portal.url}/forgot-password`);
        await page.getByRole('textbox', { name: t('field.email') }).fill(demoUser.email);
        await page.getByRole('button', { name: t('action.sendLink') }).click();
        await page.getByRole('heading', { name: t('forgot.sent.title') }).waitFor();
      },
    },
    {
      screen: 'the security page',
      open: async (page: Page) => {
        await page.goto(`${shared.portal.url}/login`);
        await page.request.post(`${shared.portal.url}/api/sso/login`, {
          data: { ...demoUser, rememberMe: false, applicationId: 7 },
        });
        await page.goto(`${shared.portal.url}/security`);
      },
    },
  ])('rings its words, not the whole column: $screen', async ({ open }) => {
    const context = await shared.browser.newContext({
      viewport: desktopScreen,
      locale: 'pt-BR',
    });
    try {
      const page = await context.newPage();
      await open(page);
      await expect.poll(() => focusedHeading(page)).toMatchObject({ heading: expect.any(Number) });
      const { heading, words } = (await focusedHeading(page)) as Record<string, number>;
      expect(heading).toBeGreaterThan(0);
      expect(heading).toBeLessThanOrEqual((words ?? 0) + 1);
    } finally {
      await context.close();
    }
  });
});
