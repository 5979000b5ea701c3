import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  authenticatorCode,
  demoAuthenticatorSecret,
  readmeRecoveryCodes,
} from '../support/authenticator-app';
import { axeViolations } from './support/axe';
import { englishContext } from './support/browser';
import { enlargeText, sidewaysOverflow } from './support/enlarged-text';
import { watchPageProblems, whoamiStatus } from './support/page-checks';
import { setUpPortalPage } from './support/portal-page';
import { startPortal } from './support/portal-server';
import { stepsOn } from './support/steps';

// The code step after the password, as Carla (dev-server/README.md: an authenticator) lives
// it. A code works once, and a test signs in several times within one 30-second step: the
// service's clock is moved a step on before each code, so every code is a new one.

const carla = { email: 'carla.mendes@gofy.example', password: 'gofy-demo-2026' };
const secret = demoAuthenticatorSecret(carla.email);
let clockOffset = 0;
const serviceNow = () => Date.now() + clockOffset;

const e2e = setUpPortalPage({ portal: { now: serviceNow } });
const step = stepsOn(() => e2e.page);

async function nextCode(): Promise<string> {
  clockOffset += 30_000;
  return authenticatorCode(secret, serviceNow());
}

async function enterPassword(page: Page, options: { rememberMe?: boolean } = {}) {
  await page.getByRole('textbox', { name: 'Email' }).fill(carla.email);
  await page.getByLabel('Password', { exact: true }).fill(carla.password);
  if (options.rememberMe)
    await page.getByRole('checkbox', { name: 'Keep me signed in on this device' }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
  // The code step asks the SSO what waits before it takes a code; its heading comes first. A
  // test that moves the service's clock on before that answer would read it late.
  await page.getByRole('textbox', { name: 'Code' }).waitFor();
}

async function signOut(page: Page) {
  await page.getByRole('link', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'You have signed out' }).waitFor();
}

describe('signing in with a code', () => {
  it('asks for the code after the password, keeps the return target, and signs in', async () => {
    await e2e.page.goto(`${e2e.portal.url}/login?redirect=%2Fsecurity`);
    await enterPassword(e2e.page);
    expect(new URL(e2e.page.url()).pathname).toBe('/login/code');
    expect(await whoamiStatus(e2e.page)).toBe(401);

    const field = e2e.page.getByRole('textbox', { name: 'Code' });
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await field.getAttribute('inputmode')).toBe('numeric');
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);

    // As an app shows it, with a space in the middle.
    const code = await nextCode();
    await field.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await e2e.page.getByRole('button', { name: 'Verify' }).click();
    await e2e.page.waitForURL(`${e2e.portal.url}/security`);
    expect(await whoamiStatus(e2e.page)).toBe(200);
  });

  it('says a wrong code, and clears the field for the next one', async () => {
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await enterPassword(e2e.page);
    const field = e2e.page.getByRole('textbox', { name: 'Code' });
    await field.fill('000000');
    await e2e.page.getByRole('button', { name: 'Verify' }).click();
    await e2e.page.getByText('That code is incorrect.').waitFor();
    expect(await field.inputValue()).toBe('');

    await field.fill('12345');
    await e2e.page.getByRole('button', { name: 'Verify' }).click();
    await e2e.page.getByText('The code has 6 digits.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill(await nextCode());
    await e2e.page.getByRole('button', { name: 'Verify' }).click();
    await e2e.page.getByRole('heading', { name: 'Hello, Carla' }).waitFor();
  });

  it('signs in once with a recovery code, says how many are left, then refuses it', async () => {
    const [recoveryCode] = readmeRecoveryCodes();
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await enterPassword(e2e.page);
    await e2e.page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    const field = e2e.page.getByRole('textbox', { name: 'Recovery code' });
    // The keyboard goes to the field the switch brought.
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    await field.fill((recoveryCode ?? '').toUpperCase());
    await e2e.page.getByRole('button', { name: 'Verify' }).click();
    await e2e.page
      .getByText('You signed in with a recovery code. Recovery codes left: 9.')
      .waitFor();
    // The code's field and button are gone: the keyboard is on what comes next.
    await expect
      .poll(() => e2e.page.evaluate(() => document.activeElement?.textContent))
      .toBe('Continue');
    await e2e.page.keyboard.press('Enter');
    await e2e.page.getByRole('heading', { name: 'Hello, Carla' }).waitFor();

    await signOut(e2e.page);
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await enterPassword(e2e.page);
    await e2e.page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await e2e.page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCode ?? '');
    await e2e.page.getByRole('button', { name: 'Verify' }).click();
    await e2e.page.getByText('That recovery code is incorrect, or it was used already.').waitFor();
  });
});

describe('after a sign-in with a recovery code', () => {
  // The broker has likely lost the phone: the step offers new codes at once, and the code
  // used proved the second factor, so none is asked for again.
  it('leads to two-step verification, where new codes are made without another code', async () => {
    const [, recoveryCode] = readmeRecoveryCodes();
    await e2e.page.setViewportSize({ width: 320, height: 640 });
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await enterPassword(e2e.page);
    await e2e.page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await e2e.page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCode ?? '');
    await e2e.page.getByRole('button', { name: 'Verify' }).click();
    await e2e.page.getByText(/^You signed in with a recovery code\./).waitFor();

    await e2e.page.getByRole('link', { name: 'Generate new recovery codes' }).click();
    await e2e.page.waitForURL(`${e2e.portal.url}/security#two-step`);
    await expect
      .poll(() => e2e.page.evaluate(() => document.activeElement?.textContent))
      .toBe('Two-step verification');
    // On a phone the section is below the passkeys: it is brought up with what it offers.
    const makeCodes = e2e.page.getByRole('button', { name: 'Generate new recovery codes' });
    expect(
      await makeCodes.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    ).toBe(true);
    await makeCodes.click();
    await e2e.page.getByRole('button', { name: 'Generate new codes' }).click();
    const codes = e2e.page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    expect(await codes.allTextContents()).not.toContain(recoveryCode);
    await e2e.page
      .getByText('New recovery codes generated: the old ones no longer work.')
      .waitFor();
  });
});

describe('"don\'t ask again on this device"', () => {
  async function signInWithCode(page: Page, trust: boolean) {
    await page.goto(`${e2e.portal.url}/login`);
    await enterPassword(page, { rememberMe: true });
    if (trust) {
      await page
        .getByRole('checkbox', { name: "Don't ask again on this device for 30 days" })
        .check();
    }
    await page.getByRole('textbox', { name: 'Code' }).fill(await nextCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { name: 'Hello, Carla' }).waitFor();
  }

  async function passwordOnly(page: Page) {
    await page.goto(`${e2e.portal.url}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(carla.email);
    await page.getByLabel('Password', { exact: true }).fill(carla.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  it('skips the code on this device until the SSO forgets it', async () => {
    await signInWithCode(e2e.page, true);
    await signOut(e2e.page);
    await passwordOnly(e2e.page);
    await e2e.page.getByRole('heading', { name: 'Hello, Carla' }).waitFor();

    // Carla asks for a code again on every device (her security page does this call).
    const forget = await e2e.page.request.delete(
      `${e2e.portal.url}/api/sso/second-factor/trusted-devices`,
    );
    expect(forget.status()).toBe(204);
    await signOut(e2e.page);
    await passwordOnly(e2e.page);
    await e2e.page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
  });

  it('is not offered to a sign-in that did not ask to stay signed in', async () => {
    await e2e.page.goto(`${e2e.portal.url}/login`);
    await enterPassword(e2e.page);
    await e2e.page.getByRole('textbox', { name: 'Code' }).waitFor();
    expect(await e2e.page.getByRole('checkbox').count()).toBe(0);
  });
});

describe('a code step with no sign-in waiting', () => {
  it('says it was started elsewhere, and leads back to the sign-in with the email', async () => {
    await e2e.page.goto(`${e2e.portal.url}/login/code`);
    await e2e.page.getByText('This sign-in was started in another browser or window').waitFor();
    await e2e.page.getByRole('link', { name: 'Sign in again' }).click();
    await e2e.page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(new URL(e2e.page.url()).pathname).toBe('/login');
  });

  it('says the time ran out when the sign-in waited too long', async () => {
    await step('open the sign-in page', () => e2e.page.goto(`${e2e.portal.url}/login`));
    await step('password accepted, code asked for', () => enterPassword(e2e.page));
    clockOffset += 5 * 60_000;
    const code = await nextCode();
    await step('code typed', () => e2e.page.getByRole('textbox', { name: 'Code' }).fill(code));
    await step('code sent', () => e2e.page.getByRole('button', { name: 'Verify' }).click());
    await step('told the time ran out', () =>
      e2e.page.getByText('The time to enter the code ran out. Sign in again.').waitFor(),
    );
    // The form and its button are gone: the keyboard is on why.
    await step('the keyboard on the message', () =>
      expect
        .poll(() => e2e.page.evaluate(() => document.activeElement?.textContent))
        .toBe('The time to enter the code ran out. Sign in again.'),
    );
    await step('back to the sign-in', () =>
      e2e.page.getByRole('link', { name: 'Sign in again' }).click(),
    );
    // The email typed at the first step is there again.
    await step('the email typed again', () =>
      expect
        .poll(() => e2e.page.getByRole('textbox', { name: 'Email' }).inputValue({ timeout: 1000 }))
        .toBe(carla.email),
    );
  });
});

describe('an account the company requires a second factor of', () => {
  const diego = { email: 'diego.alves@gofy.example', password: 'gofy-demo-2026' };

  it('sets up the app before anything else, on a 320 px phone in Portuguese', async () => {
    const context = await e2e.browser.newContext({
      locale: 'pt-BR',
      viewport: { width: 320, height: 640 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const problems = watchPageProblems(page);
    await page.goto(`${e2e.portal.url}/login`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(diego.email);
    await page.getByLabel('Senha', { exact: true }).fill(diego.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByRole('heading', { name: 'Ative a verificação em duas etapas' }).waitFor();
    const qrCode = page.getByRole('img', { name: 'QR code para o seu aplicativo autenticador' });
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
    clockOffset += 30_000;
    await page
      .getByRole('textbox', { name: 'Código' })
      .fill(await authenticatorCode(shown, serviceNow()));
    await page.getByRole('button', { name: 'Verificar' }).click();
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
    await context.close();
  });
});

describe('the code step for every broker', () => {
  async function codeStepIn(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${e2e.portal.url}/login`);
    return page;
  }

  it('speaks Brazilian Portuguese', async () => {
    const context = await e2e.browser.newContext({ locale: 'pt-BR' });
    const page = await codeStepIn(context);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(carla.email);
    await page.getByLabel('Senha', { exact: true }).fill(carla.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByRole('heading', { name: 'Verificação em duas etapas' }).waitFor();
    await page.getByRole('textbox', { name: 'Código' }).fill('000000');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page
      .getByText('Código incorreto. Digite o código que o aplicativo mostra agora.')
      .waitFor();
    await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
    await page.getByRole('textbox', { name: 'Código de recuperação' }).waitFor();
    await context.close();
  });

  it('fits a 320 px phone with text at 200%, and has no accessibility violation', async () => {
    const context = await e2e.browser.newContext({
      locale: 'en-US',
      viewport: { width: 320, height: 640 },
    });
    const page = await codeStepIn(context);
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
    await context.close();
  });
});

describe('codes locked after five wrong ones', () => {
  // A service of its own, so Carla's lock stays out of the other tests; a context of its own,
  // since the browser logs the refusals (429, 423) this test provokes as errors.
  it('tells the right password, typed again, that codes are locked and for how long, with no password reset', async () => {
    const portal = await startPortal();
    const context = await e2e.browser.newContext(englishContext);
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
      await page.getByRole('textbox', { name: 'Email' }).fill(carla.email);
      await page.getByLabel('Password', { exact: true }).fill(carla.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
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
      const page = e2e.page;
      await page.goto(`${portal.url}/login`);
      await page.getByRole('textbox', { name: 'Email' }).fill(carla.email);
      await page.getByLabel('Password', { exact: true }).fill(carla.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      const field = page.getByRole('textbox', { name: 'Recovery code' });
      await field.waitFor();
      await page
        .getByText('After too many incorrect codes in a row, codes from the app can no longer sign')
        .waitFor();
      expect(
        await page.getByRole('button', { name: 'Use a code from the app instead' }).count(),
      ).toBe(0);
      await field.fill(readmeRecoveryCodes()[1] ?? '');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByText('You signed in with a recovery code. Recovery codes left: 9.').waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'Hello, Carla' }).waitFor();
    } finally {
      await portal.close();
    }
  });
});
