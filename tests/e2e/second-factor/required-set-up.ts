import { describe, expect, it } from 'vitest';
import { authenticatorCode } from '../../support/authenticator-app';
import { axeViolations } from '../support/axe';
import { englishContext, narrowPhoneScreen, phoneContext } from '../support/browser';
import { sendCode } from '../support/code-step';
import { enlargeText, sidewaysOverflow } from '../support/enlarged-text';
import { watchPageProblems, whoamiStatus } from '../support/page-checks';
import { withPage } from '../support/portal-page';
import { signInForm } from '../support/sign-in-form';
import { type CodeStep, carla, enterPassword } from './code-step-page';

/** The app set up when the company requires it, and the code step in either language, on a phone. */
export function requiredSetUpTests(codeStep: CodeStep) {
  describe('an account the company requires a second factor of', () => {
    const diego = { email: 'diego.alves@gofy.example', password: 'gofy-demo-2026' };

    it('sets up the app before anything else, on a 320 px phone in Portuguese', async () => {
      const phone = phoneContext({ locale: 'pt-BR', viewport: narrowPhoneScreen });
      await withPage(codeStep.e2e.browser, phone, async (page) => {
        const problems = watchPageProblems(page);
        await page.goto(`${codeStep.e2e.portal.url}/login`);
        await signInForm(page, 'pt-BR').signIn(diego);
        await page.getByRole('heading', { name: 'Ative a verificação em duas etapas' }).waitFor();
        const qrCode = page.getByRole('img', {
          name: 'QR code para o seu aplicativo autenticador',
        });
        await qrCode.waitFor();
        expect(await whoamiStatus(page)).toBe(401);

        // The phone that shows the page holds the app: the link that opens it comes first, above
        // the QR code it could not scan, and hands it the key the page shows.
        const openApp = page.getByRole('link', { name: 'Abrir no aplicativo autenticador' });
        const href = (await openApp.getAttribute('href')) ?? '';
        expect(href).toMatch(/^otpauth:\/\/totp\/gofy:/);
        expect(await openApp.getAttribute('rel')).toBe('noreferrer');
        expect((await openApp.boundingBox())?.y).toBeLessThan((await qrCode.boundingBox())?.y ?? 0);
        await enlargeText(page);
        expect(await sidewaysOverflow(page)).toEqual({ scrollWidth: 320, pastTheEdge: [] });
        expect(await axeViolations(page)).toEqual([]);

        // The broker types the key into the app, which then shows codes.
        const key = page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);
        const shown = ((await key.textContent()) ?? '').replaceAll(' ', '');
        expect(new URL(href).searchParams.get('secret')).toBe(shown);
        codeStep.moveClock(30_000);
        await sendCode(
          page,
          await authenticatorCode(shown, codeStep.serviceNow()),
          'Código',
          'Verificar',
        );
        await page.getByText('A verificação em duas etapas está ativada.').waitFor();
        // Once it is on, the heading no longer asks to turn it on.
        await page.getByRole('heading', { level: 1, name: 'Verificação em duas etapas' }).waitFor();
        // The code's field and button are gone: the keyboard is on the codes' heading.
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.textContent))
          .toBe('Seus códigos de recuperação');
        const codes = page.getByRole('listitem').filter({ hasText: /^[a-z2-9]{5}-[a-z2-9]{5}$/ });
        expect(await codes.count()).toBe(10);
        expect(await whoamiStatus(page)).toBe(200);
        expect(await sidewaysOverflow(page)).toEqual({ scrollWidth: 320, pastTheEdge: [] });
        expect(await axeViolations(page)).toEqual([]);

        await page.getByRole('checkbox', { name: 'Guardei meus códigos de recuperação' }).check();
        await page.getByRole('button', { name: 'Continuar' }).click();
        await page.getByRole('heading', { name: 'Olá, Diego' }).waitFor();
        expect(problems).toEqual([]);
      });
    });
  });

  describe('the code step for every broker', () => {
    it('speaks Brazilian Portuguese', async () => {
      await withPage(codeStep.e2e.browser, { locale: 'pt-BR' }, async (page) => {
        await page.goto(`${codeStep.e2e.portal.url}/login`);
        await signInForm(page, 'pt-BR').signIn(carla);
        await page.getByRole('heading', { name: 'Verificação em duas etapas' }).waitFor();
        await sendCode(page, '000000', 'Código', 'Verificar');
        await page
          .getByText('Código incorreto. Digite o código que o aplicativo mostra agora.')
          .waitFor();
        await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
        await page.getByRole('textbox', { name: 'Código de recuperação' }).waitFor();
      });
    });

    it('fits a 320 px phone with text at 200%, and has no accessibility violation', async () => {
      const narrow = { ...englishContext, viewport: narrowPhoneScreen };
      await withPage(codeStep.e2e.browser, narrow, async (page) => {
        await page.goto(`${codeStep.e2e.portal.url}/login`);
        await enterPassword(page, { rememberMe: true });
        await enlargeText(page);
        await page.getByRole('button', { name: 'Verify' }).click();
        await page.getByText('Enter the code.').waitFor();
        expect(await sidewaysOverflow(page)).toEqual({ scrollWidth: 320, pastTheEdge: [] });
        expect(await axeViolations(page)).toEqual([]);

        await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
        await page.getByRole('textbox', { name: 'Recovery code' }).waitFor();
        expect(await sidewaysOverflow(page)).toEqual({ scrollWidth: 320, pastTheEdge: [] });
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  });
}
