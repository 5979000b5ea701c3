// @ts-check
import { RequestBodyError, readRawBody, sendError, sendNoContent } from './http-json.js';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** Where the pages served by this service send the browser's policy violation reports. */
export const cspReportPath = '/api/csp-reports';

// Kept for the tests that read them; a page in a loop must not fill the memory.
const maxKeptReports = 200;

/**
 * Receives Content-Security-Policy violation reports (`report-uri`), logs each one and keeps
 * the latest so a browser test can fail on any.
 *
 * @param {{ log: (line: string) => void }} deps
 */
export function createCspReports(deps) {
  /** @type {unknown[]} */
  const reports = [];

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function receive(req, res) {
    /** @type {unknown} */
    let report;
    try {
      report = JSON.parse((await readRawBody(req)).toString('utf8'));
    } catch (error) {
      // Answered like every other API refusal (docs/openapi.yaml): the error body, no-store.
      if (error instanceof RequestBodyError) {
        sendError(res, 413, 'payload_too_large', 'The request body is too large.', {
          headers: { Connection: 'close' },
        });
      } else {
        sendError(res, 400, 'invalid_request', 'A report must be JSON.', {
          extra: { fields: [] },
        });
      }
      return;
    }
    if (reports.length >= maxKeptReports) reports.shift();
    reports.push(report);
    deps.log(`CSP violation: ${JSON.stringify(report)}`);
    sendNoContent(res);
  }

  return {
    routes: { [cspReportPath]: { POST: receive } },
    /** @returns {readonly unknown[]} */
    reports: () => reports,
  };
}
