// @ts-check
/**
 * What the report (table.js) is made from: results-from-disk.js gathers it from the files of
 * one bench run (journal.js).
 */

/** @typedef {import('./lighthouse-summary.js').LighthouseSummary} LighthouseSummary */

/**
 * @typedef {object} PageRun
 * @property {LighthouseSummary} [lighthouse] Absent when Lighthouse itself threw.
 * @property {string} [failure] What Lighthouse threw.
 * @property {import('./browser.js').FormCheck} form
 * @property {string} [retriedAfter] The failure of a first attempt, run again.
 */

/**
 * One load with the slow network and CPU imposed on the browser (imposed-load.js): what it
 * painted, and when its form was ready to act on a submit (ready-probe.js); milliseconds from
 * navigation start.
 *
 * @typedef {object} ImposedRun
 * @property {number | null} [fcpMs]
 * @property {number | null} [lcpMs]
 * @property {number} [readyMs] Absent from runs written before the bench measured it.
 * @property {LighthouseSummary['profile']} [profile]
 * @property {string} [failure] Why the page could not be measured.
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
 * A page while it is measured: where it is served, and how its readiness is seen, which the
 * results leave out.
 *
 * @typedef {PageResult & { url: string, origin: string, readiness: import('./ready-probe.js').Readiness, imposedRuns: ImposedRun[] }} MeasuredPage
 */

/**
 * @typedef {object} BenchResults
 * @property {string} date YYYY-MM-DD.
 * @property {{ cpu: string, cores: number, chromium: string, node: string, lighthouse: string, load: number[] }} environment
 *   `load`: the one-minute load average when the benchmark started and, once it has, ended.
 * @property {number} runsPerPage
 * @property {number} [imposedRunsPerPage]
 * @property {PageResult[]} pages
 * @property {number[] | undefined} buildMs Undefined when the build was not timed.
 * @property {import('./repeat-visit.js').RepeatVisit} [repeatVisit] Absent until measured.
 * @property {import('./sign-in-time.js').SignInTime} [signIn] Absent until measured.
 * @property {import('./passkey-sign-in-time.js').PasskeySignInTime} [passkeySignIn]
 * @property {import('./challenge-solve-time.js').ChallengeSolveTime} [challengeSolve]
 */

export {};
