import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { narrowPhoneScreen, phoneContext } from './support/browser';
import { enlargeTextFromTheStart, reflowProblems } from './support/enlarged-text';
import { setUpPortal } from './support/portal-page';
import { demoUser, secondDemoUser } from './support/portal-server';
import { signInForm } from './support/sign-in-form';

// The browser check as a broker with the phone's text at 200% meets it, at 320 px: while it
// runs, the page reflows, axe finds nothing, and the keyboard is still in the form it sent.
// The real SSO asks for the check after three wrong passwords; the sign-in carrying the
// solution is held back, so the check stays on screen while the test looks.
const shared = setUpPortal({
  portal: { botChallenge: { emailFailures: 3, addressFailures: 10_000, stuffingRate: 100_000 } },
});

const words = {
  en: { email: 'Email', password: 'Password', checking: 'Checking this browser…' },
  'pt-BR': { email: 'E-mail', password: 'Senha', checking: 'Verificando este navegador…' },
} as const;

async function failThreeTimes(
  page: Page,
  w: (typeof words)[keyof typeof words],
  locale: keyof typeof words,
  email: string,
) {
  // Enter in the prerendered form does nothing until the page's script has taken it over (its
  // button is disabled until then): a trial click waits for the button to act, as a broker's
  // eyes would.
  await signInForm(page, locale).submit.click({ trial: true });
  await page.getByRole('textbox', { name: w.email }).fill(email);
  const password = page.getByLabel(w.password, { exact: true });
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await password.fill(`wrong-password-${attempt}`);
    await password.press('Enter');
    // Each refusal clears the password and gives the keyboard back to it.
    await expect.poll(() => password.inputValue()).toBe('');
    await expect.poll(() => page.getByRole('alert').textContent()).not.toBe('');
  }
}

describe.each([
  ['en', demoUser.email],
  ['pt-BR', secondDemoUser.email],
] as const)('the browser check, in %s, at 320 px with text at 200%%', (locale, email) => {
  it('reflows, passes axe and keeps the keyboard in the form', async () => {
    const w = words[locale];
    const context = await shared.browser.newContext(
      phoneContext({ locale, viewport: narrowPhoneScreen, reducedMotion: 'reduce' }),
    );
    const page = await context.newPage();
    await enlargeTextFromTheStart(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/sso/login', async (route: Route) => {
      if (route.request().headers()['gofy-challenge']) await held;
      await route.continue();
    });
    await page.goto(`${shared.portal.url}/login`);
    await failThreeTimes(page, w, locale, email);

    const password = page.getByLabel(w.password, { exact: true });
    await password.fill(demoUser.password);
    await password.press('Enter');
    await page.getByRole('status').filter({ hasText: w.checking }).waitFor();

    expect(await reflowProblems(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => !!document.activeElement?.closest('form'))).toBe(true);

    release();
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: /gofy/ }).waitFor();
    await context.close();
  });
});
