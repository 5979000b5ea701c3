import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpPortal } from './support/portal-page';
import { demoUser } from './support/portal-server';
import { serviceClock } from './support/sign-in-form';

// The lock of an email after five wrong passwords, as a broker meets it: on a file of its own,
// so its service's per-address allowance (20 attempts a minute) is spent by these tests alone.
const minute = 60_000;
const clock = serviceClock();
const shared = setUpPortal({ portal: { now: clock.now } });

/** What the form says and does, in the words of the language the page is in. */
const words = {
  en: {
    email: 'Email',
    password: 'Password',
    signIn: /^(Sign in|Signing in…)$/,
    reset: 'Reset your password',
    notCorrect: 'The email or password is incorrect.',
    left: (count: number) =>
      count === 1
        ? '1 attempt left before this account is locked for a time that grows with each lock.'
        : `${count} attempts left before this account is locked for a time that grows with each lock.`,
    locked: 'Too many incorrect passwords: this account is locked for',
  },
  'pt-BR': {
    email: 'E-mail',
    password: 'Senha',
    signIn: /^(Entrar|Entrando…)$/,
    reset: 'Redefinir sua senha',
    notCorrect: 'E-mail ou senha incorretos.',
    left: (count: number) =>
      count === 1
        ? 'Resta 1 tentativa antes de bloquearmos esta conta por um tempo, que aumenta a cada bloqueio.'
        : `Restam ${count} tentativas antes de bloquearmos esta conta por um tempo, que aumenta a cada bloqueio.`,
    locked: 'Muitas senhas incorretas: esta conta está bloqueada por',
  },
} as const;

async function openSignIn(locale: keyof typeof words): Promise<Page> {
  const context = await shared.browser.newContext({ locale });
  const page = await context.newPage();
  // The countdown runs on the page's clock, which the test moves instead of waiting.
  await page.clock.install();
  await page.goto(`${shared.portal.url}/login`);
  return page;
}

function form(page: Page, locale: keyof typeof words) {
  const w = words[locale];
  const email = page.getByRole('textbox', { name: w.email });
  const password = page.getByLabel(w.password, { exact: true });
  const submit = page.getByRole('button', { name: w.signIn });
  const alert = page.getByRole('alert');
  return {
    email,
    password,
    submit,
    alert,
    /** Sends the form and waits for the service's answer to be shown. */
    async send(address: string, secret: string) {
      await email.fill(address);
      await password.fill(secret);
      const answered = page.waitForResponse((response) =>
        response.url().endsWith('/api/sso/login'),
      );
      await submit.click();
      await answered;
    },
  };
}

/** Four wrong passwords for `address`; checks what the form says after each. */
async function failFourTimes(page: Page, locale: keyof typeof words, address: string) {
  const w = words[locale];
  const sign = form(page, locale);
  for (const left of [4, 3, 2, 1]) {
    await sign.send(address, `wrong-${left}`);
    // Said once few remain: a typo early on does not need the count.
    const expected = left <= 2 ? `${w.notCorrect}.*${w.left(left)}` : w.notCorrect;
    await expect.poll(() => sign.alert.textContent()).toMatch(new RegExp(expected));
    if (left > 2) expect(await sign.alert.textContent()).not.toContain(w.left(left));
  }
}

/** Five wrong passwords for `address` on a sign-in page of its own, up to the form saying it is locked. */
async function lockEmail(locale: keyof typeof words, address: string, fifthPassword: string) {
  const page = await openSignIn(locale);
  const sign = form(page, locale);
  await failFourTimes(page, locale, address);
  await sign.send(address, fifthPassword);
  await expect.poll(() => sign.alert.textContent()).toContain(words[locale].locked);
  return { page, sign };
}

describe('an email locked after five wrong passwords', () => {
  it('counts the last attempts down, then locks that email alone, in words, with a way on', async () => {
    // No account has this email: it is counted and locked like any other.
    const stranger = 'carla.dias.unknown@gofy.example';
    const { page, sign } = await lockEmail('en', stranger, 'wrong-0');
    // A wait in words, never "14:59", which reads as a time of day.
    expect(await sign.alert.textContent()).toContain('locked for 15 minutes.');
    expect(await sign.submit.isDisabled()).toBe(true);
    // The button that had the keyboard is disabled: the message has it now.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    await sign.alert.getByRole('link', { name: words.en.reset }).waitFor();

    // Another email is not locked: the broker beside them signs in on this computer.
    await sign.email.fill(demoUser.email);
    await expect.poll(() => sign.alert.textContent()).toBe('');
    expect(await sign.submit.isEnabled()).toBe(true);

    // The locked email, however it is typed, is held back again, with what is left of the
    // wait: under a minute, in seconds (how many depends on how long the steps above took).
    await page.clock.fastForward(14 * minute + 15_000);
    await sign.email.fill(` ${stranger.toUpperCase()}`);
    await expect.poll(() => sign.alert.textContent()).toMatch(/locked for \d+ seconds?\./);
    const [, seconds] =
      /locked for (\d+) seconds?\./.exec((await sign.alert.textContent()) ?? '') ?? [];
    expect(Number(seconds)).toBeGreaterThan(0);
    expect(Number(seconds)).toBeLessThanOrEqual(45);
    expect(await sign.submit.isDisabled()).toBe(true);

    await sign.send(demoUser.email, demoUser.password);
    await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
    await page.context().close();
  });

  it('says it in Portuguese as a Brazilian would, and the reset link keeps the email', async () => {
    const address = 'davi.rocha.unknown@gofy.example';
    const { page, sign } = await lockEmail('pt-BR', address, 'errada');
    expect(await sign.alert.textContent()).toContain('bloqueada por 15 minutos.');
    // Whole minutes, rounded up, until the last one.
    await page.clock.fastForward(10 * minute);
    await expect.poll(() => sign.alert.textContent()).toContain('bloqueada por 5 minutos.');

    await sign.alert.getByRole('link', { name: words['pt-BR'].reset }).click();
    await page.getByRole('heading', { name: 'Esqueceu sua senha?' }).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'E-mail' }).inputValue())
      .toBe(address);
    await page.context().close();
  });
});
