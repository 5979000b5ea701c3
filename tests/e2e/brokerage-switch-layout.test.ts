import { describe, expect, it } from 'vitest';
import { authenticatorCode, demoAuthenticatorSecret } from '../support/authenticator-app';
import { axeViolations } from './support/axe';
import { narrowPhoneScreen, phoneContext } from './support/browser';
import { enlargeTextFromTheStart, reflowProblems } from './support/enlarged-text';
import { followPageActivity, pageSettled } from './support/page-activity';
import { setUpPortal } from './support/portal-page';
import { serviceClock } from './support/sign-in-form';

// WCAG 1.4.4 and 1.4.10 on the main screen's brokerage switch: at 320 px with the phone's text
// at 200%, the list of the other brokerages open, in both languages: nothing is wider than the
// screen, no word (a name, a masked CNPJ) breaks inside itself, and axe finds no violation.
const clock = serviceClock();
const shared = setUpPortal({ portal: { now: clock.now } });
const carla = { email: 'carla.mendes@gofy.example', password: 'gofy-demo-2026' };
const secret = demoAuthenticatorSecret(carla.email);

describe('the brokerage switch with text at 200% on a 320 px phone', () => {
  it.each(['pt-BR', 'en'] as const)('reflows the open list of brokerages (%s)', async (locale) => {
    const context = await shared.browser.newContext(
      phoneContext({ locale, viewport: narrowPhoneScreen, reducedMotion: 'reduce' }),
    );
    const page = await context.newPage();
    try {
      await followPageActivity(page);
      await enlargeTextFromTheStart(page);
      await page.goto(`${shared.portal.url}/login`);
      await page.getByRole('textbox', { name: /^(Email|E-mail)$/ }).fill(carla.email);
      await page.getByLabel(/^(Password|Senha)$/).fill(carla.password);
      await page.getByRole('button', { name: /^(Sign in|Entrar)$/ }).click();
      // A code of its own for each run: the SSO takes a code once.
      clock.advance(60_000);
      await page
        .getByRole('textbox', { name: /^(Code|Código)$/ })
        .fill(await authenticatorCode(secret, clock.now()));
      await page.getByRole('button', { name: /^(Verify|Verificar)$/ }).click();
      // The first run chooses; the next finds the choice remembered.
      const toggle = page.getByRole('button', { name: /^(Switch brokerage|Mudar de corretora)$/ });
      const mendes = page.getByRole('button', { name: 'Mendes Corretora' });
      await toggle.or(mendes).first().waitFor();
      if (await mendes.isVisible()) await mendes.click();
      await toggle.click();
      await page
        .getByRole('list', { name: /^(Your other brokerages|Suas outras corretoras)$/ })
        .waitFor();
      await pageSettled(page);
      expect([...(await reflowProblems(page)), ...(await axeViolations(page))]).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
