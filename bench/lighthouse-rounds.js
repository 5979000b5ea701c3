// @ts-check
/**
 * The Lighthouse runs of every page, a round at a time: first with the slow network and CPU
 * simulated, each run followed by a check that the form is on screen, then with them imposed
 * on the browser. Each run's full report is saved beside the results.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkSignInForm } from './browser.js';

/** @typedef {import('./result-types.js').MeasuredPage} MeasuredPage */

/**
 * What every run needs besides its page.
 *
 * @typedef {object} Harness
 * @property {typeof import('./lighthouse.js').runLighthouse} runLighthouse Handed over rather
 *   than imported: lighthouse.js resolves packages from bench/node_modules, which run.js
 *   installs first.
 * @property {import('playwright-core').Browser} browser For the form checks.
 * @property {string} reportsDir Where each run's Lighthouse report goes.
 * @property {(message: string) => void} log
 */

/**
 * Every page, `rounds` times, a round at a time. Each round starts with a different page, so
 * no page always runs first or last.
 *
 * @template T
 * @param {number} rounds
 * @param {readonly T[]} pages
 * @returns {Generator<{ round: number, page: T }>}
 */
function* inRotation(rounds, pages) {
  for (let round = 0; round < rounds; round += 1) {
    for (let index = 0; index < pages.length; index += 1) {
      yield { round, page: /** @type {T} */ (pages[(round + index) % pages.length]) };
    }
  }
}

/**
 * Every page `rounds` times with the slow network and CPU simulated (Lighthouse's default).
 *
 * @param {MeasuredPage[]} pages Each run is added to its page's `runs`.
 * @param {number} rounds
 * @param {Harness} harness
 * @returns {Promise<string>} The version of Lighthouse that ran ('unknown' if none did).
 */
export async function runSimulatedRounds(pages, rounds, harness) {
  const { runLighthouse, browser, reportsDir, log } = harness;
  let lighthouseVersion = 'unknown';

  /**
   * One Lighthouse run and one form check. A run Lighthouse itself reports as broken (its
   * own advice for a failed trace is to run again) is run once more; the report says so.
   *
   * @param {string} url
   * @param {string} locale The language of the browser.
   * @param {string} reportPath Without extension.
   * @returns {Promise<import('./result-types.js').PageRun>}
   */
  async function measureRun(url, locale, reportPath) {
    /** @type {string | undefined} */
    let retriedAfter;
    for (let attempt = 1; ; attempt += 1) {
      /** @type {import('./result-types.js').PageRun} */
      let run;
      try {
        const { lhr, ...lighthouse } = await runLighthouse(url, { locale });
        lighthouseVersion = lighthouse.environment.lighthouseVersion;
        await writeFile(`${reportPath}.lighthouse.json`, JSON.stringify(lhr));
        run = { lighthouse, form: await checkSignInForm(browser, url, { locale }) };
      } catch (error) {
        const failure = error instanceof Error ? error.message : String(error);
        run = { failure, form: await checkSignInForm(browser, url, { locale }) };
      }
      const failure = run.failure ?? run.lighthouse?.error;
      if (!failure || attempt === 2) return retriedAfter ? { ...run, retriedAfter } : run;
      retriedAfter = failure;
    }
  }
  const total = rounds * pages.length;
  let done = 0;
  for (const { round, page } of inRotation(rounds, pages)) {
    const run = await measureRun(
      page.url,
      page.locale,
      path.join(reportsDir, `${page.id}-${round + 1}`),
    );
    page.runs.push(run);
    done += 1;
    const lh = run.lighthouse;
    log(
      `[${done}/${total}] ${page.label}: ` +
        (lh && !lh.error
          ? `score ${lh.score}, LCP ${Math.round(lh.lcpMs ?? Number.NaN)} ms, ` +
            `TBT ${Math.round(lh.tbtMs ?? Number.NaN)} ms`
          : `Lighthouse failed (${run.failure ?? lh?.error})`) +
        (run.retriedAfter ? ` (run again after ${run.retriedAfter})` : '') +
        (run.form.visible ? ', form on screen' : `, NO FORM (${run.form.problem})`),
    );
  }
  return lighthouseVersion;
}

/**
 * Every page `rounds` times with the same slow network and CPU imposed on the browser.
 * Lantern's simulation leaves out of FCP every script that is not render-blocking, so a
 * page whose form a script draws reads as painting when its empty page would. These runs
 * slow the browser itself down and report what it painted.
 *
 * @param {MeasuredPage[]} pages Each run is added to its page's `imposedRuns`.
 * @param {number} rounds
 * @param {Harness} harness
 */
export async function runImposedRounds(pages, rounds, harness) {
  const { runLighthouse, reportsDir, log } = harness;

  /**
   * One Lighthouse run with the slow network and CPU imposed on the browser; what it painted.
   *
   * @param {string} url
   * @param {string} locale
   * @param {string} reportPath Without extension.
   * @returns {Promise<import('./result-types.js').ImposedRun>}
   */
  async function measureImposedRun(url, locale, reportPath) {
    try {
      const { lhr, ...lighthouse } = await runLighthouse(
        url,
        { locale },
        { throttling: 'imposed' },
      );
      await writeFile(`${reportPath}.lighthouse.json`, JSON.stringify(lhr));
      if (lighthouse.error) return { failure: lighthouse.error };
      return { fcpMs: lighthouse.fcpMs, lcpMs: lighthouse.lcpMs, profile: lighthouse.profile };
    } catch (error) {
      return { failure: error instanceof Error ? error.message : String(error) };
    }
  }
  const imposedTotal = rounds * pages.length;
  let imposedDone = 0;
  for (const { round, page } of inRotation(rounds, pages)) {
    const run = await measureImposedRun(
      page.url,
      page.locale,
      path.join(reportsDir, `${page.id}-imposed-${round + 1}`),
    );
    page.imposedRuns.push(run);
    imposedDone += 1;
    log(
      `[${imposedDone}/${imposedTotal}] ${page.label}, throttling imposed: ` +
        (run.failure
          ? `Lighthouse failed (${run.failure})`
          : `FCP ${Math.round(run.fcpMs ?? Number.NaN)} ms, ` +
            `LCP ${Math.round(run.lcpMs ?? Number.NaN)} ms`),
    );
  }
}
