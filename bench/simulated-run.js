// @ts-check
/**
 * One run of a page with Lighthouse's slow network and CPU simulated (its default), with a
 * check in the bench's browser that the form is on screen, made while Lighthouse's Chromium
 * starts. The run's full Lighthouse report is saved beside the bench's other files.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkSignInForm } from './browser.js';

/** @typedef {import('./result-types.js').PageRun} PageRun */

/**
 * @typedef {(url: string, reader: { locale: string }, whileStarting?: () => Promise<unknown>) =>
 *   Promise<import('./lighthouse-summary.js').LighthouseSummary & { lhr: unknown }>} RunLighthouse
 *   lighthouse.js's `runLighthouse`, typed here without naming that file: the type checker of
 *   `npm test` would follow it to Lighthouse itself, which only bench/node_modules has.
 */

/**
 * @param {RunLighthouse} runLighthouse Handed over rather than imported: lighthouse.js resolves
 *   packages from bench/node_modules, which run.js installs first.
 * @param {string} reportsDir Where each run's Lighthouse report goes.
 * @returns {(page: { id: string, url: string, locale: string }, round: number, browser: import('playwright-core').Browser) => Promise<PageRun>}
 */
export function simulatedRun(runLighthouse, reportsDir) {
  return async (page, round, browser) => {
    const { url, locale } = page;
    const reportPath = path.join(reportsDir, `${page.id}-${round + 1}.lighthouse.json`);
    /** @type {string | undefined} */
    let retriedAfter;
    // A run Lighthouse itself reports as broken (its own advice for a failed trace is to run
    // again) is run once more; the report says so.
    for (let attempt = 1; ; attempt += 1) {
      /** @type {PageRun} */
      let run;
      /** @type {import('./browser.js').FormCheck | undefined} */
      let form;
      // The form check, in the bench's browser, while Lighthouse's own Chromium starts.
      const checkForm = async () => {
        form = await checkSignInForm(browser, url, { locale });
      };
      try {
        const { lhr, ...lighthouse } = await runLighthouse(url, { locale }, checkForm);
        await writeFile(reportPath, JSON.stringify(lhr));
        run = { lighthouse, form: form ?? (await checkSignInForm(browser, url, { locale })) };
      } catch (error) {
        const failure = error instanceof Error ? error.message : String(error);
        run = { failure, form: form ?? (await checkSignInForm(browser, url, { locale })) };
      }
      const failure = run.failure ?? run.lighthouse?.error;
      if (!failure || attempt === 2) return retriedAfter ? { ...run, retriedAfter } : run;
      retriedAfter = failure;
    }
  };
}

/**
 * The progress line of a run.
 *
 * @param {PageRun} run
 */
export function describeSimulatedRun(run) {
  const lh = run.lighthouse;
  return (
    (lh && !lh.error
      ? `score ${lh.score}, LCP ${Math.round(lh.lcpMs ?? Number.NaN)} ms, ` +
        `TBT ${Math.round(lh.tbtMs ?? Number.NaN)} ms`
      : `Lighthouse failed (${run.failure ?? lh?.error})`) +
    (run.retriedAfter ? ` (run again after ${run.retriedAfter})` : '') +
    (run.form.visible ? ', form on screen' : `, NO FORM (${run.form.problem})`)
  );
}

/**
 * @param {import('./result-types.js').ImposedRun} run
 */
export function describeImposedRun(run) {
  if (run.failure) return `not measured (${run.failure})`;
  /** @param {number | null | undefined} ms */
  const ms = (ms) => `${Math.round(ms ?? Number.NaN)} ms`;
  return `FCP ${ms(run.fcpMs)}, LCP ${ms(run.lcpMs)}, ready ${ms(run.readyMs)}`;
}
