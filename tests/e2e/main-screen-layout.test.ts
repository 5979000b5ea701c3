import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  desktopScreen,
  narrowPhoneScreen,
  phoneContext,
  phoneScreen,
  portugueseDesktop,
} from './support/browser';
import { enlargeTextFromTheStart } from './support/enlarged-text';
import { followPageActivity, pageSettled } from './support/page-activity';
import { setUpPortal } from './support/portal-page';
import { demoUser, startPortal } from './support/portal-server';
import { exactly, portalWords } from './support/portal-words';
import { addPlatformAuthenticator } from './support/virtual-authenticator';

// Where the main screen's parts stand: as a broker first meets it on a 360 x 740 phone, the
// most common Android screen, right after signing in with the password, the welcome tour to
// come and the passkey offer showing (a service of its own for each such test: tour states
// live in its memory); the header as it was on the sign-in page; the environment's badge.
const shared = setUpPortal();
let portal: Awaited<ReturnType<typeof startPortal>> | undefined;

afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

/** Signs Ana in with the form on a 360 x 740 phone whose device can keep a passkey. */
async function firstSignIn(locale: 'pt-BR' | 'en'): Promise<Page> {
  portal = await startPortal({ tourist: { initialState: 'pending' } });
  // Passkeys take no IP address as their site: the page opens on localhost.
  const url = portal.url.replace('127.0.0.1', 'localhost');
  const context = await shared.browser.newContext(
    phoneContext({ locale, reducedMotion: 'reduce' }),
  );
  const page = await context.newPage();
  await followPageActivity(page);
  const t = portalWords(locale);
  await page.goto(`${url}/login`);
  await addPlatformAuthenticator(page);
  await page.getByRole('textbox', { name: t('field.email') }).fill(demoUser.email);
  await page.getByLabel(t('field.password'), { exact: true }).fill(demoUser.password);
  await page.getByRole('button', { name: exactly(t('action.signIn')) }).click();
  await page.getByRole('heading', { name: t('passkeyOffer.title') }).waitFor();
  await page.getByRole('dialog').waitFor();
  await pageSettled(page);
  return page;
}

describe('the main screen on a 360 x 740 phone, at the first sign-in', () => {
  for (const locale of ['pt-BR', 'en'] as const)
    it(`shows a whole application card in its first screen, under the passkey offer (${locale})`, async () => {
      const page = await firstSignIn(locale);
      try {
        // Where each part stands in the page, whatever the tour scrolled to.
        const parts = await page.evaluate(() =>
          Object.fromEntries(
            ['.launcher-header', '.passkey-offer', '.launcher-search', '.launcher-grid li'].map(
              (selector) => {
                const box = document.querySelector(selector)?.getBoundingClientRect();
                return [selector, box && [box.top + scrollY, box.bottom + scrollY].map(Math.round)];
              },
            ),
          ),
        );
        const [card, offer] = [parts['.launcher-grid li'], parts['.passkey-offer']];
        const picture = JSON.stringify(parts);
        expect(offer?.[1], `the offer is not above the cards: ${picture}`).toBeLessThanOrEqual(
          card?.[0] ?? 0,
        );
        expect(
          card?.[1],
          `the first card is below the first screen: ${picture}`,
        ).toBeLessThanOrEqual(740);
      } finally {
        await page.context().close();
      }
    });

  it('keeps "Skip tour" where it was from one step of the tour to the next', async () => {
    const page = await firstSignIn('pt-BR');
    const t = portalWords('pt-BR');
    try {
      const dialog = page.getByRole('dialog');
      const places: string[] = [];
      for (let step = 1; step <= 3; step++) {
        await dialog
          .getByText(new RegExp(`^\\D*${step}\\D`))
          .first()
          .waitFor();
        await pageSettled(page);
        // Against the dialog's bottom edge: the step's words above it change in length.
        places.push(
          await dialog.evaluate((shown, skip) => {
            const button = [...shown.querySelectorAll('button')].find(
              (candidate) => candidate.textContent === skip,
            );
            const [own, edge] = [button, shown].map((element) => element?.getBoundingClientRect());
            return own && edge ? `${own.left - edge.left}, ${edge.bottom - own.bottom}` : 'none';
          }, t('tour.skip')),
        );
        if (step < 3) await dialog.getByRole('button', { name: exactly(t('tour.next')) }).click();
      }
      expect(new Set(places).size, `where Skip stood at each step: ${places.join(' / ')}`).toBe(1);
    } finally {
      await page.context().close();
    }
  });
});

describe('the header', () => {
  it.each([desktopScreen, phoneScreen])(
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

describe('the foot of the main screen on a desktop screen', () => {
  it('lines its badge and its links up with the cards', async () => {
    const context = await shared.browser.newContext(portugueseDesktop);
    try {
      const page = await context.newPage();
      await page.goto(`${shared.portal.url}/login`);
      await page.request.post(`${shared.portal.url}/api/sso/login`, {
        data: { ...demoUser, rememberMe: false, applicationId: 7 },
      });
      await page.goto(`${shared.portal.url}/`);
      await page.locator('.launcher-grid').waitFor();
      await page.locator('.footer-links a').first().waitFor();
      await page.locator('.environment-badge').waitFor();
      const starts = await page.evaluate(() =>
        Object.fromEntries(
          ['.launcher-grid', '.environment-badge', '.footer-links a'].map((selector) => [
            selector,
            Math.round(document.querySelector(selector)?.getBoundingClientRect().left ?? -1),
          ]),
        ),
      );
      const cards = starts['.launcher-grid'];
      expect(starts).toEqual({
        '.launcher-grid': cards,
        '.environment-badge': cards,
        '.footer-links a': cards,
      });
    } finally {
      await context.close();
    }
  });
});

describe('the environment badge', () => {
  const screens = [
    { ...phoneScreen, text: 100 },
    { ...narrowPhoneScreen, text: 200 },
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
