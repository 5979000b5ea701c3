import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { demoUser } from './portal-server';

/** The form's words in each language: the submit button's depend on what the form is doing. */
const formWords = {
  en: { email: 'Email', password: 'Password', submit: /^(Sign in|Signing in…|Loading…)$/ },
  'pt-BR': { email: 'E-mail', password: 'Senha', submit: /^(Entrar|Entrando…|Carregando…)$/ },
} as const;

/** The sign-in form as a user finds it, in English unless told: by role and label. */
export function signInForm(page: Page, language: keyof typeof formWords = 'en') {
  const words = formWords[language];
  const email = page.getByRole('textbox', { name: words.email });
  const password = page.getByLabel(words.password, { exact: true });
  const submit = page.getByRole('button', { name: words.submit });
  return {
    email,
    password,
    submit,
    alert: page.getByRole('alert'),
    async fill(user: { email: string; password: string } = demoUser) {
      await email.fill(user.email);
      await password.fill(user.password);
    },
    async signIn(user: { email: string; password: string } = demoUser) {
      await email.fill(user.email);
      await password.fill(user.password);
      await submit.click();
    },
  };
}

/**
 * Signs Ana in from the sign-in page at `url` and expects the form to say `message` and stay:
 * still on /login, ready to send again, her email kept.
 */
export async function expectSignInRefused(page: Page, url: string, message: string) {
  await page.goto(`${url}/login`);
  const form = signInForm(page);
  await form.signIn();
  await expect.poll(() => form.alert.textContent()).toContain(message);
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(await form.submit.isEnabled()).toBe(true);
  expect(await form.email.inputValue()).toBe(demoUser.email);
}

/** The page's calls to the login endpoint, as the browser sent them. */
export function watchLoginRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/sso/login') requests.push(request);
  });
  return requests;
}

/** A signed-in answer of the login call, shaped as docs/openapi.yaml says. */
export function signedInAnswer(user = demoUser) {
  return {
    user: { id: 'u-ana', email: user.email, name: user.name, apps: ['pipeline'] },
    session: {
      id: '3f0c9a52-1d7e-4c8e-9b1a-6d2f4e8a7c10',
      expiresAt: new Date(Date.now() + 12 * 60 * 60 * 1000).toISOString(),
    },
  };
}

/**
 * A clock for the local SSO service that tests can move forward, to expire sessions, locks
 * and rate-limit windows without waiting for them.
 */
export function serviceClock() {
  let offsetMs = 0;
  return {
    now: () => Date.now() + offsetMs,
    advance(ms: number) {
      offsetMs += ms;
    },
  };
}

/**
 * Waits until React is in charge of the sign-in page. The page's first script enables only
 * the form's submit button ("Sign in" reads as it will from then on, long before React); React
 * enables the rest, "Show password" among them. What a test does next that only React answers
 * (a router link, a key the page reads, another tab's message) is answered from then on.
 */
export async function untilSignInPageInCharge(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /^(Show password|Mostrar senha)$/ })
    .and(page.locator(':enabled'))
    .waitFor();
}
