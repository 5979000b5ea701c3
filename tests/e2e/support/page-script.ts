import type { Page } from 'playwright-core';

/**
 * Holds the page's script back, as a slow network would, until the returned function is
 * called: the page shows its prerendered form meanwhile. Wait for the page with
 * `waitUntil: 'commit'`: a held script keeps the page loading.
 */
export async function holdPageScript(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/static/js/index.*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
