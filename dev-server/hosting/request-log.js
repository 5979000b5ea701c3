// @ts-check

/** @typedef {(line: string) => void} LogLine */

/**
 * One line per request once it ends. Only the method, path and status: bodies and headers
 * carry passwords and session cookies and never reach a log.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} path Without the query string.
 * @param {LogLine} log
 */
export function logWhenDone(req, res, path, log) {
  const started = performance.now();
  res.once('close', () => {
    const ms = Math.round(performance.now() - started);
    const outcome = res.writableFinished ? String(res.statusCode) : 'aborted';
    log(`${req.method} ${path} ${outcome} ${ms}ms`);
  });
}
