import type { Page } from 'playwright-core';

/**
 * Carla belongs to two brokerages (dev-server/data/brokerages.json): after signing in she
 * chooses one ("Choose a brokerage") unless the service remembers the one she used last and her
 * session has proved what it requires. Waits for her main screen, choosing Mendes Corretora on
 * the way when asked, for the tests about something else than the choice.
 */
export async function untilCarlaMainScreen(page: Page): Promise<void> {
  const hello = page.getByRole('heading', { name: 'Hello, Carla' });
  const choose = page.getByRole('heading', { name: 'Choose a brokerage' });
  await hello.or(choose).first().waitFor();
  if (await choose.isVisible()) {
    await page.getByRole('button', { name: 'Mendes Corretora' }).click();
  }
  await hello.waitFor();
}
