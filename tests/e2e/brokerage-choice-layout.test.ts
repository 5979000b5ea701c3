import { describe, expect, it } from 'vitest';
import { authenticatorCode, demoAuthenticatorSecret } from '../support/authenticator-app';
import { axeViolations } from './support/axe';
import { narrowPhoneScreen, phoneContext } from './support/browser';
import { enlargeTextFromTheStart, reflowProblems } from './support/enlarged-text';
import { followPageActivity, pageSettled } from './support/page-activity';
import { setUpPortal } from './support/portal-page';
import { serviceClock } from './support/sign-in-form';

// WCAG 1.4.4 and 1.4.10 on "Choose a brokerage", as your-data-layout.test.ts holds "Your
// data": at 320 px with the phone's text at 200%, the choice and the no-access answer, in both
// languages: nothing is wider than the screen, no word (a name, a masked CNPJ) breaks inside
// itself, and axe finds no violation.
const clock = serviceClock();
const shared = setUpPortal({ portal: { now: clock.now } });
const carla = { email: 'carla.mendes@gofy.example', password: 'gofy-demo-2026' };
const secret = demoAuthenticatorSecret(carla.email);

describe('"Choose a brokerage" with text at 200% on a 320 px phone', () => {
  it.each(['pt-BR', 'en'] as const)(
    'reflows the choice and the no-access answer (%s)',
    async (locale) => {
      const context = await shared.browser.newContext(
        phoneContext({ locale, viewport: narrowPhoneScreen, reducedMotion: 'reduce' }),
      );
      const page = await context.newPage();
      const problems: Record<string, string[]> = {};
      const check = async (state: string) => {
        await pageSettled(page);
        const found = [...(await reflowProblems(page)), ...(await axeViolations(page))];
        if (found.length > 0) problems[state] = found;
      };
      try {
        await followPageActivity(page);
        await enlargeTextFromTheStart(page);
        await page.goto(`${shared.portal.url}/login?brokerage=horizonte`);
        await page.getByRole('textbox', { name: /^(Email|E-mail)$/ }).fill(carla.email);
        await page.getByLabel(/^(Password|Senha)$/).fill(carla.password);
        await page.getByRole('button', { name: /^(Sign in|Entrar)$/ }).click();
        // A code of its own for each run: the SSO takes a code once.
        clock.advance(60_000);
        await page
          .getByRole('textbox', { name: /^(Code|Código)$/ })
          .fill(await authenticatorCode(secret, clock.now()));
        await page.getByRole('button', { name: /^(Verify|Verificar)$/ }).click();
        await page
          .getByRole('heading', {
            name: /^(You have no access to this brokerage|Você não tem acesso a esta corretora)$/,
          })
          .waitFor();
        await page.getByRole('button', { name: 'Parceira Vida Corretora' }).waitFor();
        await check('no access');

        await page.goto(`${shared.portal.url}/choose-brokerage`);
        await page.getByRole('button', { name: 'Parceira Vida Corretora' }).waitFor();
        await check('the choice');
        expect(problems).toEqual({});
      } finally {
        await context.close();
      }
    },
  );
});
