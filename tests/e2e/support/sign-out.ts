import type { Page } from 'playwright-core';

/** Signs out from a page of the portal's header and waits for the page that says so. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'You have signed out' }).waitFor();
}

/**
 * Signs out with the network gone: the page forgets the device at once and says the server
 * has not heard of it yet.
 */
export async function signOutOffline(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'Signed out on this device' }).waitFor();
}
