// @ts-check
/**
 * One Lighthouse run over one page: Lighthouse's default configuration, which is the mobile
 * preset (a Moto G Power-sized screen, slow 4G and a 4x slower CPU), performance only.
 *
 * The slow network and CPU are simulated, as PageSpeed Insights does: the page loads at full
 * speed and Lighthouse's model (Lantern) replays it on a graph of its requests and tasks. The
 * same profile imposed on the browser is imposed-load.js's, without Lighthouse.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath, quietChromiumFlags } from './browser.js';

const chromeFlags = ['--headless=new', '--no-sandbox', ...quietChromiumFlags];

/** @typedef {import('./lighthouse-summary.js').RequestSummary} RequestSummary */

/**
 * @typedef {import('./lighthouse-summary.js').LighthouseSummary & { lhr: unknown }} LighthouseRun
 *   `lhr`: the full report, for bench/results/.
 */

/**
 * @param {Record<string, any>} audits
 * @param {string} id
 * @returns {number | null}
 */
function numeric(audits, id) {
  const value = audits[id]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

// A run takes 10 to 45 s. When its browser dies Lighthouse fails at once ("Target closed"),
// and the run is taken again; one that hangs (a browser wedged on a loaded machine) is failed
// after this long, its browser closed, rather than holding up the bench.
const runTimeoutMs = 180_000;

/**
 * Runs Lighthouse over `url` in a Chromium of its own, so no run inherits another's caches,
 * compiled code or service workers. The browser speaks `locale` (its `navigator.languages` and
 * its `Accept-Language`), as a reader of that language's would.
 *
 * `whileStarting` runs while that Chromium starts, and Lighthouse begins once both are done:
 * what it does (the bench's form check, which times nothing) is not time added to each run,
 * and it never overlaps the load Lighthouse measures.
 *
 * @param {string} url
 * @param {{ locale: string }} reader
 * @param {() => Promise<unknown>} [whileStarting]
 * @returns {Promise<LighthouseRun>}
 */
export async function runLighthouse(url, reader, whileStarting) {
  const starting = chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromeFlags, `--lang=${reader.locale}`, `--accept-lang=${reader.locale}`],
    logLevel: 'silent',
  });
  const [launched, beside] = await Promise.allSettled([starting, whileStarting?.()]);
  if (launched.status === 'rejected') throw launched.reason;
  const chrome = launched.value;
  if (beside.status === 'rejected') {
    chrome.kill();
    throw beside.reason;
  }
  /** @type {NodeJS.Timeout | undefined} */
  let watchdog;
  try {
    const run = lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      {
        extends: 'lighthouse:default',
        // The full-page screenshot is for Lighthouse's viewer, and takes a second a run.
        settings: { disableFullPageScreenshot: true },
      },
    );
    // Its failure after the watchdog has given up on it is no one's to handle.
    run.catch(() => {});
    const result = await Promise.race([
      run,
      new Promise((_, reject) => {
        watchdog = setTimeout(
          () => reject(new Error(`no result within ${runTimeoutMs / 1000} s`)),
          runTimeoutMs,
        );
      }),
    ]);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const lhr = result.lhr;
    const audits = /** @type {Record<string, any>} */ (lhr.audits);

    /** @type {any[]} */
    const items = audits['network-requests']?.details?.items ?? [];
    /** @type {RequestSummary[]} */
    const requests = items.map((item) => ({
      url: String(item.url),
      resourceType: String(item.resourceType ?? 'Other'),
      transferSize: Number(item.transferSize ?? 0),
      fromWorker: item.sessionTargetType === 'worker',
      finished: item.finished !== false,
    }));
    const pageRequests = requests.filter((request) => !request.fromWorker);
    /** @param {RequestSummary[]} list */
    const sum = (list) => list.reduce((total, request) => total + request.transferSize, 0);

    const score = lhr.categories.performance?.score;
    return {
      score: typeof score === 'number' ? Math.round(score * 100) : null,
      lcpMs: numeric(audits, 'largest-contentful-paint'),
      tbtMs: numeric(audits, 'total-blocking-time'),
      cls: numeric(audits, 'cumulative-layout-shift'),
      fcpMs: numeric(audits, 'first-contentful-paint'),
      totalBytes: sum(pageRequests),
      scriptBytes: sum(pageRequests.filter((request) => request.resourceType === 'Script')),
      workerBytes: sum(requests.filter((request) => request.fromWorker)),
      requests,
      error: lhr.runtimeError?.code,
      warnings: lhr.runWarnings,
      environment: {
        lighthouseVersion: lhr.lighthouseVersion,
        userAgent: lhr.environment.hostUserAgent,
        benchmarkIndex: lhr.environment.benchmarkIndex,
      },
      profile: {
        requestLatencyMs: Number(lhr.configSettings.throttling.requestLatencyMs),
        downloadThroughputKbps: Number(lhr.configSettings.throttling.downloadThroughputKbps),
        cpuSlowdownMultiplier: Number(lhr.configSettings.throttling.cpuSlowdownMultiplier),
      },
      lhr,
    };
  } finally {
    clearTimeout(watchdog);
    chrome.kill();
  }
}
