// @ts-check
import { apiResponseHeaders } from '../../deploy/http-headers.js';

/**
 * The redirects a company sign-in answers with: the API's headers (`no-store`, and
 * `Referrer-Policy: no-referrer`, so the callback's code never leaves in a `Referer`), and no
 * body.
 */

const apiHeaders = apiResponseHeaders();

/**
 * @param {import('node:http').ServerResponse} res
 * @param {string} location
 * @param {readonly string[]} [cookies]
 */
export function sendRedirect(res, location, cookies = []) {
  res.writeHead(302, {
    ...apiHeaders,
    Location: location,
    'Content-Length': '0',
    ...(cookies.length > 0 ? { 'Set-Cookie': [...cookies] } : {}),
  });
  res.end();
}

/**
 * A page of the portal, with the return target carried as the sign-in page carries it.
 *
 * @param {string} path `/login` or `/login/code`.
 * @param {Record<string, string>} query
 * @param {string} returnTarget What the sign-in page would take as `redirect`: `/` is left out.
 */
export function portalPage(path, query, returnTarget) {
  const search = new URLSearchParams(query);
  if (returnTarget !== '/') search.set('redirect', returnTarget);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
