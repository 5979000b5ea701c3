import { describe, expect, it } from 'vitest';
import { enlargedPhone, signInAsCarla } from './support/enlarged-phone';
import { setUpPortal } from './support/portal-page';
import { serviceClock } from './support/sign-in-form';

// WCAG 1.4.4 and 1.4.10 on "Choose a brokerage", as your-data-layout.test.ts holds "Your
// data": at 320 px with the phone's text at 200%, the choice and the no-access answer, in both
// languages: nothing is wider than the screen, no word (a name, a masked CNPJ) breaks inside
// itself, and axe finds no violation.
const clock = serviceClock();
const shared = setUpPortal({ portal: { now: clock.now } });

describe('"Choose a brokerage" with text at 200% on a 320 px phone', () => {
  it.each(['pt-BR', 'en'] as const)(
    'reflows the choice and the no-access answer (%s)',
    async (locale) => {
      const { page, check, problems, close } = await enlargedPhone(shared.browser, locale);
      try {
        await page.goto(`${shared.portal.url}/login?brokerage=horizonte`);
        await signInAsCarla(page, clock);
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
        await close();
      }
    },
  );
});
