import type { Page } from 'playwright-core';
import { authenticatorCode, demoAuthenticatorSecret } from '../../support/authenticator-app';
import { setUpPortalPage } from '../support/portal-page';
import { signInForm } from '../support/sign-in-form';
import { stepsOn } from '../support/steps';

/** Carla, whose account has an authenticator (dev-server/README.md). */
export const carla = { email: 'carla.mendes@gofy.example', password: 'gofy-demo-2026' };
const secret = demoAuthenticatorSecret(carla.email);

/**
 * Registers the hooks of the code step's browser tests: one service for the file, on a clock
 * the tests move on. A code works once, and a test signs in several times within one 30-second
 * step: the clock is moved a step on before each code, so every code is a new one.
 */
export function setUpCodeStep() {
  let clockOffset = 0;
  const serviceNow = () => Date.now() + clockOffset;
  const e2e = setUpPortalPage({ portal: { now: serviceNow } });
  return {
    e2e,
    step: stepsOn(() => e2e.page),
    serviceNow,
    moveClock(ms: number) {
      clockOffset += ms;
    },
    /** The authenticator app's next code, a step on the service's clock. */
    async nextCode(): Promise<string> {
      clockOffset += 30_000;
      return authenticatorCode(secret, serviceNow());
    },
  };
}

export type CodeStep = ReturnType<typeof setUpCodeStep>;

/** Carla's password on the sign-in page, up to the code step ready for a code. */
export async function enterPassword(page: Page, options: { rememberMe?: boolean } = {}) {
  const form = signInForm(page);
  await form.fill(carla);
  if (options.rememberMe)
    await page.getByRole('checkbox', { name: 'Keep me signed in on this device' }).check();
  await form.submit.click();
  await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
  // The code step asks the SSO what waits before it takes a code; its heading comes first. A
  // test that moves the service's clock on before that answer would read it late.
  await page.getByRole('textbox', { name: 'Code' }).waitFor();
}
