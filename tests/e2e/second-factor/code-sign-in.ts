import { describe, expect, it } from 'vitest';
import { readmeRecoveryCodes } from '../../support/authenticator-app';
import { untilCarlaMainScreen } from '../support/brokerage-choice';
import { narrowPhoneScreen } from '../support/browser';
import { sendCode } from '../support/code-step';
import { whoamiStatus } from '../support/page-checks';
import { signOut } from '../support/sign-out';
import { type CodeStep, enterPassword } from './code-step-page';

/** Signing in with a code from the app or a recovery code, and what a recovery code leads to. */
export function codeSignInTests(codeStep: CodeStep) {
  describe('signing in with a code', () => {
    it('asks for the code after the password, keeps the return target, and signs in', async () => {
      await codeStep.e2e.page.goto(`${codeStep.e2e.portal.url}/login?redirect=%2Fsecurity`);
      await enterPassword(codeStep.e2e.page);
      expect(new URL(codeStep.e2e.page.url()).pathname).toBe('/login/code');
      expect(await whoamiStatus(codeStep.e2e.page)).toBe(401);

      const field = codeStep.e2e.page.getByRole('textbox', { name: 'Code' });
      expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await field.getAttribute('inputmode')).toBe('numeric');
      await expect
        .poll(() => field.evaluate((input) => input === document.activeElement))
        .toBe(true);

      // As an app shows it, with a space in the middle.
      const code = await codeStep.nextCode();
      await field.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
      await codeStep.e2e.page.getByRole('button', { name: 'Verify' }).click();
      // Carla works for two brokerages: she chooses one first, the return target kept.
      await codeStep.e2e.page.getByRole('button', { name: 'Mendes Corretora' }).click();
      await codeStep.e2e.page.waitForURL(`${codeStep.e2e.portal.url}/security`);
      expect(await whoamiStatus(codeStep.e2e.page)).toBe(200);
    });

    it('says a wrong code, and clears the field for the next one', async () => {
      await codeStep.e2e.page.goto(`${codeStep.e2e.portal.url}/login`);
      await enterPassword(codeStep.e2e.page);
      const field = codeStep.e2e.page.getByRole('textbox', { name: 'Code' });
      await field.fill('000000');
      await codeStep.e2e.page.getByRole('button', { name: 'Verify' }).click();
      await codeStep.e2e.page.getByText('That code is incorrect.').waitFor();
      expect(await field.inputValue()).toBe('');

      await field.fill('12345');
      await codeStep.e2e.page.getByRole('button', { name: 'Verify' }).click();
      await codeStep.e2e.page.getByText('The code has 6 digits.').waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');

      await field.fill(await codeStep.nextCode());
      await codeStep.e2e.page.getByRole('button', { name: 'Verify' }).click();
      await untilCarlaMainScreen(codeStep.e2e.page);
    });

    it('signs in once with a recovery code, says how many are left, then refuses it', async () => {
      const [recoveryCode] = readmeRecoveryCodes();
      await codeStep.e2e.page.goto(`${codeStep.e2e.portal.url}/login`);
      await enterPassword(codeStep.e2e.page);
      await codeStep.e2e.page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      const field = codeStep.e2e.page.getByRole('textbox', { name: 'Recovery code' });
      // The keyboard goes to the field the switch brought.
      await expect
        .poll(() => field.evaluate((input) => input === document.activeElement))
        .toBe(true);
      await field.fill((recoveryCode ?? '').toUpperCase());
      await codeStep.e2e.page.getByRole('button', { name: 'Verify' }).click();
      await codeStep.e2e.page
        .getByText('You signed in with a recovery code. Recovery codes left: 9.')
        .waitFor();
      // The code's field and button are gone: the keyboard is on what comes next.
      await expect
        .poll(() => codeStep.e2e.page.evaluate(() => document.activeElement?.textContent))
        .toBe('Continue');
      await codeStep.e2e.page.keyboard.press('Enter');
      await untilCarlaMainScreen(codeStep.e2e.page);

      await signOut(codeStep.e2e.page);
      await codeStep.e2e.page.goto(`${codeStep.e2e.portal.url}/login`);
      await enterPassword(codeStep.e2e.page);
      await codeStep.e2e.page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await sendCode(codeStep.e2e.page, recoveryCode ?? '', 'Recovery code');
      await codeStep.e2e.page
        .getByText('That recovery code is incorrect, or it was used already.')
        .waitFor();
    });
  });

  describe('after a sign-in with a recovery code', () => {
    // The broker has likely lost the phone: the step offers new codes at once, and the code
    // used proved the second factor, so none is asked for again.
    it('leads to two-step verification, where new codes are made without another code', async () => {
      const [, recoveryCode] = readmeRecoveryCodes();
      await codeStep.e2e.page.setViewportSize(narrowPhoneScreen);
      await codeStep.e2e.page.goto(`${codeStep.e2e.portal.url}/login`);
      await enterPassword(codeStep.e2e.page);
      await codeStep.e2e.page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await sendCode(codeStep.e2e.page, recoveryCode ?? '', 'Recovery code');
      await codeStep.e2e.page.getByText(/^You signed in with a recovery code\./).waitFor();

      await codeStep.e2e.page.getByRole('link', { name: 'Generate new recovery codes' }).click();
      await codeStep.e2e.page.waitForURL(`${codeStep.e2e.portal.url}/security#two-step`);
      await expect
        .poll(() => codeStep.e2e.page.evaluate(() => document.activeElement?.textContent))
        .toBe('Two-step verification');
      // On a phone the section is below the passkeys: it is brought up with what it offers.
      const makeCodes = codeStep.e2e.page.getByRole('button', {
        name: 'Generate new recovery codes',
      });
      expect(
        await makeCodes.evaluate((button) => {
          const box = button.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      ).toBe(true);
      await makeCodes.click();
      await codeStep.e2e.page.getByRole('button', { name: 'Generate new codes' }).click();
      const codes = codeStep.e2e.page
        .getByRole('list', { name: 'Recovery codes' })
        .getByRole('listitem');
      await codes.first().waitFor();
      expect(await codes.count()).toBe(10);
      expect(await codes.allTextContents()).not.toContain(recoveryCode);
      await codeStep.e2e.page
        .getByText('New recovery codes generated: the old ones no longer work.')
        .waitFor();
    });
  });
}
