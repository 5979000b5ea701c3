let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/**
 * The list of common passwords a new one is checked against (src/validation/password-rules.js),
 * fetched only by the page that needs it: at tens of kilobytes, it has no place on the sign-in
 * page.
 */
export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  // Named so the service worker can leave it out of the precache every visitor downloads.
  commonPasswords ??= import(
    /* webpackChunkName: "common-passwords" */ './common-passwords.txt?raw'
  ).then(
    ({ default: text }) => new Set(text.split('\n').filter(Boolean)),
    (error: unknown) => {
      // Let a later visit try again (the chunk may come back once the network does).
      commonPasswords = undefined;
      throw error;
    },
  );
  return commonPasswords;
}
