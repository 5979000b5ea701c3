// @ts-check
import {
  sendFieldProblems,
  sendTooManyAttempts,
  sendUnsupportedMediaType,
} from '../http/error-answers.js';
import { sendNoContent } from '../http/json-answers.js';
import { isPlainObject, mediaTypeOf, readJson } from '../http/json-body.js';
import { clientAddress } from '../sign-in/login-throttle.js';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** Where the pages served by this service send the browser's policy violation reports. */
export const cspReportPath = '/api/csp-reports';

// A report carries the whole policy (about a kilobyte with a build's style hashes and a
// deployment's services) and up to three URLs; a Reporting API batch carries a few reports.
export const maxReportBytes = 8 * 1024;
const maxBatchLength = 10;

/** A page in a loop sends many; more than this from one address is answered 429. */
export const reportsPerAddress = Object.freeze({ maxAttempts: 20, windowMs: 60_000 });

// The first ones are kept for the tests that read them, and a later report never pushes one
// out: flooding the endpoint can add reports, never hide one. Past this many, reports are
// only logged, so a page in a loop cannot fill the memory.
const maxKeptReports = 100;

/** @param {unknown} value */
function isScalar(value) {
  return value === null || typeof value === 'string' || typeof value === 'number';
}

/**
 * A flat object of strings and numbers with the members `required` names as strings.
 *
 * @param {unknown} value
 * @param {readonly string[]} required
 * @param {readonly string[]} [oneOf] At least one of these, as a string.
 * @returns {value is Record<string, unknown>}
 */
function isFlatRecord(value, required, oneOf = []) {
  if (!isPlainObject(value) || !Object.values(value).every(isScalar)) return false;
  if (!required.every((name) => typeof value[name] === 'string')) return false;
  return oneOf.length === 0 || oneOf.some((name) => typeof value[name] === 'string');
}

/**
 * What a `report-uri` report may carry beside `csp-report`: nothing (Chromium, Firefox), or
 * the Reporting API's `type` and the page's `url` (WebKit).
 *
 * @param {Record<string, unknown>} framing
 */
function isReportUriFraming(framing) {
  const names = Object.keys(framing);
  if (names.length === 0) return true;
  return names.length === 2 && framing.type === 'csp-violation' && typeof framing.url === 'string';
}

/**
 * One `report-uri` report: a `csp-report` member in one of the framings browsers send.
 *
 * @param {unknown} body
 */
function isReportUriReport(body) {
  if (!isPlainObject(body)) return false;
  const { 'csp-report': details, ...framing } = body;
  return (
    isReportUriFraming(framing) &&
    isFlatRecord(details, ['document-uri'], ['effective-directive', 'violated-directive'])
  );
}

/**
 * The reports in a body, or `undefined` when it is not what a browser sends: for `report-uri`
 * (`application/csp-report`) one object with a `csp-report` member, for the Reporting API
 * (`application/reports+json`) an array of `csp-violation` reports.
 *
 * @param {'application/csp-report' | 'application/reports+json'} type
 * @param {unknown} body
 * @returns {unknown[] | undefined}
 */
function reportsIn(type, body) {
  if (type === 'application/csp-report') return isReportUriReport(body) ? [body] : undefined;
  const valid =
    Array.isArray(body) &&
    body.length > 0 &&
    body.length <= maxBatchLength &&
    body.every(
      (report) =>
        isPlainObject(report) &&
        report.type === 'csp-violation' &&
        typeof report.url === 'string' &&
        Object.entries(report).every(([name, value]) => name === 'body' || isScalar(value)) &&
        isFlatRecord(report.body, ['documentURL', 'effectiveDirective']),
    );
  return valid ? body : undefined;
}

/** @param {IncomingMessage} req */
function reportType(req) {
  const type = mediaTypeOf(req);
  return type === 'application/csp-report' || type === 'application/reports+json'
    ? type
    : undefined;
}

/**
 * Receives Content-Security-Policy violation reports, logs each one and keeps the first ones
 * so a browser test can fail on any. Only what a browser sends for a page of this origin is
 * taken: the report content types, a bounded body of the reports' shape, from the same origin
 * (WebKit's `Origin: null` included, when `Sec-Fetch-Site` says same-origin), at most so many
 * a minute from one address.
 *
 * @param {{ log: (line: string) => void,
 *   perAddress: import('../sign-in/login-throttle.js').AttemptRateLimiter }} deps
 */
export function createCspReports(deps) {
  /** @type {unknown[]} */
  const reports = [];

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function receive(req, res) {
    const type = reportType(req);
    if (!type) {
      sendUnsupportedMediaType(
        res,
        'Reports are application/csp-report or application/reports+json.',
      );
      return;
    }
    const body = await readJson(req, res, { limit: maxReportBytes, mediaTypes: [type] });
    if (!body) return;
    const received = reportsIn(type, body.value);
    if (!received) {
      sendFieldProblems(res, [], 'The body is not a policy violation report.');
      return;
    }
    // Counted only now: a refused body costs nothing, so junk cannot spend an address's
    // allowance and get a real report refused.
    const waitMs = deps.perAddress.take(clientAddress(req));
    if (waitMs > 0) {
      sendTooManyAttempts(res, waitMs, 'Too many reports. Try again later.');
      return;
    }
    for (const report of received) {
      const kept = reports.length < maxKeptReports;
      if (kept) reports.push(report);
      deps.log(`CSP violation${kept ? '' : ' (not kept)'}: ${JSON.stringify(report)}`);
    }
    sendNoContent(res);
  }

  return {
    /** @type {import('../route-table.js').Route[]} */
    routes: [
      // WebKit posts its reports with `Origin: null` even from the service's own pages; only
      // its `Sec-Fetch-Site: same-origin` says where they come from.
      { method: 'POST', path: cspReportPath, handle: receive, nullOriginIfSameOrigin: true },
    ],
    /** @returns {readonly unknown[]} */
    reports: () => reports,
    sweep: () => deps.perAddress.sweep(),
  };
}
