import type { Page } from 'playwright-core';
import { companyPassword } from './company-providers';
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
