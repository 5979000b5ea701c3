// @ts-check
/**
 * The bench's long-lived Chromium, started again when it dies. A browser crashing or killed
 * half-way through a bench of twenty minutes used to end the bench and lose every run; now the
 * run it was in is taken again in a new browser and the bench goes on.
 */

/**
 * @typedef {object} BrowserKeeper
 * @property {() => Promise<import('playwright-core').Browser>} get The browser, started again
 *   if the last one is gone.
 * @property {(browser: import('playwright-core').Browser) => Promise<boolean>} died Whether
 *   `browser`, handed out by `get`, has gone since.
 * @property {() => number} restarts How many times a browser had to be started again.
 * @property {() => Promise<void>} close
 */

/**
 * @param {() => Promise<import('playwright-core').Browser>} launch
 * @param {(message: string) => void} log
 * @returns {BrowserKeeper}
 */
export function keepBrowser(launch, log) {
  /** @type {Promise<import('playwright-core').Browser> | undefined} */
  let current;
  let launches = 0;
  return {
    async get() {
      const browser = current && (await current.catch(() => undefined));
      if (browser?.isConnected()) return browser;
      if (browser) log('the browser has gone; starting another');
      launches += 1;
      current = launch();
      return current;
    },
    async died(browser) {
      if (!browser.isConnected()) return true;
      // A run that failed may have failed because the browser is going down, before Playwright
      // has seen its connection close: ask it for something.
      try {
        await (await browser.newContext()).close();
        return false;
      } catch {
        return true;
      }
    },
    restarts: () => Math.max(0, launches - 1),
    async close() {
      const browser = current && (await current.catch(() => undefined));
      await browser?.close().catch(() => {});
    },
  };
}
