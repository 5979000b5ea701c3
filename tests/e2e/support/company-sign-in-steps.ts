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
