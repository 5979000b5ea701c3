// @ts-check
/**
 * A returning visitor: the service worker installed on the first visit serves `/login` from its
 * cache. Measured from navigation start to the first frame in which the sign-in form's submit
 * button is on screen.
 */
import { mobileContext } from './browser.js';

/**
 * @typedef {object} RepeatVisit
 * @property {'measured' | 'no-service-worker'} status
 * @property {number[]} coldWorkerMs Each visit after the worker was stopped, as after the
 *   browser dropped it for being idle: the usual case for someone coming back later.
 * @property {number[]} warmWorkerMs Each visit with the worker still running.
 * @property {number} uncontrolledVisits Visits the worker did not answer (not measured).
 */

// Runs in the page before its own scripts. rAF callbacks run just before the frame is painted,
// so the first one that finds the button visible is the frame that shows it.
function watchForForm() {
  /** @type {any} */ (window).__formShownAt = undefined;
  const look = () => {
    const button = document.querySelector('form button[type="submit"]');
    const box = button?.getBoundingClientRect();
    if (button && box && box.width > 0 && box.height > 0 && button.checkVisibility()) {
      /** @type {any} */ (window).__formShownAt = performance.now();
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/**
 * @param {import('playwright-core').Page} page
 * @param {number} timeoutMs
 */
async function waitForController(page, timeoutMs) {
  try {
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
      timeout: timeoutMs,
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url The page, e.g. http://127.0.0.1:1234/login.
 * @param {{ visits?: number }} [options]
 * @returns {Promise<RepeatVisit>}
 */
export async function measureRepeatVisit(browser, url, options = {}) {
  const visits = options.visits ?? 9;
  const context = await browser.newContext(mobileContext);
  try {
    const first = await context.newPage();
    await first.goto(url, { waitUntil: 'load' });
    // A worker installed by this page takes control of the next navigation (or sooner, if it
    // claims clients); ten seconds covers precaching the build over loopback many times over.
    const deadline = Date.now() + 10_000;
    let controlled = false;
    while (!controlled && Date.now() < deadline) {
      await first.reload({ waitUntil: 'load' });
      controlled = await waitForController(first, Math.min(2_000, deadline - Date.now()));
    }
    await first.close();
    /** @type {RepeatVisit} */
    const result = {
      status: controlled ? 'measured' : 'no-service-worker',
      coldWorkerMs: [],
      warmWorkerMs: [],
      uncontrolledVisits: 0,
    };
    if (!controlled) return result;

    await context.addInitScript(watchForForm);
    for (let visit = 0; visit < visits; visit += 1) {
      for (const warm of [false, true]) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        if (!warm) {
          await cdp.send('ServiceWorker.enable');
          await cdp.send('ServiceWorker.stopAllWorkers');
        }
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForFunction(
          () => /** @type {any} */ (window).__formShownAt !== undefined,
          undefined,
          {
            timeout: 10_000,
          },
        );
        const { shownAt, fromWorker } = await page.evaluate(() => {
          const navigation = /** @type {PerformanceNavigationTiming | undefined} */ (
            performance.getEntriesByType('navigation')[0]
          );
          return {
            shownAt: /** @type {number} */ (/** @type {any} */ (window).__formShownAt),
            // Answered by the worker, or by the rules it left the browser (static routing),
            // which answer without starting it.
            fromWorker: Boolean(
              navigation &&
                (navigation.workerStart > 0 ||
                  /** @type {any} */ (navigation).workerFinalSourceType === 'cache'),
            ),
          };
        });
        if (fromWorker) (warm ? result.warmWorkerMs : result.coldWorkerMs).push(shownAt);
        else result.uncontrolledVisits += 1;
        await cdp.detach();
        await page.close();
      }
    }
    return result;
  } finally {
    await context.close();
  }
}
