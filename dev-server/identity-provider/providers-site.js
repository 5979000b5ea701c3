// @ts-check

/**
 * Where the stand-in providers are, seen from the portal. A real Microsoft or Google sign-in
 * page is always on another site than the portal, and what crosses sites behaves differently:
 * `SameSite` cookies stay behind on the provider's return, `Sec-Fetch-Site` says `cross-site`.
 * `localhost` and `127.0.0.1` are two sites to a browser, so stand-ins named by the loopback
 * name the portal does not use meet the portal as a real provider does, on one machine.
 */

/**
 * The loopback name for stand-in providers beside a portal at `portalOrigin`.
 *
 * @param {string} portalOrigin
 * @returns {'127.0.0.1' | 'localhost'}
 */
export function providersHostnameBeside(portalOrigin) {
  return new URL(portalOrigin).hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
}

/**
 * Whether a provider at `issuer` is on the portal's own site, which no real one is: then
 * what only crosses sites (the cookies a return carries) goes untried.
 *
 * @param {string} issuer
 * @param {string} portalOrigin
 */
export function onPortalSite(issuer, portalOrigin) {
  return new URL(issuer).hostname === new URL(portalOrigin).hostname;
}
