// @ts-check

/**
 * The relying party of passkeys, as every WebAuthn ceremony of the service checks it.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */

/**
 * @typedef {object} RelyingParty
 * @property {string} id The relying-party id: the portal's domain.
 * @property {string} name What authenticators show beside the passkey.
 * @property {readonly string[] | undefined} origins Where ceremonies may take place;
 *   `undefined` on a developer's machine, where it is the `localhost` origin the browser used.
 */

/** How long a ceremony may wait for the user. */
export const ceremonyTtlMs = 5 * 60 * 1000;

/** Outstanding ceremonies kept at most; the oldest go first (ceremony-challenges.js). */
export const ceremonyCapacity = 10_000;

const localhostPattern = /^localhost(?::\d{1,5})?$/i;

/**
 * The origins a ceremony of a request may come from.
 *
 * @param {RelyingParty} relyingParty
 * @param {boolean} cookieSecure The service sits behind TLS, so pages are `https://`.
 * @returns {(req: IncomingMessage) => string[]}
 */
export function expectedOriginsOf(relyingParty, cookieSecure) {
  return (req) => {
    if (relyingParty.origins) return [...relyingParty.origins];
    const host = req.headers.host ?? '';
    // Browsers refuse an IP address as a relying-party id, so locally only localhost works.
    return localhostPattern.test(host)
      ? [`${cookieSecure ? 'https' : 'http'}://${host.toLowerCase()}`]
      : [];
  };
}
