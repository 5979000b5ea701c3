import type { Page } from 'playwright-core';

/**
 * Runs the steps of a browser test, each within its own limit, so that a failure says which
 * step did not finish and what the page showed at that moment, rather than the whole test
 * running out of time with no clue. The limits bound a step that hangs; they are not there to
 * make a slow step pass.
 */
export function stepsOf(page: Page) {
  return async function step<T>(name: string, action: () => Promise<T>, limitMs = 10_000) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(async () => {
        reject(
          new Error(`step "${name}" did not finish within ${limitMs} ms; ${await shown(page)}`),
        );
      }, limitMs);
    });
    try {
      return await Promise.race([action(), expired]);
    } finally {
      clearTimeout(timer);
    }
  };
}

async function shown(page: Page): Promise<string> {
  const text = await page
    .evaluate(() => document.body?.textContent ?? '')
    .catch((error: Error) => `(unreadable: ${error.message})`);
  return `${page.url()} shows: ${text.replace(/\s+/g, ' ').slice(0, 400)}`;
}
