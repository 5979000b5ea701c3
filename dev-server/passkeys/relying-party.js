// @ts-check
import { isLoopbackInterface } from '../http/portal-links.js';

/**
 * The relying party of passkeys, as every WebAuthn ceremony of the service checks it.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */

/**
 * @typedef {object} RelyingParty
 * @property {string} id The relying-party id: the portal's domain.
 * @property {string} name What authenticators show beside the passkey.
 * @property {readonly string[] | undefined} origins Where ceremonies may take place, as
 *   configured; `undefined` on a developer's machine, where it is the service's own origin.
 * @property {{ origin?: string }} own The origin the service serves pages at itself, once it
 *   listens (`noteListeningUrl`).
 */

/** How long a ceremony may wait for the user. */
export const ceremonyTtlMs = 5 * 60 * 1000;

/** Outstanding ceremonies kept at most; the oldest go first (ceremony-challenges.js). */
export const ceremonyCapacity = 10_000;

/**
 * The origin to open the service's own pages at, listening at `url` (listen-on.js, such as
 * `http://127.0.0.1:4000`). Browsers take no IP address as a relying-party id, so on a
 * loopback address it is `localhost`, at the same port: there passkeys work.
 *
 * @param {string} url
 */
export function pageOriginOf(url) {
  const page = new URL(url);
  if (isLoopbackInterface(page.hostname)) page.hostname = 'localhost';
  return page.origin;
}

/**
 * Notes where the service listens: with no origins configured, its own pages there are the
 * only place a ceremony may come from.
 *
 * @param {RelyingParty} relyingParty
 * @param {string} url What the service listens at.
 */
export function noteListeningUrl(relyingParty, url) {
  relyingParty.own.origin = pageOriginOf(url);
}

/**
 * The origins a ceremony may come from: the configured ones, else the service's own. Never
 * the request's `Host`: a page on another localhost port, behind a proxy that forwards its
 * Host, would be taken for the portal (the relying-party id `localhost` covers every port),
 * and the proxy handed the session.
 *
 * @param {RelyingParty} relyingParty
 * @param {boolean} cookieSecure The service sits behind TLS, so its pages are `https://`
 *   somewhere else than where it listens: only configured origins can be theirs.
 * @returns {(req: IncomingMessage) => string[]}
 */
export function expectedOriginsOf(relyingParty, cookieSecure) {
  return () => {
    if (relyingParty.origins) return [...relyingParty.origins];
    const { origin } = relyingParty.own;
    return origin && !cookieSecure ? [origin] : [];
  };
}

/**
 * The library's verdict on a ceremony's answer, or `undefined` when it throws: a bad
 * signature, origin or counter, or an answer it cannot read are all a refusal.
 *
 * @template {{ verified: boolean }} T
 * @param {() => Promise<T>} verify
 * @returns {Promise<T | undefined>}
 */
export async function verdictOn(verify) {
  try {
    return await verify();
  } catch {
    return undefined;
  }
}
