import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { untilCarlaMainScreen } from '../support/brokerage-choice';
import { sendCode } from '../support/code-step';
import { signInForm } from '../support/sign-in-form';
import { signOut } from '../support/sign-out';
import { type CodeStep, carla, enterPassword } from './code-step-page';

/** A device trusted to skip the code, and a code step with no sign-in, or one that waited too long. */
export function codeStepEdgeTests(codeStep: CodeStep) {
  describe('"don\'t ask again on this device"', () => {
    async function signInWithCode(page: Page, trust: boolean) {
      await page.goto(`${codeStep.e2e.portal.url}/login`);
      await enterPassword(page, { rememberMe: true });
      if (trust) {
        await page
          .getByRole('checkbox', { name: "Don't ask again on this device for 30 days" })
          .check();
      }
      await sendCode(page, await codeStep.nextCode());
      await untilCarlaMainScreen(page);
    }

    async function passwordOnly(page: Page) {
      await page.goto(`${codeStep.e2e.portal.url}/login`);
      await signInForm(page).signIn(carla);
    }

    it('skips the code on this device until the SSO forgets it', async () => {
      await signInWithCode(codeStep.e2e.page, true);
      await signOut(codeStep.e2e.page);
      await passwordOnly(codeStep.e2e.page);
      await untilCarlaMainScreen(codeStep.e2e.page);

      // Carla asks for a code again on every device (her security page does this call).
      const forget = await codeStep.e2e.page.request.delete(
        `${codeStep.e2e.portal.url}/api/sso/second-factor/trusted-devices`,
      );
      expect(forget.status()).toBe(204);
      await signOut(codeStep.e2e.page);
      await passwordOnly(codeStep.e2e.page);
      await codeStep.e2e.page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    });

    it('is not offered to a sign-in that did not ask to stay signed in', async () => {
      await codeStep.e2e.page.goto(`${codeStep.e2e.portal.url}/login`);
      await enterPassword(codeStep.e2e.page);
      await codeStep.e2e.page.getByRole('textbox', { name: 'Code' }).waitFor();
      expect(await codeStep.e2e.page.getByRole('checkbox').count()).toBe(0);
    });
  });

  describe('a code step with no sign-in waiting', () => {
    it('says it was started elsewhere, and leads back to the sign-in with the email', async () => {
      await codeStep.e2e.page.goto(`${codeStep.e2e.portal.url}/login/code`);
      await codeStep.e2e.page
        .getByText('This sign-in was started in another browser or window')
        .waitFor();
      await codeStep.e2e.page.getByRole('link', { name: 'Sign in again' }).click();
      await codeStep.e2e.page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      expect(new URL(codeStep.e2e.page.url()).pathname).toBe('/login');
    });

    it('says the time ran out when the sign-in waited too long', async () => {
      await codeStep.step('open the sign-in page', () =>
        codeStep.e2e.page.goto(`${codeStep.e2e.portal.url}/login`),
      );
      await codeStep.step('password accepted, code asked for', () =>
        enterPassword(codeStep.e2e.page),
      );
      codeStep.moveClock(5 * 60_000);
      const code = await codeStep.nextCode();
      await codeStep.step('code typed', () =>
        codeStep.e2e.page.getByRole('textbox', { name: 'Code' }).fill(code),
      );
      await codeStep.step('code sent', () =>
        codeStep.e2e.page.getByRole('button', { name: 'Verify' }).click(),
      );
      await codeStep.step('told the time ran out', () =>
        codeStep.e2e.page.getByText('The time to enter the code ran out. Sign in again.').waitFor(),
      );
      // The form and its button are gone: the keyboard is on why.
      await codeStep.step('the keyboard on the message', () =>
        expect
          .poll(() => codeStep.e2e.page.evaluate(() => document.activeElement?.textContent))
          .toBe('The time to enter the code ran out. Sign in again.'),
      );
      await codeStep.step('back to the sign-in', () =>
        codeStep.e2e.page.getByRole('link', { name: 'Sign in again' }).click(),
      );
      // The email typed at the first step is there again.
      await codeStep.step('the email typed again', () =>
        expect
          .poll(() =>
            codeStep.e2e.page.getByRole('textbox', { name: 'Email' }).inputValue({ timeout: 1000 }),
          )
          .toBe(carla.email),
      );
    });
  });
}
