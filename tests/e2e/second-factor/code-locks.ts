import { describe, expect, it } from 'vitest';
import { readmeRecoveryCodes } from '../../support/authenticator-app';
import { untilCarlaMainScreen } from '../support/brokerage-choice';
import { englishContext } from '../support/browser';
import { sendCode } from '../support/code-step';
import { startPortal } from '../support/portal-server';
import { signInForm } from '../support/sign-in-form';
import { type CodeStep, carla, enterPassword } from './code-step-page';

/** Codes locked after five wrong ones, and refused for good after a hundred. */
export function codeLockTests(codeStep: CodeStep) {
  describe('codes locked after five wrong ones', () => {
    // A service of its own, so Carla's lock stays out of the other tests; a context of its own,
    // since the browser logs the refusals (429, 423) this test provokes as errors.
    it('tells the right password, typed again, that codes are locked and for how long, with no password reset', async () => {
      const portal = await startPortal();
      const context = await codeStep.e2e.browser.newContext(englishContext);
      try {
        const page = await context.newPage();
        await page.goto(`${portal.url}/login`);
        await enterPassword(page);
        const field = page.getByRole('textbox', { name: 'Code' });
        for (let attempt = 1; attempt <= 5; attempt += 1) {
          const answered = page.waitForResponse((response) =>
            response.url().endsWith('/api/sso/login/second-factor'),
          );
          await field.fill('000000');
          await page.getByRole('button', { name: 'Verify' }).click();
          await answered;
          // The page has taken the refusal in once its form is back (its words for refusals may
          // come with the first one): a code typed before that is not sent.
          if (attempt < 5) {
            await expect
              .poll(() => page.getByRole('button', { name: 'Verify', exact: true }).isEnabled())
              .toBe(true);
          }
        }
        // The fifth ended the sign-in: the step says so, and when to sign in again.
        await page
          .getByText(
            'Too many incorrect codes: this sign-in has ended, and codes are locked for 15 minutes.',
            { exact: false },
          )
          .waitFor();
        expect(await field.count()).toBe(0);

        await page.getByRole('link', { name: 'Sign in again' }).click();
        await signInForm(page).signIn(carla);
        const alert = page.getByRole('alert');
        await alert
          .getByText(
            'Your password is correct, but after too many incorrect codes, codes are locked for 15 minutes. Sign in again after that, with a code from your authenticator app or one of your recovery codes.',
          )
          .first()
          .waitFor();
        const support = alert.getByRole('link', { name: 'contact support' });
        expect(await support.getAttribute('href')).toBe('mailto:suporte@gofy.example');
        expect(await alert.getByRole('link').count()).toBe(1);
        expect(await alert.textContent()).not.toMatch(/reset|incorrect passwords/i);
      } finally {
        await context.close();
        await portal.close();
      }
    });
  });

  describe('an account after 100 wrong codes in a row', () => {
    // Wrong codes sent to the portal's SSO as an attacker with the password would, each lock
    // waited out on the service's clock, until codes from the app are refused.
    async function reachTheCeiling(url: string, wait: (ms: number) => void) {
      const post = (path: string, body: unknown, cookie = '') =>
        fetch(`${url}/api/sso/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(body),
        });
      for (let lock = 0; lock < 20; lock += 1) {
        const started = await post('login', { ...carla, rememberMe: false, applicationId: 7 });
        const pending =
          started.headers
            .getSetCookie()
            .find((line) => line.startsWith('gofy_pending_sign_in='))
            ?.split(';')[0] ?? '';
        const wrongCode = () => post('login/second-factor', { code: '000000' }, pending);
        let answer = await wrongCode();
        while (answer.status === 401) answer = await wrongCode();
        if (answer.status === 423) return;
        wait(Number(answer.headers.get('retry-after')) * 1000);
      }
      throw new Error('A hundred wrong codes were answered as ordinary locks');
    }

    it('asks for a recovery code, saying why, and signs in with one', async () => {
      let offset = 0;
      const portal = await startPortal({ now: () => Date.now() + offset });
      try {
        await reachTheCeiling(portal.url, (ms) => {
          offset += ms;
        });
        const page = codeStep.e2e.page;
        await page.goto(`${portal.url}/login`);
        await signInForm(page).signIn(carla);
        const field = page.getByRole('textbox', { name: 'Recovery code' });
        await field.waitFor();
        await page
          .getByText(
            'After too many incorrect codes in a row, codes from the app can no longer sign',
          )
          .waitFor();
        expect(
          await page.getByRole('button', { name: 'Use a code from the app instead' }).count(),
        ).toBe(0);
        await sendCode(page, readmeRecoveryCodes()[1] ?? '', 'Recovery code');
        await page
          .getByText('You signed in with a recovery code. Recovery codes left: 9.')
          .waitFor();
        await page.getByRole('button', { name: 'Continue' }).click();
        await untilCarlaMainScreen(page);
      } finally {
        await portal.close();
      }
    });
  });
}
