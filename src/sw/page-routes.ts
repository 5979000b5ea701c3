/// <reference lib="webworker" />
/**
 * The prerendered pages, answered by the browser itself while the worker is stopped.
 *
 * A worker the browser stopped for being idle (the usual state for a broker who comes back
 * later) takes tens of milliseconds to start on a desktop, hundreds on a phone, before it can
 * answer a navigation. The static routing API lets the worker leave the browser rules at
 * install: a navigation to `/login` while the worker is not running is answered from a cache,
 * and the worker is not started for it. The cache holds each page once, in the language the
 * reader last had, since a rule cannot read cookies or `Accept-Language`; the worker keeps it
 * in step whenever it runs, and when the page's language switch tells it.
 */

/** The static routing API's part of the install event, where the browser has it. */
interface RouterInstallEvent extends ExtendableEvent {
  addRoutes?: (rules: readonly RouterRule[]) => Promise<void>;
}

interface RouterRule {
  readonly condition: {
    readonly urlPattern: URLPattern;
    readonly requestMethod: string;
    readonly runningStatus: 'running' | 'not-running';
  };
  readonly source: { readonly cacheName: string };
}

declare const URLPattern: {
  new (init: { pathname: string; search: string }): URLPattern;
};
interface URLPattern {
  test(input: string): boolean;
}

/**
 * The cache of this version of the pages. Named after the pages' revisions, so a version
 * waiting to take over never changes what the version in charge answers with.
 */
export function pagesCacheName(revisions: readonly string[]): string {
  let hash = 5381;
  for (const character of revisions.join('|')) {
    hash = (Math.imul(hash, 33) + (character.codePointAt(0) ?? 0)) >>> 0;
  }
  return `gofy-pages-${hash.toString(36)}`;
}

/** A path (a URLPattern pathname: `*` for any rest) the browser answers from a cache. */
export interface CacheRoute {
  readonly pathname: string;
  readonly cacheName: string;
}

/**
 * Leaves the browser the rules for `routes`. Only a plain GET of the path: a query (a return
 * target, a reason) or a form sent without the script goes to the worker, which knows them.
 * A file missing from its cache comes from the network. False where the browser has no static
 * routing: the worker then answers as it always did.
 */
export async function routeToCaches(
  event: ExtendableEvent,
  routes: readonly CacheRoute[],
): Promise<boolean> {
  const { addRoutes } = event as RouterInstallEvent;
  if (typeof addRoutes !== 'function' || typeof URLPattern === 'undefined') return false;
  try {
    await addRoutes.call(
      event,
      routes.map(({ pathname, cacheName }) => ({
        condition: {
          urlPattern: new URLPattern({ pathname, search: '' }),
          requestMethod: 'GET',
          runningStatus: 'not-running',
        },
        source: { cacheName },
      })),
    );
    return true;
  } catch {
    // A browser that knows the API but not one of these conditions: the worker answers.
    return false;
  }
}

/** The language a kept page is in, as it was stored. */
export function keptLanguage(page: Response | undefined): string | null {
  return page?.headers.get('Content-Language') ?? null;
}

/**
 * The text of a page as kept for the browser: the build's, without the preload of its script.
 * The preload fetches the script while a page comes over a slow network; a kept page is read
 * from this device, as its script then is, and the early fetch only made the browser compile
 * the script while it painted the page (a returning broker saw the form about 20 ms later on
 * a two-core desktop). The script is still run after the first paint, as on any visit.
 */
export function keptPageText(built: string): string {
  return built.replace(/<link rel="preload" href="[^"]*" as="script"[^>]*>/g, '');
}

/**
 * A page to keep for the browser to answer with, marked with its language. Without `Vary`:
 * the copy is this reader's already, and a host's `Vary: Cookie, Accept-Language` would make
 * the browser's lookup miss it (the key was stored without those headers), leaving an offline
 * broker with no page.
 */
export async function pageToKeep(page: Response, language: string): Promise<Response> {
  const headers = new Headers(page.headers);
  headers.set('Content-Language', language);
  headers.delete('Vary');
  // The body's length changes; the browser works it out again.
  headers.delete('Content-Length');
  return new Response(keptPageText(await page.text()), {
    status: page.status,
    statusText: page.statusText,
    headers,
  });
}

/** Removes the pages kept by earlier versions, once this one is in charge. */
export async function removeOtherPageCaches(current: string): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith('gofy-pages-') && name !== current)
      .map((name) => caches.delete(name)),
  );
}
