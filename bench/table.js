// @ts-check
/**
 * Turns the measurements into the Markdown that `npm run bench` prints and, with
 * `--write-readme`, puts in the README.
 */
import { spread } from './stats.js';

/** @typedef {import('./lighthouse-summary.js').LighthouseSummary} LighthouseSummary */

/**
 * @typedef {object} PageRun
 * @property {LighthouseSummary} [lighthouse] Absent when Lighthouse itself threw.
 * @property {string} [failure] What Lighthouse threw.
 * @property {import('./browser.js').FormCheck} form
 * @property {string} [retriedAfter] The failure of a first attempt, run again.
 */

/**
 * One run with the slow network and CPU imposed on the browser: what it painted, and when.
 *
 * @typedef {object} ImposedRun
 * @property {number | null} [fcpMs]
 * @property {number | null} [lcpMs]
 * @property {LighthouseSummary['profile']} [profile]
 * @property {string} [failure] Why Lighthouse could not measure the page.
 */

/**
 * @typedef {object} PageResult
 * @property {string} id
 * @property {string} label
 * @property {boolean} ours
 * @property {string} locale The language of the browser that read it.
 * @property {PageRun[]} runs
 * @property {ImposedRun[]} [imposedRuns]
 * @property {number} [scriptGzipBytes] The page's JavaScript as served with gzip.
 * @property {number} [upFrontScriptGzipBytes] The scripts its HTML names or preloads, the same
 *   way (measured for the portal only).
 */

/**
 * @typedef {object} BenchResults
 * @property {string} date YYYY-MM-DD.
 * @property {{ cpu: string, cores: number, chromium: string, node: string, lighthouse: string, load: number[] }} environment
 *   `load`: the one-minute load average when the benchmark started and when it ended.
 * @property {number} runsPerPage
 * @property {number} [imposedRunsPerPage]
 * @property {PageResult[]} pages
 * @property {number[] | undefined} buildMs Undefined when the build was not timed.
 * @property {import('./repeat-visit.js').RepeatVisit} repeatVisit
 * @property {import('./sign-in-time.js').SignInTime} signIn
 * @property {import('./passkey-sign-in-time.js').PasskeySignInTime} [passkeySignIn]
 */

/** The portal's budgets, for each language. */
export const targets = Object.freeze({
  score: 100,
  lcpMs: 1000,
  tbtMs: 40,
  cls: 0,
  upFrontScriptGzipBytes: 80_000,
  scriptGzipBytes: 85_000,
  repeatVisitMs: 120,
  signInMs: 700,
  buildMs: 10_000,
});

const dash = '–';

/**
 * A number and the unit printed after it; ranges print the unit once, after the median.
 *
 * @typedef {{ digits: (value: number) => string, unit: string }} Format
 */

/** @type {Format} */
const seconds = { digits: (ms) => (ms / 1000).toFixed(2), unit: ' s' };
/** @type {Format} */
const milliseconds = { digits: (ms) => String(Math.round(ms)), unit: ' ms' };
/** @type {Format} */
const shift = { digits: (value) => value.toFixed(3), unit: '' };
/** @type {Format} */
const integer = { digits: (value) => String(Math.round(value)), unit: '' };
/** @type {Format} */
const kilobytes = { digits: (bytes) => (bytes / 1000).toFixed(1), unit: '' };

/**
 * @param {number} value
 * @param {Format} format
 */
const single = (value, format) => `${format.digits(value)}${format.unit}`;

/**
 * `median (min–max)`, or the median alone when every run agreed.
 *
 * @param {import('./stats.js').Spread | undefined} values
 * @param {Format} format
 */
function cell(values, format) {
  if (!values) return 'n/a';
  const median = single(values.median, format);
  const min = format.digits(values.min);
  const max = format.digits(values.max);
  return min === max ? median : `${median} (${min}${dash}${max})`;
}

/** @param {boolean} met */
const mark = (met) => (met ? '✓' : '✗');

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
function summarizeImposed(page) {
  const runs = (page.imposedRuns ?? []).filter((run) => !run.failure);
  return {
    measured: runs.length,
    fcpMs: spread(runs.map((run) => run.fcpMs)),
    lcpMs: spread(runs.map((run) => run.lcpMs)),
  };
}

/**
 * Problems worth a line under the table: a form that never showed, failed runs, requests that
 * never finished, requests to other origins.
 *
 * @param {PageResult} page
 * @returns {string[]}
 */
function pageNotes(page) {
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

/**
 * @param {import('./repeat-visit.js').RepeatVisit} repeat
 */
function repeatVisitLine(repeat) {
  if (repeat.status === 'no-service-worker') {
    return `- Repeat visit, sign-in form on screen: n/a (no service worker)`;
  }
  const cold = spread(repeat.coldWorkerMs);
  const warm = spread(repeat.warmWorkerMs);
  const met = cold ? mark(cold.median <= targets.repeatVisitMs) : 'n/a';
  const skipped =
    repeat.uncontrolledVisits > 0
      ? `; ${repeat.uncontrolledVisits} visits not answered by the worker were left out`
      : '';
  return (
    `- Repeat visit, service worker in control, navigation start to sign-in form on screen: ` +
    `${cell(cold, milliseconds)} with the worker stopped first (as after idling), ` +
    `${cell(warm, milliseconds)} with it running; ${met} target ≤ ${targets.repeatVisitMs} ms ` +
    `(judged on the first; ${repeat.coldWorkerMs.length + repeat.warmWorkerMs.length} visits, ` +
    `no throttling${skipped})`
  );
}

/**
 * "1 request", "2 requests", "1 or 2 requests": how many SSO requests the sign-ins started.
 *
 * @param {number[]} counts
 */
function ssoRequestCount(counts) {
  const distinct = [...new Set(counts)];
  return `${distinct.join(' or ')} ${distinct.length === 1 && distinct[0] === 1 ? 'request' : 'requests'}`;
}

/**
 * @param {import('./sign-in-time.js').SignInTime} signIn
 */
function signInLine(signIn) {
  const requests = ssoRequestCount(signIn.ssoRequests);
  return (
    `- Sign-in on a slow mobile connection (${signIn.roundTripMs} ms added to each request, ` +
    `the portal's files from its worker), "Sign in" pressed to the greeting on screen: ` +
    `${cell(spread(signIn.clickToGreetingMs), milliseconds)}, with ${requests} to the ` +
    `SSO (${signIn.clickToGreetingMs.length} sign-ins)`
  );
}

/**
 * @param {import('./passkey-sign-in-time.js').PasskeySignInTime} signIn
 */
function passkeySignInLine(signIn) {
  const requests = ssoRequestCount(signIn.ssoRequests);
  return (
    `- Passkey sign-in on the same connection (Chromium's virtual authenticator), "Sign in with ` +
    `a passkey" pressed to the greeting on screen: ` +
    `${cell(spread(signIn.clickToGreetingMs), milliseconds)}, with ${requests} to the ` +
    `SSO (${signIn.clickToGreetingMs.length} sign-ins)`
  );
}

/**
 * How the portal's page in one language compares with the best peer in each column, and with
 * its own targets.
 *
 * @param {PageResult} page
 * @param {PageResult[]} peers
 */
function judge(page, peers) {
  const ours = summarize(page);
  const theirs = peers.map((peer) => ({ page: peer, summary: summarize(peer) }));
  /** @param {(entry: (typeof theirs)[number]) => number | undefined} read */
  const best = (read, lowest = true) => {
    const values = theirs.flatMap((entry) => {
      const value = read(entry);
      return value === undefined ? [] : [value];
    });
    if (values.length === 0) return undefined;
    return lowest ? Math.min(...values) : Math.max(...values);
  };
  const score = ours.score?.median;
  const lcp = ours.lcpMs?.median;
  const tbt = ours.tbtMs?.median;
  const cls = ours.cls?.median;
  const fcp = ours.fcpMs?.median;
  const total = ours.totalBytes?.median;
  /**
   * Each column: ours, the best peer's, whether ours is ahead (or level where level is the
   * best there is: a score of 100, no shift).
   *
   * @type {{ name: string, ours: number | undefined, best: number | undefined, format: Format, ahead: (o: number, b: number) => boolean }[]}
   */
  const columns = [
    {
      name: 'score',
      ours: score,
      best: best((e) => e.summary.score?.median, false),
      format: integer,
      ahead: (o, b) => o >= b && o === 100,
    },
    {
      name: 'LCP',
      ours: lcp,
      best: best((e) => e.summary.lcpMs?.median),
      format: seconds,
      ahead: (o, b) => o < b,
    },
    {
      name: 'TBT',
      ours: tbt,
      best: best((e) => e.summary.tbtMs?.median),
      format: milliseconds,
      ahead: (o, b) => o <= b,
    },
    {
      name: 'CLS',
      ours: cls,
      best: best((e) => e.summary.cls?.median),
      format: shift,
      ahead: (o, b) => o <= b,
    },
    {
      name: 'FCP',
      ours: fcp,
      best: best((e) => e.summary.fcpMs?.median),
      format: seconds,
      ahead: (o, b) => o < b,
    },
    {
      name: 'JS kB gz',
      ours: page.scriptGzipBytes,
      best: best((e) => e.page.scriptGzipBytes),
      format: kilobytes,
      ahead: (o, b) => o < b,
    },
    {
      name: 'total kB',
      ours: total,
      best: best((e) => e.summary.totalBytes?.median),
      format: kilobytes,
      ahead: (o, b) => o < b,
    },
  ];
  const behind = columns.filter(
    (column) =>
      column.ours === undefined ||
      (column.best !== undefined && !column.ahead(column.ours, column.best)),
  );
  return {
    score,
    lcp,
    tbt,
    cls,
    fcp,
    fastestPeerFcp: best((e) => e.summary.fcpMs?.median),
    imposedFcp: summarizeImposed(page).fcpMs?.median,
    fastestImposedPeerFcp: best((e) => summarizeImposed(e.page).fcpMs?.median),
    upFront: page.upFrontScriptGzipBytes,
    scripts: page.scriptGzipBytes,
    behind,
  };
}

/**
 * The targets table: one column per language the portal was measured in.
 *
 * @param {BenchResults} results
 * @param {import('./stats.js').Spread | undefined} build
 * @returns {string[]}
 */
function targetLines(results, build) {
  const ours = results.pages.filter((page) => page.ours);
  const peers = results.pages.filter((page) => !page.ours);
  if (ours.length === 0) return [];
  const judged = ours.map((page) => judge(page, peers));
  /**
   * @param {string} name
   * @param {(j: ReturnType<typeof judge>) => string} show
   */
  const row = (name, show) => `| ${name} | ${judged.map(show).join(' | ')} |`;
  /**
   * @param {number | undefined} value
   * @param {(value: number) => boolean} met
   * @param {Format} format
   */
  const result = (value, met, format) =>
    value === undefined ? 'n/a' : `${single(value, format)} ${mark(met(value))}`;
  const kB = { ...kilobytes, unit: ' kB' };
  const cold = spread(results.repeatVisit.coldWorkerMs);
  const signIn = spread(results.signIn.clickToGreetingMs);
  const imposed = ours.some((page) => (page.imposedRuns ?? []).length > 0);
  return [
    'Targets (medians; ✓ met, ✗ not):',
    '',
    `| target | ${ours.map((page) => page.locale).join(' | ')} |`,
    `|---|${ours.map(() => '---').join('|')}|`,
    row('Performance 100', (j) => result(j.score, (v) => v >= targets.score, integer)),
    row(`FCP below the fastest peer’s${imposed ? ', simulated' : ''}`, (j) =>
      j.fastestPeerFcp === undefined
        ? 'n/a'
        : result(j.fcp, (v) => v < /** @type {number} */ (j.fastestPeerFcp), seconds),
    ),
    ...(imposed
      ? [
          row('FCP below the fastest peer’s, throttling imposed', (j) =>
            j.fastestImposedPeerFcp === undefined
              ? 'n/a'
              : result(
                  j.imposedFcp,
                  (v) => v < /** @type {number} */ (j.fastestImposedPeerFcp),
                  seconds,
                ),
          ),
        ]
      : []),
    row(`LCP ≤ ${targets.lcpMs / 1000} s`, (j) =>
      result(j.lcp, (v) => v <= targets.lcpMs, seconds),
    ),
    row(`TBT ≤ ${targets.tbtMs} ms`, (j) => result(j.tbt, (v) => v <= targets.tbtMs, milliseconds)),
    // Lighthouse shows CLS to three decimals; anything that rounds to 0.000 is no shift.
    row('CLS 0', (j) => result(j.cls, (v) => v < 0.0005, shift)),
    row(`JS up front ≤ ${targets.upFrontScriptGzipBytes / 1000} kB gz`, (j) =>
      result(j.upFront, (v) => v <= targets.upFrontScriptGzipBytes, kB),
    ),
    row(`all JS ≤ ${targets.scriptGzipBytes / 1000} kB gz`, (j) =>
      result(j.scripts, (v) => v <= targets.scriptGzipBytes, kB),
    ),
    row('first in every column', (j) =>
      j.behind.length === 0 ? '✓' : `✗ (${j.behind.map((column) => column.name).join(', ')})`,
    ),
    '',
    `Read in English: repeat visit, form on screen ≤ ${targets.repeatVisitMs} ms: ${
      cold ? result(cold.median, (v) => v <= targets.repeatVisitMs, milliseconds) : 'n/a'
    }; sign-in on the slow connection ≤ ${targets.signInMs} ms: ${
      signIn ? result(signIn.median, (v) => v <= targets.signInMs, milliseconds) : 'n/a'
    }; build < ${targets.buildMs / 1000} s: ${
      build ? result(build.median, (v) => v < targets.buildMs, seconds) : 'n/a'
    }.`,
  ];
}

/**
 * The second table: first and largest paint with the slow network and CPU imposed on the
 * browser, for every page; nothing when the bench ran none.
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
      `(Lighthouse's \`devtools\` throttling: ${how}): what the browser painted, and when; ` +
      `${runs} ${runs === 1 ? 'run' : 'runs'} per page, pages interleaved.`,
    '',
    '| page | FCP | LCP |',
    '|---|---|---|',
  ];
  for (const page of results.pages) {
    const summary = summarizeImposed(page);
    const measured = page.imposedRuns?.length ?? 0;
    const counted = summary.measured === measured ? '' : ` (${summary.measured}/${measured} runs)`;
    lines.push(
      `| ${page.label}${counted} | ${cell(summary.fcpMs, seconds)} | ${cell(summary.lcpMs, seconds)} |`,
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
  // The heavier of the portal's languages: English, which preloads its catalogue.
  const ourScripts = results.pages.flatMap((page) =>
    page.ours && page.scriptGzipBytes !== undefined ? [page.scriptGzipBytes] : [],
  );
  const ourScript = ourScripts.length > 0 ? Math.max(...ourScripts) : undefined;
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
    const ratio =
      page.ours || !ourScript || !page.scriptGzipBytes
        ? dash
        : `${(ourScript / page.scriptGzipBytes).toFixed(2)}×`;
    const scored =
      summary.scored === page.runs.length ? '' : ` (${summary.scored}/${page.runs.length} runs)`;
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
    build
      ? `- Production build (\`npm run build\`, ${build.count} builds, npm start-up included): ` +
          `${cell(build, seconds)}; ${mark(build.median < targets.buildMs)} target < ${targets.buildMs / 1000} s`
      : '- Production build: not timed (`--skip-build`)',
    repeatVisitLine(results.repeatVisit),
    signInLine(results.signIn),
    ...(results.passkeySignIn ? [passkeySignInLine(results.passkeySignIn)] : []),
  );

  lines.push('', ...targetLines(results, build));

  const notes = results.pages.flatMap(pageNotes);
  if (notes.length > 0) lines.push('', 'Notes:', '', ...notes.map((note) => `- ${note}`));
  return `${lines.join('\n')}\n`;
}
