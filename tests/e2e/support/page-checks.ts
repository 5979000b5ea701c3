import type { BrowserContext, Page } from 'playwright-core';

/**
 * What Chromium says of a response header it could not fully apply, as a warning: a feature
 * of `Permissions-Policy` it does not know, which then turns nothing off.
 */
export const headerWarning = /Unrecognized feature|Error with Permissions-Policy header/;

/**
 * Collects what the page reports going wrong: uncaught errors, console errors (CSP violations
 * among them), React's hydration warnings and the browser's warnings about the page's headers.
 * A browser test ends by expecting none.
 */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    // A 401 from whoami is how a signed-out visitor is recognised, not a fault; Chromium
    // logs every failed fetch as a console error, so only that one is set aside.
    if (/Failed to load resource: the server responded with a status of 401/.test(text)) return;
    // The location names the failed resource, which the message itself leaves out.
    const where = message.location().url;
    // Sign-out's Clear-Site-Data makes Chromium fetch the tab's icon again while it tears the
    // service worker down, and that one fetch can lose the race. The page has nothing to do
    // with it, and the icon's next fetch goes to the network.
    if (/ERR_INVALID_ARGUMENT/.test(text) && where.endsWith('/favicon.svg')) return;
    if (message.type() === 'error' || /hydrat/i.test(text) || headerWarning.test(text))
      problems.push(`console: ${text}${where ? ` (${where})` : ''}`);
  });
  return problems;
}

/**
 * The console error of the page of an unknown address (`/no-such-page`, visited on purpose),
 * which comes with status 404: Chromium logs it or not depending on how soon the next page
 * replaces it.
 */
export const notFoundPageLoad = /status of 404 .*\/no-such-page\)$/;

/** Everything the page can reach of its own storage, for looking for secrets. */
export async function readClientStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const dump: Record<string, unknown> = {
      localStorage: { ...localStorage },
      sessionStorage: { ...sessionStorage },
      cookie: document.cookie,
      indexedDB: [] as unknown[],
    };
    const databases = (await indexedDB.databases?.()) ?? [];
    (dump.indexedDB as unknown[]).push(...databases.map((db) => db.name));
    return JSON.stringify(dump);
  });
}

export async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'gofy_session');
}

/** Asks the SSO service who is signed in, with the page's cookies, as the portal does. */
export async function whoamiStatus(page: Page): Promise<number> {
  return page.evaluate(async () => (await fetch('/api/sso/whoami', { cache: 'no-store' })).status);
}

/** Whoami as the server sees the context's cookie, unaffected by the page being offline. */
export async function serverWhoamiStatus(context: BrowserContext, url: string): Promise<number> {
  return (await context.request.get(`${url}/api/sso/whoami`)).status();
}
