import type { Page } from 'playwright-core';

/**
 * Types `code` into the code step's field named `field` and sends it with the button named
 * `verify` (in English unless told).
 */
export async function sendCode(page: Page, code: string, field = 'Code', verify = 'Verify') {
  await page.getByRole('textbox', { name: field }).fill(code);
  await page.getByRole('button', { name: verify }).click();
}
