import type { Page } from 'playwright-core';
import { serverWhoamiStatus } from '../support/page-checks';
import type { PortalPage } from '../support/portal-page';
import { demoUser } from '../support/portal-server';
import { signInForm } from '../support/sign-in-form';

/** Ana signs in with the form and reaches the main screen. */
export async function signIn(page: Page) {
  await signInForm(page).signIn();
  await page.getByRole('heading', { name: `Hello, ${demoUser.firstName}` }).waitFor();
}

/** Whoami as the server sees this browser's cookie, unaffected by the page being offline. */
export function serverWhoami(e2e: PortalPage): Promise<number> {
  return serverWhoamiStatus(e2e.context, e2e.portal.url);
}
