// @ts-check

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */

/**
 * @param {string} value
 * @returns {string | undefined}
 */
function toOrigin(value) {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/**
 * Parses `SSO_ALLOWED_ORIGINS`-style lists, refusing entries that are not bare origins: an
 * entry with a path would read like a narrower rule than the one enforced.
 *
 * @param {readonly string[]} entries
 * @returns {string[]}
 */
export function parseAllowedOrigins(entries) {
  return entries.map((entry) => {
    const origin = toOrigin(entry.trim());
    const url = origin ? new URL(entry.trim()) : undefined;
    if (!origin || !url || url.pathname !== '/' || url.search || url.hash) {
      throw new Error(`"${entry}" is not an origin such as https://portal.example`);
    }
    return origin;
  });
}

/**
 * @typedef {object} OriginPolicy
 * @property {readonly string[]} allowedOrigins Other origins whose pages may post here.
 * @property {boolean} httpsDeployment The service sits behind TLS (SSO_COOKIE_SECURE), so the
 *   origin derived from the Host header is `https://`, whatever the socket says.
 */

/**
 * @typedef {object} OriginException
 * @property {boolean} [nullOriginIfSameOrigin] Take `Origin: null` when the request also says
 *   `Sec-Fetch-Site: same-origin`, as WebKit sends its policy violation reports. The report
 *   route alone asks for it.
 */

/**
 * Login CSRF defence for state-changing requests. SameSite=Lax protects the session cookie but
 * not the login form itself: a hostile page could sign a victim into the attacker's account.
 * Browsers state where a request came from in `Sec-Fetch-Site` and `Origin`; clients that send
 * neither (curl, server-side tools) are not browsers and cannot be used for CSRF.
 *
 * @param {OriginPolicy} policy
 */
export function createOriginCheck(policy) {
  const allowed = new Set(policy.allowedOrigins);
  /** @type {string | undefined} */
  let ownOrigin;

  return {
    /** @param {string} origin The URL the service listens on. */
    setOwnOrigin(origin) {
      ownOrigin = toOrigin(origin);
    },

    /**
     * @param {IncomingMessage} req
     * @param {OriginException} [exception] What the route takes beyond the rule.
     * @returns {boolean}
     */
    isAllowed(req, exception = {}) {
      const fetchSite = req.headers['sec-fetch-site'];
      if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
        return false;
      }
      const origin = req.headers.origin;
      if (origin === undefined) return true;
      // `Origin: null` (sandboxed frames, redirects through another origin) names no origin
      // to compare. Sec-Fetch-Site says `cross-site` for those, so `same-origin` beside it can
      // vouch for the request, but only where a route asks: elsewhere it is refused.
      if (origin === 'null') {
        return exception.nullOriginIfSameOrigin === true && fetchSite === 'same-origin';
      }
      const claimed = toOrigin(origin);
      if (!claimed) return false;
      if (claimed === ownOrigin || allowed.has(claimed)) return true;
      return claimed === hostOrigin(req, policy.httpsDeployment);
    },
  };
}

/**
 * The origin a browser would have used to reach this request: the portal behind a proxy that
 * keeps the Host header (as the Rsbuild dev server does) is recognised without configuration.
 *
 * @param {IncomingMessage} req
 * @param {boolean} httpsDeployment
 */
function hostOrigin(req, httpsDeployment) {
  const host = req.headers.host;
  if (!host) return undefined;
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
  const scheme = encrypted || httpsDeployment ? 'https' : 'http';
  return toOrigin(`${scheme}://${host}`);
}
