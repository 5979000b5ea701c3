// @ts-check
/**
 * What one `npm run bench` leaves behind: run.js fills it in, writes it to
 * bench/results/<stamp>.json and hands it to the report (table.js).
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
 * A page while it is measured: where it is served too, which the results leave out.
 *
 * @typedef {PageResult & { url: string, origin: string, imposedRuns: ImposedRun[] }} MeasuredPage
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

export {};
