import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultOf } from '../../dev-server/settings/setting-values.js';
import { authPaths } from '../../src/config/portal-paths';
import { authenticatorCode } from '../support/authenticator-app';
import { narrowPhoneScreen, phoneContext, phoneScreen } from './support/browser';
import { signInAtProvider } from './support/company-sign-in-steps';
import {
  enlargeTextFromTheStart,
  reflowProblems,
  sidewaysOverflow,
  tourStepProblems,
  unhintedWords,
  wordsBrokenInside,
} from './support/enlarged-text';
import { followPageActivity, pageSettled } from './support/page-activity';
import { requestResetLink } from './support/password-reset';
import { setUpPortal } from './support/portal-page';
import { demoUser, secondDemoUser, startPortal } from './support/portal-server';
import { exactly, portalWords } from './support/portal-words';
import { serviceClock } from './support/sign-in-form';
import { step } from './support/steps';
import { addPlatformAuthenticator } from './support/virtual-authenticator';

// WCAG 1.4.4 and 1.4.10 as a broker with the phone's text turned up meets them: every page,
// and every state of it that changes its layout, reflows at 320 px with text at 200% (the
// browser's own setting, from the first paint): nothing wider than the screen, no word broken
// inside itself, every field at least half the screen wide, a tour's step with its title in
// view beside the element it points at. And "e-mail" at 360 px with text at 100%, where it
// broke at its hyphen too. The accounts are dev-server/README.md's.
const shared = setUpPortal();
const locales = ['pt-BR', 'en'] as const;
const carla = { email: 'carla.mendes@gofy.example', password: demoUser.password };
const diego = { email: 'diego.alves@gofy.example', password: demoUser.password };

/** A phone's screen, and its text size. */
interface Screen {
  readonly width: number;
  readonly height: number;
  readonly text: '100%' | '200%';
}

/** A phone at 320 px with its text at 200% (or `screen`), and what each state shows wrong. */
async function openPhone(
  locale: (typeof locales)[number],
  screen: Screen = { ...narrowPhoneScreen, text: '200%' },
) {
  const viewport = { width: screen.width, height: screen.height };
  const context = await shared.browser.newContext(
    phoneContext({ locale, viewport, reducedMotion: 'reduce' }),
  );
  const page = await context.newPage();
  await followPageActivity(page);
  if (screen.text === '200%') await enlargeTextFromTheStart(page);
  const textSize = screen.text === '200%' ? '32px' : '16px';
  const problems: Record<string, string[]> = {};
  const t = portalWords(locale);
  return {
    page,
    t,
    problems,
    close: () => context.close(),
    /** One bounded, named step: a failure says which, and what the page showed. */
    step: <T>(name: string, action: () => Promise<T>) => step(name, action, { page }),
    async check(state: string, extra: (page: Page) => Promise<string[]> = async () => []) {
      await pageSettled(page);
      const size = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
      const found = [
        ...(size === textSize ? [] : [`text at ${size}, not ${textSize}`]),
        // At 100% a field may be narrower than half the screen (the language menu is).
        ...(screen.text === '200%'
          ? await reflowProblems(page)
          : [...(await wordsBrokenInside(page)), ...(await pageWiderThanScreen(page))]),
        ...(await extra(page)),
      ];
      if (found.length > 0) problems[state] = found;
    },
    async visit(path: string) {
      await page.goto(`${shared.portal.url}${path}`);
      await page.locator('h1').first().waitFor();
      await this.check(path);
    },
    async signIn(user: { email: string; password: string }, url = shared.portal.url) {
      await page.goto(`${url}/login`);
      await page.getByRole('textbox', { name: t('field.email') }).fill(user.email);
      await page.getByLabel(t('field.password'), { exact: true }).fill(user.password);
      await page.getByRole('button', { name: exactly(t('action.signIn')) }).click();
    },
    /** The sign-in page's field problems, the form sent empty. */
    async emptySignIn() {
      await page.goto(`${shared.portal.url}/login`);
      await page.getByRole('button', { name: exactly(t('action.signIn')) }).click();
      await page.locator('.field-error').first().waitFor();
    },
    /**
     * Three wrong passwords for an email of the screen's and the locale's own, which no other
     * state shares: the third's warning says how many attempts are left (the service counts
     * them for any email, with an account or not).
     */
    async thirdWrongPassword() {
      const email = `terceira.tentativa.${screen.width}.${screen.text}.${locale}@gofy.example`;
      for (let attempt = 1; attempt <= 3; attempt++) {
        await this.signIn({ email, password: `not-the-password-${attempt}` });
        await page
          .getByRole('alert')
          .filter({ hasText: t('error.invalidCredentials') })
          .waitFor();
        // The answer taken in, not only an earlier one still shown: the form is back.
        await expect
          .poll(() =>
            page.getByRole('button', { name: t('action.signIn'), exact: true }).isEnabled(),
          )
          .toBe(true);
      }
      await page
        .getByRole('alert')
        .filter({ hasText: t('error.attemptsLeft').replace('{count}', '2') })
        .waitFor();
    },
  };
}

/** What would make the page scroll sideways, if anything. */
async function pageWiderThanScreen(page: Page): Promise<string[]> {
  const { scrollWidth, pastTheEdge } = await sidewaysOverflow(page);
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  return scrollWidth > width ? [`${scrollWidth} px wide`, ...pastTheEdge] : [];
}

/**
 * The sign-in page's email field, where it is not whole within the first screen (the page as
 * it arrives, scrolled or not): the header above it grew with the text and pushed it down.
 */
async function emailFieldPastTheFirstScreen(page: Page): Promise<string[]> {
  const { field, header, screen } = await page.evaluate(() => {
    const inPage = (selector: string) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box ? [box.top + scrollY, box.bottom + scrollY].map(Math.round) : [];
    };
    return {
      field: inPage('input[name="email"]'),
      header: inPage('.app-header'),
      screen: innerHeight,
    };
  });
  const [top = Number.NaN, bottom = Number.NaN] = field;
  return bottom <= screen
    ? []
    : [
        `the email field is at ${top}–${bottom} px of a ${screen} px screen, under a header of ${header.join('–')} px`,
      ];
}

/** Signed in through the API, as the form's own tests cover the form: no offer, no code. */
async function signInBeside(page: Page, user: { email: string; password: string }) {
  await page.evaluate(async ({ email, password }) => {
    await fetch('/api/sso/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, rememberMe: false, applicationId: 7 }),
    });
  }, user);
}

describe('every page with text at 200% on a 320 px phone', () => {
  for (const locale of locales) {
    it(`reflows signed out: each page, its notices, failures and steps (${locale})`, async () => {
      const phone = await openPhone(locale);
      const { page, t } = phone;
      try {
        for (const path of [...authPaths, '/no-such-page', '/login?ended=1&redirect=%2F'])
          await phone.visit(path);
        await page.goto(`${shared.portal.url}/login`);
        await page.locator('h1').first().waitFor();
        await phone.check('/login, its first screen', emailFieldPastTheFirstScreen);

        await phone.emptySignIn();
        await phone.check('/login, its field errors');
        await phone.signIn({ ...secondDemoUser, password: 'not-the-password' });
        await page.getByRole('alert').waitFor();
        await phone.check('/login, a wrong password');
        await phone.step('a third wrong password', () => phone.thirdWrongPassword());
        await phone.check('/login, the third wrong password');

        const resetUrl = await requestResetLink(page, shared.portal, secondDemoUser.email, locale);
        await phone.check('/forgot-password, the link sent');
        await page.goto(resetUrl);
        const password = page.getByLabel(t('field.newPassword'), { exact: true });
        await password.waitFor();
        await phone.check('/reset-password with its link');
        await password.fill('short');
        await page.getByLabel(t('field.confirmPassword'), { exact: true }).fill('other');
        await page.getByRole('button', { name: t('action.savePassword') }).click();
        await page.locator('.field-error').nth(1).waitFor();
        await phone.check('/reset-password, its field errors');
        await phone.visit('/reset-password?token=not-a-token');

        await page.goto(`${shared.portal.url}/signup`);
        await page.getByRole('button', { name: t('action.sendRequest') }).click();
        await page.locator('.field-error').first().waitFor();
        await phone.check('/signup, its field errors');

        // The code step: Carla's, then with a recovery code; Diego sets his app up there.
        await phone.signIn(carla);
        await page.getByRole('textbox', { name: t('code.field') }).waitFor();
        await phone.check('/login/code');
        await page.getByRole('button', { name: t('codeForm.useRecovery') }).click();
        await page.getByRole('textbox', { name: t('codeForm.recoveryField') }).waitFor();
        await phone.check('/login/code, a recovery code');
        await phone.signIn(diego);
        await page.getByRole('img', { name: t('authenticator.qrLabel') }).waitFor();
        await phone.check('/login/code, setting the app up');
      } finally {
        await phone.close();
      }
      expect(phone.problems).toEqual({});
    });

    it(`reflows the question before linking a company account nobody asked for (${locale})`, async () => {
      const phone = await openPhone(locale);
      const { page, t } = phone;
      try {
        // Signed in, Ana opens the company start by its address: not a start from the portal's
        // page, so the portal asks before linking what comes back.
        await phone.step('signed in, and back from Google', async () => {
          await page.goto(`${shared.portal.url}/login`);
          await signInBeside(page, demoUser);
          await page.goto(`${shared.portal.url}/api/sso/federation/google/start`);
          await signInAtProvider(page, 'Google', demoUser.email);
          await page.getByRole('button', { name: exactly(t('companyLink.notNow')) }).waitFor();
        });
        await phone.check('/login?federation=link, the question');
      } finally {
        await phone.close();
      }
      expect(phone.problems).toEqual({});
    });

    it(`reflows signed in: the main screen, Help, the security page's parts (${locale})`, async () => {
      // A service of its own: the second factor turned on here stays on. Its clock moves on
      // past the sign-in, so the page asks for the password again. Passkeys take no IP
      // address as their site: the pages open on localhost.
      const clock = serviceClock();
      const portal = await startPortal({ now: clock.now });
      const url = portal.url.replace('127.0.0.1', 'localhost');
      const phone = await openPhone(locale);
      const { page, t } = phone;
      const button = (name: string | RegExp) => page.getByRole('button', { name });
      try {
        await phone.step('the main screen', async () => {
          await page.goto(`${url}/login`);
          await addPlatformAuthenticator(page);
          await signInBeside(page, demoUser);
          await page.goto(`${url}/`);
          await page.locator('.launcher-grid').waitFor();
        });
        await phone.check('/');
        await button(exactly(t('help.button'))).click();
        await phone.check('/, Help open');

        await phone.step('the security page', async () => {
          await page.goto(`${url}/security`);
          await button(t('twoStep.setUp')).waitFor();
        });
        await phone.check('/security');
        await phone.step('a passkey added', async () => {
          await button(t('passkeys.add')).click();
          await button(new RegExp(`^${t('passkeys.rename')}: `)).click();
          await button(t('security.cancel')).waitFor();
        });
        await phone.check('/security, renaming a passkey');
        await button(t('security.cancel')).click();
        await button(new RegExp(`^${t('passkeys.remove')}: `)).click();
        await phone.check('/security, removing a passkey');
        await button(t('security.cancel')).click();

        // The strongest factor the account has is asked for: the passkey added above.
        await phone.step('the passkey asked again', async () => {
          clock.advance(Number(defaultOf('recentProofSeconds')) * 1000 + 60_000);
          await button(t('twoStep.setUp')).click();
          await button(t('proof.passkey.use')).waitFor();
        });
        await phone.check('/security, confirming with the passkey');
        const key = page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);
        await phone.step('the app set up', async () => {
          await button(t('proof.passkey.use')).click();
          await key.waitFor();
        });
        await phone.check('/security, setting the app up');
        await phone.step('the recovery codes', async () => {
          const secret = ((await key.textContent()) ?? '').replaceAll(' ', '');
          const code = await authenticatorCode(secret, clock.now());
          await page.getByRole('textbox', { name: t('twoStep.codeLabel') }).fill(code);
          await button(t('twoStep.turnOn')).click();
          await page.getByRole('list', { name: t('recoveryCodes.listLabel') }).waitFor();
        });
        await phone.check('/security, the recovery codes');

        await phone.step('the recent activity', async () => {
          await page.goto(`${url}/security/activity`);
          await page.getByRole('list', { name: t('title.activity') }).waitFor();
        });
        await phone.check('/security/activity');
        await button(new RegExp(`^${t('activity.notMe')}: `))
          .first()
          .click();
        await button(t('action.cancel')).waitFor();
        await phone.check('/security/activity, asking before a report');

        await phone.step('signed out', async () => {
          await page.goto(`${url}/logout`);
          await button(exactly(t('action.signOut'))).click();
          await page.getByRole('link', { name: t('action.signInAgain') }).waitFor();
        });
        await phone.check('/logout, signed out');
      } finally {
        await phone.close();
        await portal.close();
      }
      expect(phone.problems).toEqual({});
    });

    it(`shows each tour's step whole beside what it points at (${locale})`, async () => {
      const phone = await openPhone(locale);
      const { page, t } = phone;
      try {
        await page.goto(`${shared.portal.url}/login`);
        await signInBeside(page, demoUser);
        await page.goto(`${shared.portal.url}/`);
        for (const tour of ['help.welcomeTour', 'help.cardTour'] as const) {
          await page.getByRole('button', { name: exactly(t('help.button')) }).click();
          await page.getByRole('button', { name: t(tour) }).click();
          const dialog = page.getByRole('dialog');
          const progress = dialog.locator('.tour-progress');
          await progress.waitFor();
          const total = Number((await progress.textContent())?.match(/(\d+)\D*$/)?.[1]);
          for (let step = 1; step <= total; step++) {
            await expect.poll(() => progress.textContent()).toMatch(new RegExp(`^\\D*${step}\\D`));
            await phone.check(`${t(tour)}, step ${step}`, async (shown) => [
              ...(await tourStepProblems(shown)),
              ...(await unhintedWords(shown)),
            ]);
            const next = step < total ? t('tour.next') : t('tour.finish');
            await dialog.getByRole('button', { name: exactly(next) }).click();
          }
          await dialog.waitFor({ state: 'detached' });
        }
      } finally {
        await phone.close();
      }
      expect(phone.problems).toEqual({});
    });
  }
});

describe('"e-mail" on a 360 px phone with text at 100%', () => {
  it('stays whole wherever it is said', async () => {
    // The most common Android screen, where "e-mail" once broke at its hyphen ("e- / mail").
    const phone = await openPhone('pt-BR', { ...phoneScreen, text: '100%' });
    const { page, t } = phone;
    try {
      for (const path of ['/login', '/forgot-password', '/reset-password?token=not-a-token'])
        await phone.visit(path);
      await phone.emptySignIn();
      await phone.check('/login, its field errors');
      await page.getByRole('textbox', { name: t('field.email') }).fill('nome');
      await page.getByRole('button', { name: exactly(t('action.signIn')) }).click();
      await page.locator('.field-error').first().waitFor();
      await phone.check('/login, an email without its domain');
      await phone.step('a third wrong password', () => phone.thirdWrongPassword());
      await phone.check('/login, the third wrong password');

      await phone.step('a reset link sent', async () => {
        await page.goto(`${shared.portal.url}/forgot-password`);
        await page.getByRole('textbox', { name: t('field.email') }).fill(secondDemoUser.email);
        await page.getByRole('button', { name: t('action.sendLink') }).click();
        await page.getByRole('heading', { name: t('forgot.sent.title') }).waitFor();
      });
      await phone.check('/forgot-password, the link sent');

      await phone.visit('/signup');
      await page.getByRole('button', { name: t('action.sendRequest') }).click();
      await page.locator('.field-error').first().waitFor();
      await phone.check('/signup, its field errors');
    } finally {
      await phone.close();
    }
    expect(phone.problems).toEqual({});
  });
});
