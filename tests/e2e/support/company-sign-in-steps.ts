import type { Page } from 'playwright-core';
import { companyPassword } from './company-providers';
import { signInForm } from './sign-in-form';
import { step } from './steps';

/** The alert on /login that says `words` (the form keeps an alert of its own, empty). */
export const alertSaying = (page: Page, words: string) =>
  page.getByRole('alert').filter({ hasText: words });

/**
 * Every return from `provider` to the SSO the page opens from now on, as the provider sent
 * it: the addresses fill the list as they come.
 */
export function providerReturns(page: Page, provider: string): readonly URL[] {
  const returns: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api/sso/federation/${provider}/callback`) returns.push(url);
  });
  return returns;
}

/** Signs in on the stand-in provider's own page, which the browser was sent to. */
export async function signInAtProvider(page: Page, name: string, email: string): Promise<void> {
  await step(
    `the ${name} stand-in's sign-in page`,
    () => page.getByRole('heading', { name }).waitFor(),
    {
      page,
    },
  );
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(companyPassword);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * From now on, when the provider's sign-in page is sent, the browser goes back to the SSO as
 * the provider answers, but with its return's query altered by `change`: the provider's real
 * code, `state` and `iss`, one of them replaced as an attacker would. Playwright routes the
 * requests a page makes, never the redirects answering them, so the provider's answer to its
 * form is followed here, with the browser's cookies, up to its return, which the page is then
 * sent to in its place.
 */
export async function alterProviderReturn(
  page: Page,
  change: (query: URLSearchParams) => void,
): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/interaction/'),
    async (route) => {
      if (route.request().method() !== 'POST') {
        await route.fallback();
        return;
      }
      const toResume = await route.fetch({ maxRedirects: 0 });
      const resume = new URL(toResume.headers().location ?? '', route.request().url());
      const toReturn = await page.request.get(resume.href, { maxRedirects: 0 });
      const providerReturn = new URL(toReturn.headers().location ?? '', resume);
      change(providerReturn.searchParams);
      await route.fulfill({ status: 303, headers: { location: providerReturn.href } });
    },
  );
}

/**
 * A broker signed in to the portal with the password a moment ago, in a browser that holds a
 * Google session: a company sign-in made before from the portal's page, its company account
 * left unlinked. From then on Google sends this browser straight back to any start, with no
 * page of its own: all another site needs is to send the browser to the start.
 */
export async function signedInWithGoogleSession(
  page: Page,
  portalUrl: string,
  user: { readonly email: string; readonly password: string; readonly firstName: string },
): Promise<void> {
  await page.goto(`${portalUrl}/login`);
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, 'Google', user.email);
  await step(
    'back on /login, its company account waiting',
    () => page.getByText(`To link your Google account (${user.email}) to gofy`).waitFor(),
    { page },
  );
  // Signed in on a /login of its own, which links nothing.
  await page.goto(`${portalUrl}/login`);
  await signInForm(page).signIn(user);
  await step(
    'signed in with the password',
    () => page.getByRole('heading', { name: `Hello, ${user.firstName}` }).waitFor(),
    { page },
  );
}

/** The company accounts linked to the account the page is signed in to. */
export async function linkedCompanyAccounts(page: Page, portalUrl: string): Promise<unknown[]> {
  const answer = await page.request.get(`${portalUrl}/api/sso/federation/links`);
  return ((await answer.json()) as { links: unknown[] }).links;
}
