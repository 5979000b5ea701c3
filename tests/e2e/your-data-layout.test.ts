import { describe, expect, it } from 'vitest';
import { enlargedPhone } from './support/enlarged-phone';
import { setUpPortal } from './support/portal-page';
import { demoUser } from './support/portal-server';

// WCAG 1.4.4 and 1.4.10 on "Your data", as enlarged-text.test.ts holds every other page: at
// 320 px with the phone's text at 200%, signed out (who answers for the data) and signed in
// (the data, its file link, the request form, a request made and listed), nothing is wider
// than the screen and no word (a CNPJ, an email, a protocol number) breaks inside itself;
// and axe finds no violation in any of those states.
const shared = setUpPortal();

describe('/your-data with text at 200% on a 320 px phone', () => {
  it.each(['pt-BR', 'en'] as const)(
    'reflows signed out, signed in and with a request made (%s)',
    async (locale) => {
      const { page, check, problems, close } = await enlargedPhone(shared.browser, locale);
      try {
        await page.goto(`${shared.portal.url}/your-data`);
        await page
          .getByRole('link', { name: /^(Sign in to see your data|Entrar para ver seus dados)$/ })
          .waitFor();
        await check('signed out');

        await page.goto(`${shared.portal.url}/login?redirect=%2Fyour-data`);
        await page.getByRole('textbox', { name: /^(Email|E-mail)$/ }).fill(demoUser.email);
        await page.getByLabel(/^(Password|Senha)$/).fill(demoUser.password);
        await page.getByRole('button', { name: /^(Sign in|Entrar)$/ }).click();
        await page
          .getByRole('link', { name: /^(Download my data|Baixar meus dados) \(JSON\)$/ })
          .waitFor();
        await check('signed in');

        await page
          .getByRole('combobox', { name: /^(What you ask for|O que você quer solicitar)$/ })
          .selectOption('deletion');
        await page
          .getByRole('button', { name: /^(Send the request|Enviar a solicitação)$/ })
          .click();
        await page
          .getByRole('status')
          .filter({ hasText: /[2-9A-HJ-NP-Z]{8}/ })
          .waitFor();
        await check('a request made');
        expect(problems).toEqual({});
      } finally {
        await close();
      }
    },
  );
});
