import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { authenticatorCode } from '../support/authenticator-app';
import { desktopScreen, narrowPhoneScreen } from './support/browser';
import { enlargeTextFromTheStart } from './support/enlarged-text';
import { setUpPortal } from './support/portal-page';
import { demoUser, startPortal } from './support/portal-server';
import { exactly, portalWords } from './support/portal-words';

// The recovery codes' buttons where a broker meets them: at the code step, setting up the app
// the company requires (Diego), and on /security, turning two-step verification on (Ana). A
// portal of its own for each test: an app set up stays set up in the service's memory.
const shared = setUpPortal();
let portal: Awaited<ReturnType<typeof startPortal>> | undefined;
const t = portalWords('pt-BR');
const diego = { email: 'diego.alves@gofy.example', password: demoUser.password };

afterEach(async () => {
  await portal?.close();
  portal = undefined;
});

const screens = [
  { ...desktopScreen, text: '100%' },
  { ...narrowPhoneScreen, text: '200%' },
] as const;

/** The key the page shows for the authenticator app, without its spaces. */
async function shownKey(page: Page): Promise<string> {
  const key = page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);
  return ((await key.textContent()) ?? '').replaceAll(' ', '');
}

/**
 * The room between "Copy all" and "Download": across when they share a row, down when the
 * second is under the first.
 */
async function roomBetweenButtons(page: Page): Promise<number> {
  await page.getByRole('list', { name: t('recoveryCodes.listLabel') }).waitFor();
  const [copy, download] = await Promise.all(
    [t('recoveryCodes.copyAll'), t('recoveryCodes.download')].map((name) =>
      page.getByRole('button', { name: exactly(name) }).boundingBox(),
    ),
  );
  if (!copy || !download) throw new Error('The buttons are not on screen');
  const sideBySide = download.y < copy.y + copy.height;
  return Math.round(
    sideBySide ? download.x - (copy.x + copy.width) : download.y - (copy.y + copy.height),
  );
}

/** The recovery codes as the page shows them on `screen`, once `reach` has brought them. */
async function codesOn(
  screen: (typeof screens)[number],
  reach: (page: Page, url: string) => Promise<void>,
): Promise<number> {
  portal = await startPortal();
  const context = await shared.browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    locale: 'pt-BR',
  });
  try {
    const page = await context.newPage();
    if (screen.text === '200%') await enlargeTextFromTheStart(page);
    await reach(page, portal.url);
    return await roomBetweenButtons(page);
  } finally {
    await context.close();
  }
}

describe('the recovery codes’ buttons', () => {
  it.each(screens)(
    'stand apart at the code step, $width px wide with text at $text',
    async (screen) => {
      const room = await codesOn(screen, async (page, url) => {
        await page.goto(`${url}/login`);
        await page.getByRole('textbox', { name: t('field.email') }).fill(diego.email);
        await page.getByLabel(t('field.password'), { exact: true }).fill(diego.password);
        await page.getByRole('button', { name: exactly(t('action.signIn')) }).click();
        await page.getByRole('img', { name: t('authenticator.qrLabel') }).waitFor();
        const code = await authenticatorCode(await shownKey(page), Date.now());
        await page.getByRole('textbox', { name: t('code.field') }).fill(code);
        await page.getByRole('button', { name: exactly(t('code.submit')) }).click();
      });
      expect(room).toBeGreaterThanOrEqual(8);
    },
  );

  it.each(screens)(
    'stand apart on the security page, $width px wide with text at $text',
    async (screen) => {
      const room = await codesOn(screen, async (page, url) => {
        await page.goto(`${url}/login`);
        await page.request.post(`${url}/api/sso/login`, {
          data: { ...demoUser, rememberMe: false, applicationId: 7 },
        });
        await page.goto(`${url}/security`);
        await page.getByRole('button', { name: t('twoStep.setUp') }).click();
        await page.getByRole('img', { name: t('authenticator.qrLabel') }).waitFor();
        const code = await authenticatorCode(await shownKey(page), Date.now());
        await page.getByRole('textbox', { name: t('twoStep.codeLabel') }).fill(code);
        await page.getByRole('button', { name: t('twoStep.turnOn') }).click();
      });
      expect(room).toBeGreaterThanOrEqual(8);
    },
  );
});
