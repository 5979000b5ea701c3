// @ts-check
/**
 * Chromium driven by playwright-core, for what Lighthouse does not tell: whether a page really
 * drew a sign-in form, and how fast a repeat visit is.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without these, Chromium keeps trying to reach Google's services, and on a machine without
// internet those connections hang.
export const quietChromiumFlags = Object.freeze([
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** The viewport of Lighthouse's mobile preset (a Moto G Power). */
export const mobileContext = Object.freeze({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
});

/** @returns {Promise<import('playwright-core').Browser>} */
export async function launchChromium() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...quietChromiumFlags],
  });
}

/**
 * @typedef {object} FormCheck
 * @property {boolean} visible A password field was visible on screen.
 * @property {string | undefined} [problem] Why not, when it was not.
 * @property {string[]} foreignRequests Requests to any origin but the page's own, which were
 *   refused: a peer that needs its vendor's cloud to draw the form would show up here.
 * @property {string | undefined} [arrivedIn] The language of the page as it arrived (its
 *   HTML's `lang`), before any script.
 */

/**
 * Loads `url` in a fresh mobile-sized context of a reader of `locale` and waits for a visible
 * password field.
 *
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ locale: string, timeoutMs?: number }} reader
 * @returns {Promise<FormCheck>}
 */
export async function checkSignInForm(browser, url, { locale, timeoutMs = 15_000 }) {
  const context = await browser.newContext({ ...mobileContext, locale });
  const origin = new URL(url).origin;
  /** @type {string[]} */
  const foreignRequests = [];
  await context.route('**/*', (route) => {
    const requestUrl = route.request().url();
    if (requestUrl.startsWith('data:') || new URL(requestUrl).origin === origin) {
      return route.continue();
    }
    foreignRequests.push(requestUrl);
    return route.abort('blockedbyclient');
  });
  try {
    const page = await context.newPage();
    const response = await page.goto(url, { timeout: timeoutMs });
    const arrivedIn = /<html[^>]*\blang="([^"]*)"/.exec((await response?.text()) ?? '')?.[1];
    // One a person can type in: a page may keep a hidden one for the browser's autofill.
    const typeable = 'input[type="password"]:not([aria-hidden="true"]):not([tabindex="-1"])';
    await page.locator(typeable).first().waitFor({
      state: 'visible',
      timeout: timeoutMs,
    });
    return { visible: true, foreignRequests, arrivedIn };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { visible: false, problem: message, foreignRequests };
  } finally {
    await context.close();
  }
}

/**
 * Times, in the page's own clock, from the next click to the frame that first shows a heading
 * reading `heading`. Playwright's own waiting looks again only every so often (up to 500 ms
 * apart once a wait has lasted a while), which is coarser than what is measured; here a
 * MutationObserver sees the heading arrive and the animation frame after it is the one that
 * paints it. Call before the click; `read()` waits for the heading and returns the milliseconds,
 * and how many requests to paths under `apiPrefix` started in between (the page's resource
 * timing, on the same clock: a request the page makes after the heading is not counted).
 *
 * @param {import('playwright-core').Page} page
 * @param {string} heading
 */
export async function timeClickToHeading(page, heading) {
  await page.evaluate((text) => {
    /** @type {{ clickedAt?: number, shownAt?: number }} */
    const timing = {};
    /** @type {any} */ (window).__clickToHeading = timing;
    document.addEventListener(
      'click',
      (event) => {
        timing.clickedAt ??= event.timeStamp;
      },
      { capture: true },
    );
    const shown = () =>
      [...document.querySelectorAll('h1')].some(
        (h1) => h1.textContent?.trim() === text && h1.checkVisibility(),
      );
    const observer = new MutationObserver(() => {
      if (timing.clickedAt === undefined || !shown()) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        timing.shownAt = performance.now();
      });
    });
    observer.observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  }, heading);
  return {
    /**
     * @param {string} apiPrefix
     * @param {number} [timeoutMs]
     * @returns {Promise<{ ms: number, requests: number }>}
     */
    async read(apiPrefix, timeoutMs = 20_000) {
      const handle = await page.waitForFunction(
        (prefix) => {
          const { clickedAt, shownAt } = /** @type {any} */ (window).__clickToHeading;
          if (shownAt === undefined) return undefined;
          const requests = performance
            .getEntriesByType('resource')
            .filter(
              (entry) =>
                new URL(entry.name).pathname.startsWith(prefix) &&
                entry.startTime >= clickedAt &&
                entry.startTime <= shownAt,
            ).length;
          return { ms: Math.round(shownAt - clickedAt), requests };
        },
        apiPrefix,
        { timeout: timeoutMs },
      );
      return /** @type {{ ms: number, requests: number }} */ (await handle.jsonValue());
    },
  };
}
