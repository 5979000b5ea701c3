import type { Browser, Page } from 'playwright-core';
import { authenticatorCode, demoAuthenticatorSecret } from '../../support/authenticator-app';
import { axeViolations } from './axe';
import { narrowPhoneScreen, phoneContext } from './browser';
import { enlargeTextFromTheStart, reflowProblems } from './enlarged-text';
import { followPageActivity, pageSettled } from './page-activity';
import type { serviceClock } from './sign-in-form';

/**
 * WCAG 1.4.4 and 1.4.10 as a broker meets them: a 320 px phone in `locale` with its text at
 * 200% from the page's first byte. `check` waits for the page to settle and files, under the
 * name of the state the page is in, whatever is wider than the screen, a word broken inside
 * itself, or an axe violation; a test expects `problems` empty at its end, so one run names
 * every state that failed rather than the first.
 */
export async function enlargedPhone(browser: Browser, locale: 'pt-BR' | 'en') {
  const context = await browser.newContext(
    phoneContext({ locale, viewport: narrowPhoneScreen, reducedMotion: 'reduce' }),
  );
  const page = await context.newPage();
  await followPageActivity(page);
  await enlargeTextFromTheStart(page);
  const problems: Record<string, string[]> = {};
  return {
    page,
    problems,
    async check(state: string) {
      await pageSettled(page);
      const found = [...(await reflowProblems(page)), ...(await axeViolations(page))];
      if (found.length > 0) problems[state] = found;
    },
    close: () => context.close(),
  };
}

const carla = { email: 'carla.mendes@gofy.example', password: 'gofy-demo-2026' };
const carlaSecret = demoAuthenticatorSecret(carla.email);

/**
 * Signs Carla (two brokerages, a second factor) in on `page`, already at a sign-in page, in
 * either language. Each call moves the service's clock on a minute first: the SSO takes a
 * code once, and the runs of a file sign her in one after another.
 */
export async function signInAsCarla(page: Page, clock: ReturnType<typeof serviceClock>) {
  await page.getByRole('textbox', { name: /^(Email|E-mail)$/ }).fill(carla.email);
  await page.getByLabel(/^(Password|Senha)$/).fill(carla.password);
  await page.getByRole('button', { name: /^(Sign in|Entrar)$/ }).click();
  clock.advance(60_000);
  await page
    .getByRole('textbox', { name: /^(Code|Código)$/ })
    .fill(await authenticatorCode(carlaSecret, clock.now()));
  await page.getByRole('button', { name: /^(Verify|Verificar)$/ }).click();
}
