// @ts-check
/**
 * One page's runs reduced to the medians and ranges the report shows and judges.
 */
import { spread } from './stats.js';

/** @typedef {import('./result-types.js').PageResult} PageResult */

/**
 * Runs that count: Lighthouse scored the page and the form was on screen.
 *
 * @param {PageResult} page
 */
function scoredRuns(page) {
  return page.runs.flatMap((run) =>
    run.lighthouse && !run.lighthouse.error && run.form.visible ? [run.lighthouse] : [],
  );
}

/** @param {PageResult} page */
export function summarize(page) {
  const runs = scoredRuns(page);
  return {
    scored: runs.length,
    score: spread(runs.map((run) => run.score)),
    lcpMs: spread(runs.map((run) => run.lcpMs)),
    tbtMs: spread(runs.map((run) => run.tbtMs)),
    cls: spread(runs.map((run) => run.cls)),
    fcpMs: spread(runs.map((run) => run.fcpMs)),
    totalBytes: spread(runs.map((run) => run.totalBytes)),
  };
}

/** @param {PageResult} page */
export function summarizeImposed(page) {
  const runs = (page.imposedRuns ?? []).filter((run) => !run.failure);
  return {
    measured: runs.length,
    fcpMs: spread(runs.map((run) => run.fcpMs)),
    lcpMs: spread(runs.map((run) => run.lcpMs)),
    readyMs: spread(runs.map((run) => run.readyMs)),
  };
}

/**
 * The portal's JavaScript for the "our JS ÷ theirs" column: the heavier of its languages.
 *
 * @param {readonly PageResult[]} pages
 * @returns {number | undefined}
 */
export function ourScriptGzipBytes(pages) {
  const ours = pages.flatMap((page) =>
    page.ours && page.scriptGzipBytes !== undefined ? [page.scriptGzipBytes] : [],
  );
  return ours.length > 0 ? Math.max(...ours) : undefined;
}

/**
 * A peer's cell of the "our JS ÷ theirs" column; the portal's own rows, or a page whose
 * scripts were not measured, get `dash`.
 *
 * @param {PageResult} page
 * @param {number | undefined} ourScript the portal's, from `ourScriptGzipBytes`
 * @param {string} dash
 */
export function scriptRatioCell(page, ourScript, dash) {
  return page.ours || !ourScript || !page.scriptGzipBytes
    ? dash
    : `${(ourScript / page.scriptGzipBytes).toFixed(2)}×`;
}
