// @ts-check

import { logWhenDone } from './hosting/request-log.js';
import { sendInternalError, sendNotFound, sendTargetNotAPath } from './http/error-answers.js';
import { formPages, redirectFormPost } from './http/form-post-redirect.js';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * The raw request path, without query, or `undefined` for a request target that is not a path
 * (absolute-form or `*`). It is kept undecoded so routing and the static file checks see what the
 * client actually sent.
 *
 * @param {string | undefined} target
 */
function requestPath(target) {
  if (!target?.startsWith('/')) return undefined;
  const query = target.indexOf('?');
  return query === -1 ? target : target.slice(0, query);
}

/**
 * @typedef {object} RequestHandlerParts
 * @property {(req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>} api
 *   Answers every path under `/api`: the route table.
 * @property {() => Promise<Record<string, string>>} pageSecurityHeaders
 * @property {((req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>)
 *   | undefined} serveStatic A production build, when the service serves one.
 * @property {(line: string) => void} log
 * @property {() => number} now
 */

/**
 * Sends each request where it belongs: the API, a sign-in form posted before its page's
 * script ran, or the build's files. A handler that throws is answered 500 and logged.
 *
 * @param {RequestHandlerParts} parts
 * @returns {(req: IncomingMessage, res: ServerResponse) => void}
 */
export function createRequestHandler(parts) {
  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function handle(req, res) {
    const path = requestPath(req.url);
    if (path === undefined) {
      sendTargetNotAPath(res);
      return;
    }
    if (path === '/api' || path.startsWith('/api/')) {
      logWhenDone(req, res, path, parts.log);
      // The clock its times (expiresAt, Retry-After) are on, which may be a test's (`now`).
      res.setHeader('Date', new Date(parts.now()).toUTCString());
      await parts.api(req, res, path);
      return;
    }
    if (req.method === 'POST' && formPages.has(path)) {
      logWhenDone(req, res, path, parts.log);
      redirectFormPost(req, res, await parts.pageSecurityHeaders());
      return;
    }
    if (parts.serveStatic) {
      await parts.serveStatic(req, res, path);
      return;
    }
    sendNotFound(res);
  }

  return (req, res) => {
    handle(req, res).catch((error) => {
      parts.log(
        `Error answering ${req.method} ${requestPath(req.url) ?? '?'}: ${error?.stack ?? error}`,
      );
      if (res.headersSent) {
        res.destroy();
        return;
      }
      sendInternalError(res);
    });
  };
}
