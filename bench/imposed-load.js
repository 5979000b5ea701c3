// @ts-check
/**
 * One load of a page with Lighthouse's slow 4G and 4x slower CPU imposed on the browser, the
 * way Lighthouse's `devtools` throttling imposes them (the same two DevTools commands, with the
 * numbers of Lighthouse's own mobile preset), in a fresh context of the bench's Chromium:
 * what the browser painted, and when the form would act on a submit (ready-probe.js).
 *
 * A Lighthouse run with this throttling took about 30 s a page, most of it Lighthouse waiting
 * for the network and the CPU to go quiet and then auditing its trace; a load here takes the
 * page's own time and a little more, so seven runs of every page fit in the bench's 20 minutes.
 */
import { throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { mobileContext } from './browser.js';
import { watchReadiness } from './ready-probe.js';

const slow4G = throttling.mobileSlow4G;

/** The profile as the report shows it (result-types.js's `ImposedRun.profile`). */
export const imposedProfile = Object.freeze({
  requestLatencyMs: slow4G.requestLatencyMs,
  downloadThroughputKbps: slow4G.downloadThroughputKbps,
  cpuSlowdownMultiplier: slow4G.cpuSlowdownMultiplier,
});

/** Longer than any peer takes to draw its form this slowly (Ory: about 5 s). */
const readyTimeoutMs = 45_000;

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, locale: string, readiness: import('./ready-probe.js').Readiness }} page
 * @returns {Promise<import('./result-types.js').ImposedRun>}
 */
export async function measureImposedLoad(browser, { url, locale, readiness }) {
  // Lighthouse's phone: its screen (mobileContext) and the user agent it claims.
  const context = await browser.newContext({
    ...mobileContext,
    locale,
    userAgent: userAgents.mobile,
  });
  try {
    await context.addInitScript(watchReadiness, readiness);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    // DevTools takes bytes per second, Lighthouse's preset kilobits (of 1,024 bits).
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: slow4G.requestLatencyMs,
      downloadThroughput: Math.floor((slow4G.downloadThroughputKbps * 1024) / 8),
      uploadThroughput: Math.floor((slow4G.uploadThroughputKbps * 1024) / 8),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow4G.cpuSlowdownMultiplier });
    await tab.goto(url, { waitUntil: 'load', timeout: readyTimeoutMs });
    try {
      await tab.waitForFunction(
        () => /** @type {any} */ (window).__benchTimes.readyMs !== undefined,
        undefined,
        { timeout: readyTimeoutMs, polling: 100 },
      );
    } catch {
      return { failure: `the form was not ready within ${readyTimeoutMs / 1000} s` };
    }
    // The largest paint can still change once the form is ready (an image, a font); it is
    // final once the page has stopped loading anything.
    await tab.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    // The browser reports paints to observers in a task of their own, which a slowed CPU can
    // leave until after the network has gone quiet.
    await tab
      .waitForFunction(
        () => {
          const { fcpMs, lcpMs } = /** @type {any} */ (window).__benchTimes;
          return fcpMs !== undefined && lcpMs !== undefined;
        },
        undefined,
        { timeout: 5_000, polling: 100 },
      )
      .catch(() => {});
    /** @type {import('./ready-probe.js').PageTimes} */
    const times = await tab.evaluate(() => /** @type {any} */ (window).__benchTimes);
    if (times.fcpMs === undefined) return { failure: 'no first paint' };
    return {
      fcpMs: times.fcpMs,
      lcpMs: times.lcpMs ?? null,
      readyMs: /** @type {number} */ (times.readyMs),
      profile: imposedProfile,
    };
  } catch (error) {
    return {
      failure: (error instanceof Error ? error.message.split('\n')[0] : undefined) ?? String(error),
    };
  } finally {
    await context.close().catch(() => {});
  }
}
