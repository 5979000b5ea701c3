// @ts-check
import { referrerPolicy } from '../../deploy/http-headers.js';
import { formPostPaths } from '../../src/config/portal-paths.js';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** Pages whose form works without script and may therefore be submitted before it loads. */
export const formPages = new Set(formPostPaths);

/**
 * A sign-in form submitted before the page's script took over arrives here as a plain form post
 * carrying a password. It is never read or echoed: 303 sends the browser back to the page with a
 * GET, where the script asks the user to submit again.
 *
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {Record<string, string>} pageHeaders
 */
export function redirectFormPost(req, res, pageHeaders) {
  const url = new URL(req.url ?? '/', 'http://portal.invalid');
  url.searchParams.set('loading', '1');
  res.writeHead(303, {
    ...pageHeaders,
    // As nginx answers it (deploy/nginx/gofy-portal.conf): the page's headers.
    'Referrer-Policy': referrerPolicy.default,
    Location: `${url.pathname}${url.search}`,
    'Cache-Control': 'no-store',
    'Content-Length': '0',
    // The body is not wanted; closing spares reading it just to keep the connection.
    Connection: 'close',
  });
  res.end();
}
