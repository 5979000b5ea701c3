// @ts-check
/**
 * The notes under the report's tables: what went wrong with a page's runs, or happened
 * beside them, that its medians do not show.
 */
import { kilobytes, single } from './number-formats.js';
import { spread } from './stats.js';

/**
 * Problems worth a line under the table: a form that never showed, failed runs, requests that
 * never finished, requests to other origins.
 *
 * @param {import('./result-types.js').PageResult} page
 * @returns {string[]}
 */
export function pageNotes(page) {
  const notes = [];
  const total = page.runs.length;
  const hidden = page.runs.filter((run) => !run.form.visible);
  if (hidden.length > 0) {
    const why = hidden[0]?.form.problem ?? 'no visible password field';
    notes.push(`no sign-in form on screen in ${hidden.length}/${total} runs (${why})`);
  }
  const failed = page.runs.filter((run) => !run.lighthouse || run.lighthouse.error);
  if (failed.length > 0) {
    const why = failed.map((run) => run.failure ?? run.lighthouse?.error).join(', ');
    notes.push(`Lighthouse could not score ${failed.length}/${total} runs (${why})`);
  }
  const imposedFailed = (page.imposedRuns ?? []).filter((run) => run.failure);
  if (imposedFailed.length > 0) {
    const why = imposedFailed.map((run) => run.failure).join(', ');
    notes.push(
      `Lighthouse could not measure ${imposedFailed.length}/${page.imposedRuns?.length} runs ` +
        `with the throttling imposed (${why})`,
    );
  }
  const retried = page.runs.filter((run) => run.retriedAfter);
  if (retried.length > 0) {
    const why = [...new Set(retried.map((run) => run.retriedAfter))].join(', ');
    notes.push(`Lighthouse failed and was run again in ${retried.length}/${total} runs (${why})`);
  }
  const slow = page.runs.filter((run) =>
    run.lighthouse?.warnings.some((warning) => /loaded too slowly/i.test(warning)),
  );
  if (slow.length > 0) {
    const open = new Set(
      slow.flatMap((run) =>
        (run.lighthouse?.requests ?? [])
          .filter((request) => !request.finished)
          .map((request) => new URL(request.url).pathname),
      ),
    );
    const which = open.size > 0 ? `; never finished: ${[...open].join(', ')}` : '';
    notes.push(
      `Lighthouse waited its full 45 s for the network to go quiet in ${slow.length}/${total} runs${which}`,
    );
  }
  const precached = spread(page.runs.map((run) => run.lighthouse?.workerBytes || undefined));
  if (precached) {
    notes.push(
      `its service worker fetched ${single(precached.median, kilobytes)} kB more after load ` +
        '(not in the totals)',
    );
  }
  const otherLanguage = page.ours
    ? page.runs.filter((run) => run.form.visible && run.form.arrivedIn !== page.locale)
    : [];
  if (otherLanguage.length > 0) {
    const which = [...new Set(otherLanguage.map((run) => run.form.arrivedIn))].join(', ');
    notes.push(`arrived in ${which}, not ${page.locale}, in ${otherLanguage.length}/${total} runs`);
  }
  const foreign = new Set(page.runs.flatMap((run) => run.form.foreignRequests));
  if (foreign.size > 0) {
    notes.push(`asked other origins for ${[...foreign].join(', ')} (refused in the form check)`);
  }
  return notes.map((note) => `${page.label}: ${note}`);
}
