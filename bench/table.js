// @ts-check
/**
 * Turns the measurements into the Markdown that `npm run bench` prints and, with
 * `--write-docs`, puts in docs/performance.md.
 */
import {
  cell,
  dash,
  integer,
  kilobytes,
  milliseconds,
  seconds,
  shift,
  single,
} from './number-formats.js';
import { pageNotes } from './page-notes.js';
import {
  ourScriptGzipBytes,
  scriptRatioCell,
  summarize,
  summarizeImposed,
} from './page-summary.js';
import { spread } from './stats.js';
import { mark, targetLines, targets } from './targets.js';
import {
  buildLine,
  challengeSolveLines,
  passkeySignInLine,
  repeatVisitLine,
  signInLine,
} from './timing-lines.js';

/** @typedef {import('./result-types.js').BenchResults} BenchResults */

/**
 * The second table: first and largest paint, and the form ready to act on a submit, with the
 * slow network and CPU imposed on the browser, for every page; nothing when the bench ran none.
 *
 * @param {BenchResults} results
 * @returns {string[]}
 */
function imposedLines(results) {
  const runs = results.imposedRunsPerPage ?? 0;
  if (runs === 0) return [];
  const profile = results.pages
    .flatMap((page) => page.imposedRuns ?? [])
    .find((run) => run.profile)?.profile;
  const how = profile
    ? `${profile.requestLatencyMs} ms added to each request, ` +
      `${(profile.downloadThroughputKbps / 1000).toFixed(2)} Mbit/s down, ` +
      `CPU ${profile.cpuSlowdownMultiplier}× slower`
    : 'the same profile';
  const lines = [
    `The same pages with the slow network and CPU imposed on the browser rather than simulated ` +
      `(as Lighthouse's \`devtools\` throttling imposes them: ${how}): what the browser painted, ` +
      `and when the form would act on a submit (its submit control enabled, the page's handler ` +
      `attached), from navigation start; ${runs} ${runs === 1 ? 'load' : 'loads'} per page, ` +
      'pages interleaved. Goal: the portal ready within ' +
      `${single(targets.readyMs, seconds)}.`,
    '',
    '| page | FCP | LCP | ready |',
    '|---|---|---|---|',
  ];
  for (const page of results.pages) {
    const summary = summarizeImposed(page);
    const counted = summary.measured === runs ? '' : ` (${summary.measured}/${runs} runs)`;
    const ready = page.ours
      ? `${cell(summary.readyMs, seconds)} ${summary.readyMs ? mark(summary.readyMs.median <= targets.readyMs) : ''}`.trim()
      : cell(summary.readyMs, seconds);
    lines.push(
      `| ${page.label}${counted} | ${cell(summary.fcpMs, seconds)} | ` +
        `${cell(summary.lcpMs, seconds)} | ${ready} |`,
    );
  }
  lines.push('');
  return lines;
}

/**
 * @param {BenchResults} results
 * @returns {string}
 */
export function renderMarkdown(results) {
  const { environment: env } = results;
  const ourScript = ourScriptGzipBytes(results.pages);
  const lines = [
    `Measured ${results.date} on ${env.cpu} (${env.cores} cores), Chromium ${env.chromium}, ` +
      `Node ${env.node}, Lighthouse ${env.lighthouse} with its mobile preset (simulated slow 4G, ` +
      `4× CPU slowdown), performance only; ${results.runsPerPage} ` +
      `${results.runsPerPage === 1 ? 'run' : 'runs'} per page, pages ` +
      `interleaved. Cells: median (min${dash}max). kB = 1,000 bytes. Load average ` +
      `${env.load.map((value) => value.toFixed(1)).join(' at start, ')} at the end.`,
    '',
    '| page | score | LCP | TBT | CLS | FCP | JS kB gz | total kB | our JS ÷ theirs |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const page of results.pages) {
    const summary = summarize(page);
    const ratio = scriptRatioCell(page, ourScript, dash);
    const scored =
      summary.scored === results.runsPerPage
        ? ''
        : ` (${summary.scored}/${results.runsPerPage} runs)`;
    lines.push(
      `| ${page.label}${scored} | ${cell(summary.score, integer)} | ${cell(summary.lcpMs, seconds)} | ` +
        `${cell(summary.tbtMs, milliseconds)} | ${cell(summary.cls, shift)} | ` +
        `${cell(summary.fcpMs, seconds)} | ` +
        `${page.scriptGzipBytes === undefined ? 'n/a' : single(page.scriptGzipBytes, kilobytes)} | ` +
        `${cell(summary.totalBytes, kilobytes)} | ${ratio} |`,
    );
  }
  lines.push(
    '',
    'JS kB gz: the scripts the page loaded, as served with gzip (level 6). Total kB: everything ' +
      'the page transferred as Chromium fetched it (brotli where offered, headers included). ' +
      'Every page is served from 127.0.0.1 by a server that compresses the same way.',
    '',
  );

  lines.push(...imposedLines(results));

  const build = results.buildMs && spread(results.buildMs);
  lines.push(
    buildLine(build),
    repeatVisitLine(results.repeatVisit),
    signInLine(results.signIn),
    ...(results.passkeySignIn ? [passkeySignInLine(results.passkeySignIn)] : []),
  );

  lines.push('', ...targetLines(results, build));

  const notes = results.pages.flatMap(pageNotes);
  if (notes.length > 0) lines.push('', 'Notes:', '', ...notes.map((note) => `- ${note}`));
  if (results.challengeSolve) lines.push(...challengeSolveLines(results.challengeSolve));
  return `${lines.join('\n')}\n`;
}

/**
 * The targets alone, for bench/README.md: the full report is docs/performance.md's.
 *
 * @param {BenchResults} results
 * @returns {string}
 */
export function renderTargets(results) {
  const build = results.buildMs && spread(results.buildMs);
  const runs = results.runsPerPage;
  return `${[
    `From the bench of ${results.date}: ${runs} ${runs === 1 ? 'run' : 'runs'} of every page, ` +
      'load average ' +
      `${results.environment.load.map((value) => value.toFixed(1)).join(' at start, ')}` +
      `${results.environment.load.length > 1 ? ' at the end' : ''}. Every table of it is in ` +
      '[docs/performance.md](../docs/performance.md#the-latest-bench).',
    '',
    ...targetLines(results, build),
  ].join('\n')}\n`;
}
