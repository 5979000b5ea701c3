/**
 * The broker's copy of their data (LGPD art. 19, its simplified form): the SSO's answer as it
 * came, made into a file in the browser. A `blob:` link the page makes itself needs nothing of
 * the Content-Security-Policy, and no copy of the data passes through any other server.
 */

/** `gofy-your-data-2026-12-06.json`: the day the SSO read the data, as it says (UTC). */
export function dataFileName(generatedAt: string, name: string): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(generatedAt)?.[0] ?? 'undated';
  return `gofy-${name}-${day}.json`;
}

/** A `blob:` address of the file; the caller revokes it when the link goes. */
export function dataFileUrl(text: string): string {
  return URL.createObjectURL(new Blob([text], { type: 'application/json' }));
}
