// @ts-check

/**
 * Cross-origin reading of `whoami`, and of nothing else: the suite's applications are other
 * origins of the portal's site (`https://pipeline.gofy.example` beside `https://gofy.example`),
 * the ones a sign-in may return to (`SSO_RETURN_ORIGINS`). Each opens after the broker chose a
 * brokerage, maybe in another tab, and must read the same active brokerage the portal shows.
 * The session cookie is `SameSite=Lax`, so a browser sends it on such a same-site `fetch` with
 * `credentials: 'include'`; without these headers the application could not read the answer.
 *
 * Only an exact origin of the list is named back, never a pattern: a prefix or suffix trick
 * (`https://pipeline.gofy.example.evil.test`) or `null` (a sandboxed frame, a `file:` page)
 * gets no header, and the browser keeps the answer from its script. No preflight is answered:
 * a `GET` without custom headers needs none, and `OPTIONS` stays a method the API does not take.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */

/**
 * The headers a `whoami` answer carries for the request's `Origin`. `Vary: Origin` goes on
 * every one, since two origins get different headers for the same URL.
 *
 * @param {IncomingMessage} req
 * @param {readonly string[]} suiteOrigins
 * @returns {Record<string, string>}
 */
export function suiteReadHeaders(req, suiteOrigins) {
  const origin = req.headers.origin;
  if (typeof origin !== 'string' || !suiteOrigins.includes(origin)) {
    return { Vary: 'Origin' };
  }
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    Vary: 'Origin',
  };
}
