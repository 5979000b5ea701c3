import { describe, expect, it } from 'vitest';
import { enlargedPhone, signInAsCarla } from './support/enlarged-phone';
import { setUpPortal } from './support/portal-page';
import { serviceClock } from './support/sign-in-form';

// WCAG 1.4.4 and 1.4.10 on the main screen's brokerage switch: at 320 px with the phone's text
// at 200%, the list of the other brokerages open, in both languages: nothing is wider than the
// screen, no word (a name, a masked CNPJ) breaks inside itself, and axe finds no violation.
const clock = serviceClock();
const shared = setUpPortal({ portal: { now: clock.now } });

describe('the brokerage switch with text at 200% on a 320 px phone', () => {
  it.each(['pt-BR', 'en'] as const)('reflows the open list of brokerages (%s)', async (locale) => {
    const { page, check, problems, close } = await enlargedPhone(shared.browser, locale);
    try {
      await page.goto(`${shared.portal.url}/login`);
      await signInAsCarla(page, clock);
      // The first run chooses; the next finds the choice remembered.
      const toggle = page.getByRole('button', { name: /^(Switch brokerage|Mudar de corretora)$/ });
      const mendes = page.getByRole('button', { name: 'Mendes Corretora' });
      await toggle.or(mendes).first().waitFor();
      if (await mendes.isVisible()) await mendes.click();
      await toggle.click();
      await page
        .getByRole('list', { name: /^(Your other brokerages|Suas outras corretoras)$/ })
        .waitFor();
      await check('the list open');
      expect(problems).toEqual({});
    } finally {
      await close();
    }
  });
});
