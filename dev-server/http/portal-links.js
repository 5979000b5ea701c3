// @ts-check

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */

// The Host header of a browser on this machine: nobody else can make a victim's browser send
// it to this service, and a link built on it leads back to this machine only.
const loopbackHostPattern = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

/**
 * Whether the service, listening on `address`, can be reached from this machine only.
 *
 * @param {string} address As given to `listen`: a name or an IP address.
 */
export function isLoopbackInterface(address) {
  return /^(?:localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/i.test(address.trim());
}

/**
 * @typedef {object} PortalLinkOptions
 * @property {string | undefined} portalUrl The configured origin of the portal
 *   (`SSO_PORTAL_URL`).
 * @property {boolean} cookieSecure The service sits behind TLS, so the portal is `https://`.
 */

/**
 * Where the links in messages (reset links, "sign in here") point: the configured portal, or,
 * on a developer's machine without one, the loopback origin the browser used. Any other Host
 * header is refused: it is whatever the client wrote, and a reset link built on it would carry
 * the token to the client's choice of site.
 *
 * @param {PortalLinkOptions} options
 * @returns {(req: IncomingMessage) => { base: string } | { refusal: string }}
 */
export function createPortalLinks(options) {
  return (req) => {
    if (options.portalUrl) return { base: options.portalUrl };
    const host = req.headers.host ?? '';
    if (loopbackHostPattern.test(host)) {
      return { base: `${options.cookieSecure ? 'https' : 'http'}://${host.toLowerCase()}` };
    }
    return {
      refusal:
        `the request's Host ${JSON.stringify(host)} is not this machine, and without ` +
        'SSO_PORTAL_URL links are built only for localhost, 127.0.0.1 or [::1]',
    };
  };
}
