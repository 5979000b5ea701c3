// @ts-check
/**
 * The report, made from what a bench run has on disk (results-from-disk.js) and kept in the
 * run's folder as the bench goes: `report.md`, every table, and `readme-table.md`, README.md's
 * one table. They are written again after each stage, so a bench stopped half-way, or read with
 * `--report-only`, shows every table measured so far.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderReadmeTable } from './readme-table.js';
import {
  benchReadme,
  hasReportSection,
  readme,
  reportPage,
  writeReportSection,
} from './report-section.js';
import { resultsFromDisk } from './results-from-disk.js';
import { renderMarkdown, renderTargets } from './table.js';

/**
 * @param {string} dir A bench run's folder.
 * @returns {Promise<{ results: import('./result-types.js').BenchResults, markdown: string }>}
 */
export async function saveReport(dir) {
  const { results } = await resultsFromDisk(dir);
  const markdown = renderMarkdown(results);
  await writeFile(path.join(dir, 'report.md'), markdown);
  await writeFile(path.join(dir, 'readme-table.md'), renderReadmeTable(results));
  return { results, markdown };
}

/** The pages `--write-docs` writes; tests hand over copies. */
export const docPages = { report: reportPage, targets: benchReadme, readme };

/**
 * `--write-docs`: every table into docs/performance.md, the targets into bench/README.md, and
 * the one table into README.md when it has its markers (it is left as it is otherwise).
 *
 * @param {import('./result-types.js').BenchResults} results
 * @param {(message: string) => void} log
 * @param {{ pages?: typeof docPages, format?: boolean }} [options]
 * @returns {Promise<string[]>} The pages written.
 */
export async function writeDocs(results, log, { pages = docPages, format = true } = {}) {
  await writeReportSection(pages.report, renderMarkdown(results), { format });
  await writeReportSection(pages.targets, renderTargets(results), { format });
  const written = [pages.report, pages.targets];
  if (await hasReportSection(pages.readme)) {
    await writeReportSection(pages.readme, renderReadmeTable(results), { format });
    written.push(pages.readme);
  } else {
    log(`${pages.readme} has no bench markers: its table is in the run's readme-table.md`);
  }
  return written;
}
