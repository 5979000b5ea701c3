import { readFile } from 'node:fs/promises';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultOf } from '../../dev-server/settings/setting-values.js';
import { authenticatorCode } from '../support/authenticator-app';
import { axeViolations } from './support/axe';
import { englishContext, narrowPhoneScreen } from './support/browser';
import { enlargeText, sidewaysOverflow } from './support/enlarged-text';
import { setUpOwnPages } from './support/own-pages';
import { demoUser, startPortal } from './support/portal-server';
import { serviceClock } from './support/sign-in-form';
import { stepsOn } from './support/steps';

// Two-step verification and the user's devices on /security, against the local SSO service
// serving the production build. A portal of its own for each test: what Ana sets up and which
// sessions she has live in the service's memory. The service runs on a clock the tests move,
// so a confirmation can grow old without waiting five minutes for it.

const own = setUpOwnPages();
let portal: Awaited<ReturnType<typeof startPortal>>;
let clock: ReturnType<typeof serviceClock>;
let firstPage: Page | undefined;
const minute = 60_000;
/** Past the window in which a proof of who the broker is counts as recent, as the SSO is set. */
const pastRecentProof = Number(defaultOf('recentProofSeconds')) * 1000 + minute;

// Turning the second factor off is first refused with 403 until a code confirms it, which
// Chromium logs as a failed request of the page.
const expectedProblem = /status of 403/;

const step = stepsOn(() => firstPage as Page);
// axe takes a few seconds of a loaded machine's CPU on its own.
const withAxe = 30_000;
// Each test walks a whole flow with several axe runs: the suite's 30 s is one page's bound.
const testTimeoutMs = 120_000;

beforeEach(async () => {
  clock = serviceClock();
  portal = own.closeAfter(await startPortal({ now: clock.now }));
});

afterEach(() => {
  firstPage = undefined;
});

/** A browser of its own (a device), with one page whose problems fail the test. */
async function newPage(options: BrowserContextOptions = englishContext): Promise<Page> {
  const page = await own.newPage(options, expectedProblem);
  firstPage ??= page;
  return page;
}

/** Signs Ana in with the form, in either language, and waits for the main screen. */
async function signIn(page: Page) {
  await page.goto(`${portal.url}/login`);
  await page.getByRole('textbox', { name: /^(Email|E-mail)$/ }).fill(demoUser.email);
  await page.getByLabel(/^(Password|Senha)$/).fill(demoUser.password);
  await page.getByRole('button', { name: /^(Sign in|Entrar)$/ }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The setup key as the page shows it, in groups of four: what a broker types into the app. */
async function shownSecret(page: Page): Promise<string> {
  const key = page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);
  return ((await key.textContent()) ?? '').replaceAll(' ', '');
}

async function passwordSignInStatus(): Promise<number> {
  // Another device: its own cookies, so this page's session is left as it is.
  const device = await own.newContext({});
  const answer = await device.request.post(`${portal.url}/api/sso/login`, {
    data: {
      email: demoUser.email,
      password: demoUser.password,
      rememberMe: false,
      applicationId: 7,
    },
  });
  return answer.status();
}

describe('two-step verification at /security', () => {
  it(
    'Ana turns it on with a code from the key on the page, keeps her ten recovery codes, is asked for a code at her next sign-in, and turns it off after a code',
    async () => {
      const page = await newPage();
      await signIn(page);
      await page.goto(`${portal.url}/security`);
      await page.getByText('Two-step verification is off.').waitFor();
      expect(await passwordSignInStatus()).toBe(200);

      const secret = await step(
        'set up the app from the QR code’s page',
        async () => {
          await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
          await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
          expect(await axeViolations(page)).toEqual([]);
          const shown = await shownSecret(page);
          await page
            .getByRole('textbox', { name: 'Code from the app' })
            .fill(await authenticatorCode(shown, clock.now()));
          await page.getByRole('button', { name: 'Turn on' }).click();
          return shown;
        },
        withAxe,
      );

      const codes = await step(
        'see the ten recovery codes',
        async () => {
          const list = page.getByRole('list', { name: 'Recovery codes' });
          await list.waitFor();
          const items = await list.getByRole('listitem').allTextContents();
          expect(items).toHaveLength(10);
          for (const code of items) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
          await page
            .getByText('Two-step verification is on. From now on, signing in asks for a code.')
            .waitFor();
          expect(await axeViolations(page)).toEqual([]);
          return items;
        },
        withAxe,
      );

      await step('download them as a text file', async () => {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Download (.txt)' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe('gofy-recovery-codes.txt');
        const lines = (await readFile(await download.path(), 'utf8')).split('\n');
        expect(lines.slice(0, 4)).toEqual([
          'gofy recovery codes',
          `Account: ${demoUser.email}`,
          expect.stringMatching(/^Created on [A-Z][a-z]+ \d{1,2}, \d{4}$/),
          'Each code works once.',
        ]);
        expect(lines.slice(5, 15)).toEqual(codes);
        await page.getByRole('checkbox', { name: 'I saved my recovery codes' }).check();
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.getByText('10 recovery codes left.').waitFor();
        expect(await page.getByRole('list', { name: 'Recovery codes' }).count()).toBe(0);
      });

      await step('the next password sign-in waits for a code', async () => {
        // The code step's page is another engineer's work: the answer is what counts here.
        expect(await passwordSignInStatus()).toBe(202);
      });

      await step(
        'turn it off after a code, once the last confirmation is old',
        async () => {
          clock.advance(pastRecentProof);
          await page.getByRole('button', { name: 'Turn off two-step verification' }).click();
          await page.getByRole('button', { name: 'Turn off', exact: true }).click();
          await page.getByRole('heading', { name: 'Confirm it is you' }).waitFor();
          expect(await axeViolations(page)).toEqual([]);
          await page
            .getByRole('textbox', { name: 'Code from the app' })
            .fill(await authenticatorCode(secret, clock.now()));
          await page.getByRole('button', { name: 'Confirm' }).click();
          await page.getByText('Two-step verification turned off.').waitFor();
          await page.getByText('Two-step verification is off.').waitFor();
          expect(await passwordSignInStatus()).toBe(200);
        },
        withAxe,
      );
    },
    testTimeoutMs,
  );

  it(
    'reads as a Brazilian writes it, fits a 320 px phone with text at 200%, and has no axe violation',
    async () => {
      const page = await newPage({
        locale: 'pt-BR',
        viewport: narrowPhoneScreen,
        isMobile: true,
        hasTouch: true,
      });
      const fits = async () => {
        await enlargeText(page);
        expect(await sidewaysOverflow(page)).toEqual({ scrollWidth: 320, pastTheEdge: [] });
        expect(await axeViolations(page)).toEqual([]);
      };
      await signIn(page);
      await page.goto(`${portal.url}/security`);
      await page.getByRole('heading', { name: 'Verificação em duas etapas' }).waitFor();
      await page.getByText('A verificação em duas etapas está desativada.').waitFor();
      await page.getByRole('heading', { name: 'Seus dispositivos' }).waitFor();
      await page.getByText('Este dispositivo', { exact: true }).waitFor();
      // The SSO rounds both times down to the minute: a sign-in near a minute's end reads as one.
      await page
        .getByText(/^Entrou (agora mesmo|há 1 minuto) · Último uso (agora mesmo|há 1 minuto)$/)
        .waitFor();
      await step('the sections as they open', fits, withAxe);

      await step(
        'the set-up: QR code and key',
        async () => {
          await page.getByRole('button', { name: 'Configurar um aplicativo autenticador' }).click();
          await page
            .getByRole('img', { name: 'QR code para o seu aplicativo autenticador' })
            .waitFor();
          await page.getByRole('button', { name: 'Copiar a chave de configuração' }).waitFor();
          await fits();
        },
        withAxe,
      );

      await step(
        'the recovery codes',
        async () => {
          const secret = await shownSecret(page);
          await page
            .getByRole('textbox', { name: 'Código do aplicativo' })
            .fill(await authenticatorCode(secret, clock.now()));
          await page.getByRole('button', { name: 'Ativar' }).click();
          await page.getByRole('list', { name: 'Códigos de recuperação' }).waitFor();
          await page.getByRole('button', { name: 'Copiar todos' }).waitFor();
          await page.getByRole('button', { name: 'Baixar (.txt)' }).waitFor();
          await fits();
        },
        withAxe,
      );
    },
    testTimeoutMs,
  );
});

describe('your devices at /security', () => {
  const androidPhone =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
  const firefoxOnWindows =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';

  it(
    'ends the session of a phone, whose open tab then goes to the sign-in page, and then every other one',
    async () => {
      const here = await newPage();
      const phone = await newPage({ ...englishContext, userAgent: androidPhone });
      const laptop = await newPage({ ...englishContext, userAgent: firefoxOnWindows });
      // The phone's tab stays open on the main screen. It learns that its session ended at its
      // next session check: the watch asks every minute while the tab is shown (and when a tab
      // is shown again, which a headless browser never does). Its clock, installed before the
      // page loads, moves that minute on instead of the test waiting for it.
      await phone.clock.install();
      await signIn(phone);
      await signIn(laptop);
      await signIn(here);
      await here.goto(`${portal.url}/security`);

      const endPhone = here.getByRole('button', {
        name: /^End session: Chrome on Android, last used /,
      });
      await step(
        'the phone is listed with its browser, and this device marked',
        async () => {
          await endPhone.waitFor();
          await here.getByText('This device', { exact: true }).waitFor();
          expect(await here.getByText('Chrome on Android · Phone').count()).toBe(1);
          expect(await here.getByText(/^Firefox on Windows/).count()).toBe(1);
          expect(await axeViolations(here)).toEqual([]);
        },
        withAxe,
      );

      await step('end the phone’s session', async () => {
        await endPhone.click();
        await here.getByText('Session ended: Chrome on Android.').waitFor();
        expect(await here.getByText('Chrome on Android · Phone').count()).toBe(0);
      });

      await step('the phone’s tab goes to the sign-in page at its next check', async () => {
        await phone.clock.runFor(minute);
        await phone.waitForURL((url) => url.pathname === '/login');
        await phone
          .getByText(
            'Your session has ended, for your security. Sign in again to continue where you left off.',
          )
          .waitFor();
      });

      await step('end every other session, and hear how many', async () => {
        await here.getByRole('button', { name: 'End every other session' }).click();
        await here.getByRole('status').filter({ hasText: '1 other session ended.' }).waitFor();
        await here.getByText('Your account is signed in on this device only.').waitFor();
        const laptopSession = await laptop.evaluate(
          async () => (await fetch('/api/sso/whoami')).status,
        );
        expect(laptopSession).toBe(401);
        expect(await here.evaluate(async () => (await fetch('/api/sso/whoami')).status)).toBe(200);
      });

      await step('the devices fit a 320 px phone with text at 200%', async () => {
        await here.setViewportSize(narrowPhoneScreen);
        await enlargeText(here);
        expect(await sidewaysOverflow(here)).toEqual({ scrollWidth: 320, pastTheEdge: [] });
      });
    },
    testTimeoutMs,
  );
});

describe('the page on a phone in Portuguese', () => {
  it('sets its parts under its title: each heading smaller than the one it is under', async () => {
    const page = await newPage({
      ...englishContext,
      locale: 'pt-BR',
      viewport: narrowPhoneScreen,
    });
    await signIn(page);
    await page.goto(`${portal.url}/security`);
    await page.getByRole('heading', { name: 'Seus dispositivos' }).waitFor();
    const sizes = await page.evaluate(() =>
      [...document.querySelectorAll('#main h1, #main h2')].map((heading) => ({
        level: heading.tagName,
        text: heading.textContent,
        px: Number.parseFloat(getComputedStyle(heading).fontSize),
      })),
    );
    const [title, ...parts] = sizes;
    expect(title?.text).toBe('Segurança da conta');
    expect(parts.map((part) => part.text)).toEqual([
      'Sua senha',
      'Suas chaves de acesso',
      'Verificação em duas etapas',
      // The build offers company sign-in.
      'Contas da empresa',
      'Seus dispositivos',
    ]);
    expect(parts.filter((part) => part.px >= (title?.px ?? 0))).toEqual([]);
  });
});
