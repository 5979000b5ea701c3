// @ts-check
import { sendForbiddenOrigin, sendMethodNotAllowed, sendNotFound } from './http/error-answers.js';

/**
 * Every API operation of the service, by method and path, answered in one place as the
 * contract's "Errors" and "Cross-site requests" say: a path it does not have is 404, a method
 * a path does not take is 405 with `Allow`, every `GET` takes `HEAD` too, and any other
 * method that a browser says comes from another site is 403 before its handler runs.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * @callback RouteHandler
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {Readonly<Record<string, string>>} params The path's `{name}` segments, still
 *   percent-encoded, as the client sent them.
 * @returns {Promise<void>}
 */

/**
 * @typedef {object} Route
 * @property {'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} method
 * @property {string} path As the contract writes it: `/api/postal-code/{code}`, where a
 *   `{name}` stands for exactly one non-empty segment.
 * @property {RouteHandler} handle
 * @property {boolean} [nullOriginIfSameOrigin] See csrf.js: the one exception to the
 *   cross-site check a route may ask for.
 */

/**
 * @typedef {object} PathTemplate
 * @property {string} path
 * @property {readonly (string | { param: string })[]} segments
 * @property {Map<string, Route>} routes By method, `HEAD` beside each `GET`.
 */

/** @param {string} path */
function parseTemplate(path) {
  return path
    .split('/')
    .map((segment) => (/^\{\w+\}$/.test(segment) ? { param: segment.slice(1, -1) } : segment));
}

/**
 * The template's parameters when `segments` (a request path split on `/`) fits it.
 *
 * @param {PathTemplate} template
 * @param {readonly string[]} segments
 * @returns {Record<string, string> | undefined}
 */
function match(template, segments) {
  if (template.segments.length !== segments.length) return undefined;
  /** @type {Record<string, string>} */
  const params = {};
  for (const [index, expected] of template.segments.entries()) {
    const actual = /** @type {string} */ (segments[index]);
    if (typeof expected === 'string') {
      if (actual !== expected) return undefined;
    } else if (actual === '') {
      return undefined;
    } else {
      params[expected.param] = actual;
    }
  }
  return params;
}

/** @param {string | undefined} method */
function isSafe(method) {
  return method === 'GET' || method === 'HEAD';
}

/**
 * @param {readonly Route[]} routes
 * @param {{ originCheck: {
 *   isAllowed(req: IncomingMessage, exception?: import('./http/csrf.js').OriginException): boolean
 * } }} deps
 * @returns {(req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>} Answers
 *   a request for `path`, the request target without its query, undecoded.
 */
export function createRouteTable(routes, deps) {
  /** @type {Map<string, PathTemplate>} */
  const templates = new Map();
  for (const route of routes) {
    let template = templates.get(route.path);
    if (!template) {
      template = { path: route.path, segments: parseTemplate(route.path), routes: new Map() };
      templates.set(route.path, template);
    }
    if (template.routes.has(route.method)) {
      throw new Error(`${route.method} ${route.path} is registered twice`);
    }
    template.routes.set(route.method, route);
    if (route.method === 'GET') template.routes.set('HEAD', route);
  }
  // As OpenAPI matches paths: a concrete path before a template that would also fit it.
  const ordered = [...templates.values()].sort(
    (a, b) =>
      a.segments.filter((s) => typeof s !== 'string').length -
      b.segments.filter((s) => typeof s !== 'string').length,
  );

  return async (req, res, path) => {
    const segments = path.split('/');
    for (const template of ordered) {
      const params = match(template, segments);
      if (!params) continue;
      const route = template.routes.get(req.method ?? '');
      if (!route) {
        sendMethodNotAllowed(res, [...template.routes.keys()]);
        return;
      }
      const exception = { nullOriginIfSameOrigin: route.nullOriginIfSameOrigin === true };
      if (!isSafe(req.method) && !deps.originCheck.isAllowed(req, exception)) {
        sendForbiddenOrigin(res);
        return;
      }
      await route.handle(req, res, params);
      return;
    }
    sendNotFound(res);
  };
}
