// @ts-check
/**
 * The one table of the bench in README.md (`--write-docs`): what a broker's manager asks of a
 * sign-in page beside its peers, medians only, the portal in both languages. Every table, with
 * each page's spread, and how to read them are docs/performance.md's.
 */
import { dash, integer, kilobytes, seconds, single } from './number-formats.js';
import {
  ourScriptGzipBytes,
  scriptRatioCell,
  summarize,
  summarizeImposed,
} from './page-summary.js';
import { judge } from './targets.js';

/** The columns of judge() that this table shows, and their heads. */
const shown = ['score', 'LCP', 'ready', 'JS kB gz', 'total kB'];

/** @param {number | undefined} value @param {import('./number-formats.js').Format} format */
const median = (value, format) => (value === undefined ? 'n/a' : single(value, format));

/**
 * The portal by its language; a peer by its name without its version (the long tables give it),
 * "Keycloak login (keycloakify)" as "Keycloak (keycloakify)": the table's width is its widest name.
 *
 * @param {import('./result-types.js').PageResult} page
 */
const name = (page) =>
  page.ours
    ? `gofy, ${page.locale}`
    : page.label.replace(/ v?\d[\w.-]*$/, '').replace(' login (', ' (');

/**
 * @param {import('./result-types.js').BenchResults} results
 * @returns {string}
 */
export function renderReadmeTable(results) {
  const runs = results.runsPerPage;
  const ourScript = ourScriptGzipBytes(results.pages);
  const lines = [
    // README.md is held to 16,000 bytes: its reading, by hand around the markers, links the
    // page with every table.
    `Medians of ${runs} ${runs === 1 ? 'run' : 'runs'} a page, ${results.date}; ready with the ` +
      'throttling imposed.',
    '',
    `| page | ${shown.join(' | ')} | our JS ÷ theirs |`,
    `|---|${shown.map(() => '---').join('|')}|---|`,
  ];
  for (const page of results.pages) {
    const summary = summarize(page);
    const ratio = scriptRatioCell(page, ourScript, dash);
    const cells = [
      median(summary.score?.median, integer),
      median(summary.lcpMs?.median, seconds),
      median(summarizeImposed(page).readyMs?.median, seconds),
      median(page.scriptGzipBytes, kilobytes),
      median(summary.totalBytes?.median, kilobytes),
      ratio,
    ];
    lines.push(`| ${name(page)} | ${cells.join(' | ')} |`);
  }
  const peers = results.pages.filter((page) => !page.ours);
  const verdicts = results.pages
    .filter((page) => page.ours)
    .map((page) => {
      const behind = judge(page, peers)
        .behind.map((column) => column.name)
        .filter((column) => shown.includes(column));
      return `${page.locale} ${behind.length === 0 ? '✓' : `✗ (${behind.join(', ')})`}`;
    });
  if (verdicts.length > 0 && peers.length > 0) {
    lines.push('', `First in every column: ${verdicts.join('; ')}.`);
  }
  return `${lines.join('\n')}\n`;
}
