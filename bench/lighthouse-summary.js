// @ts-check
/**
 * What one Lighthouse run leaves for the report, apart from the full report itself: kept apart
 * from lighthouse.js, which needs Lighthouse (bench/package.json), so that the report's code and
 * its tests need nothing but the portal's own packages.
 */

/**
 * @typedef {object} RequestSummary
 * @property {string} url
 * @property {string} resourceType Lighthouse's name: Document, Script, Stylesheet, Font, ...
 * @property {number} transferSize Bytes on the wire, headers included.
 * @property {boolean} fromWorker Requested by a worker (a service worker precaching, say)
 *   rather than by the page.
 * @property {boolean} finished Chromium reported the response complete. One that never
 *   finishes keeps Lighthouse waiting for the network to go quiet, up to 45 s.
 */

/**
 * @typedef {object} LighthouseSummary
 * @property {number | null} score 0 to 100; null when Lighthouse could not score the page.
 * @property {number | null} lcpMs
 * @property {number | null} tbtMs
 * @property {number | null} cls
 * @property {number | null} fcpMs
 * @property {number} totalBytes Everything the page itself transferred.
 * @property {number} scriptBytes The page's JavaScript as transferred.
 * @property {number} workerBytes What workers fetched besides (not in the totals above).
 * @property {RequestSummary[]} requests
 * @property {string | undefined} error Lighthouse's runtime error code, if any.
 * @property {string[]} warnings
 * @property {{ lighthouseVersion: string, userAgent: string, benchmarkIndex: number }} environment
 * @property {{ requestLatencyMs: number, downloadThroughputKbps: number, cpuSlowdownMultiplier: number }} profile
 *   The slow network and CPU the page was measured on: for imposed throttling, the latency
 *   added to each request and the bandwidth the browser was held to.
 */

export {};
