import type { Page } from 'playwright-core';
import { nextMessage } from '../../support/hermes-messages';
import type { startPortal } from './portal-server';
import { portalWords } from './portal-words';

type Portal = Pick<Awaited<ReturnType<typeof startPortal>>, 'url' | 'service'>;

/**
 * Asks for a reset link for `email` on the forgot-password page, in the page's language, up to
 * the page that says it was sent; resolves to the link hermes was handed.
 */
export async function requestResetLink(
  page: Page,
  portal: Portal,
  email: string,
  language: 'pt-BR' | 'en' = 'en',
): Promise<string> {
  const t = portalWords(language);
  const message = await nextMessage(portal.service.outbox, email, 'password-reset', async () => {
    await page.goto(`${portal.url}/forgot-password`);
    await page.getByRole('textbox', { name: t('field.email') }).fill(email);
    await page.getByRole('button', { name: t('action.sendLink') }).click();
    await page.getByRole('heading', { name: t('forgot.sent.title') }).waitFor();
  });
  return message.variables.resetUrl ?? '';
}
