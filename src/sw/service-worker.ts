/// <reference lib="webworker" />
/**
 * The portal's service worker: serves the build's files and prerendered pages from its
 * precache so the portal opens offline and instantly, and caches nothing at run time.
 * A new version waits until the page asks it to take over (the page knows when no form has
 * input and no request is in flight); it never skips waiting by itself.
 */
import { cacheNames } from 'workbox-core';
import {
  addPlugins,
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { builtEnv } from '../config/built-env';
import { deployConfigUrl } from '../config/config';
import { isLocale, type Locale, localizedFile } from '../config/languages';
import { parseConfig } from '../config/parse-config';
import { notFoundPage, prerenderedPages } from '../config/portal-paths';
import { refuseRequest, refuseResponse } from './cache-policy';
import { offlinePage } from './offline-page';
import {
  keptLanguage,
  pagesCacheName,
  pageToKeep,
  removeOtherPageCaches,
  routeToCaches,
} from './page-routes';
import { buildQuery, portalBuild } from './portal-build';
import { refillerOf } from './refill-caches';
import { takeChargeRequest } from './take-charge';
import { workerReaderLocale } from './worker-locale';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

// The build's service paths (the worker does not read config.json). A second guard: no route
// below answers a service's requests, wherever a deployment puts them.
const apiPaths = Object.values(parseConfig(builtEnv).services)
  .filter((base) => base.startsWith('/'))
  .map((base) => base.replace(/\/+$/, ''));

// Registered before Workbox's own listener: a request the policy refuses is left to the
// network untouched, and no later handler may answer or store it.
self.addEventListener('fetch', (event) => {
  if (refuseRequest(event.request, self.location.origin, apiPaths)) {
    event.stopImmediatePropagation();
  }
});

// The precache downloads only the build's files, but if one ever came back refusable (an
// error page, a no-store answer from a misconfigured host) it is not stored.
addPlugins([
  {
    cacheWillUpdate: async ({ request, response }) =>
      refuseRequest(request, self.location.origin, apiPaths) || refuseResponse(response)
        ? null
        : response,
  },
]);

// A precached page (`/` is `/index.html` to the precache) missing from its emptied cache and
// unreachable: the portal's offline page rather than the engine's error; the caches filled
// again meanwhile.
addPlugins([
  {
    handlerDidError: async ({ request, event }) => {
      if (request.mode !== 'navigate') return undefined;
      event.waitUntil(refillCaches());
      return offlinePage(await workerReaderLocale());
    },
  },
]);

const manifest = self.__WB_MANIFEST;

// The prerendered pages (`/login` is `login/index.html`, `login/index.en.html`), in the
// reader's language, as the host would choose it. Registered first: it is the one route that
// answers them.
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && request.mode === 'navigate' && prerenderedFile(url.pathname) !== undefined,
  async ({ request, url, event }) => {
    const file = prerenderedFile(url.pathname) ?? '';
    const locale = await workerReaderLocale();
    const page =
      (await matchPrecache(`/${localizedFile(file, locale)}`)) ?? (await matchPrecache(`/${file}`));
    if (!page) return fromNetwork(request, event, locale);
    // The browser's own copy follows the reader's language, for when this worker is stopped.
    if (keptPaths.includes(url.pathname)) event.waitUntil(keepPages(locale, false));
    return page;
  },
);

/**
 * A page the precache should have held and did not: its caches were emptied under it (WebKit
 * does so after a sign-out's `Clear-Site-Data` and keeps the worker running). The network's
 * copy if there is one, else the portal's offline page; and the caches filled again.
 */
async function fromNetwork(
  request: Request,
  event: ExtendableEvent,
  locale?: Locale,
): Promise<Response> {
  event.waitUntil(refillCaches());
  try {
    return await fetch(request);
  } catch {
    return offlinePage(locale ?? (await workerReaderLocale()));
  }
}

precacheAndRoute(manifest);
cleanupOutdatedCaches();

// The pages the browser answers by itself while this worker is stopped (see page-routes.ts):
// the prerendered ones, at their own paths. Not the not-found page, which has none.
const keptPaths = prerenderedPages.filter((page) => page !== notFoundPage).map((page) => page.path);
const pagesCache = pagesCacheName(
  manifest
    .map((entry) => (typeof entry === 'string' ? entry : `${entry.url}@${entry.revision}`))
    .filter((entry) => entry.includes('.html')),
);

/**
 * Keeps each page in `locale` where the browser's rules find it. `always` rewrites them (a
 * new version, a language the reader chose); otherwise only pages kept in another language.
 */
async function keepPages(locale: Locale, always: boolean): Promise<void> {
  const cache = await caches.open(pagesCache);
  await Promise.all(
    keptPaths.map(async (path) => {
      if (!always && keptLanguage(await cache.match(path)) === locale) return;
      const file = prerenderedFile(path) ?? '';
      const page = await matchPrecache(`/${localizedFile(file, locale)}`);
      if (page) await cache.put(path, await pageToKeep(page, locale));
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    routeToCaches(event, [
      ...keptPaths.map((pathname) => ({ pathname, cacheName: pagesCache })),
      // The build's hashed files, which never change under a name: the precache answers them
      // too. A page's script is fetched while the page is parsed, and starting the worker for
      // it then held a returning broker's first paint back (about 17 ms on a desktop).
      { pathname: '/static/*', cacheName: cacheNames.precache },
    ]),
  );
});

// Filled once this version is in charge, from its precache, which is complete by then.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    workerReaderLocale()
      .then((locale) => keepPages(locale, true))
      .then(() => removeOtherPageCaches(pagesCache)),
  );
});

/**
 * The build's file of the prerendered page at `pathname`, in the default language. The
 * not-found page is not one: it is what other paths get from a host, not a path of its own.
 */
function prerenderedFile(pathname: string): string | undefined {
  const path = pathname.replace(/(.)\/$/, '$1');
  return prerenderedPages.find((page) => page.path === path && page !== notFoundPage)?.file;
}

// Any other page of the portal (`/`, a deep link, a reset link with its token) gets the app
// shell from the precache; the URL itself is never stored.
registerRoute(
  new NavigationRoute(
    async ({ request, event }) =>
      (await matchPrecache('/index.html')) ?? fromNetwork(request, event),
    { denylist: [/^\/api(\/|$)/] },
  ),
);

// Caches emptied under this version are filled again (refill-caches.ts), with the pages kept
// in the reader's language and the deployment's settings.
const refillCaches = refillerOf(manifest, async () => {
  await keepPages(await workerReaderLocale(), false);
  await keepDeployConfig();
});

// The deployment's settings (config.ts) are public, and change without a new build: always the
// network's copy when there is one, within a few seconds on a poor connection; the last copy
// seen when offline, so the installed portal still opens and can finish a sign-out.
const deployConfigCache = 'gofy-deploy-config';
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === deployConfigUrl,
  new NetworkFirst({ cacheName: deployConfigCache, networkTimeoutSeconds: 4 }),
);
// The page read its settings before this worker existed: a first copy is taken now, so the
// portal opens offline from the very first visit. A host without the file needs none.
self.addEventListener('install', (event) => {
  event.waitUntil(keepDeployConfig());
});

function keepDeployConfig(): Promise<void> {
  return fetch(deployConfigUrl, { cache: 'no-cache' })
    .then(async (response) => {
      if (response.ok) await (await caches.open(deployConfigCache)).put(deployConfigUrl, response);
    })
    .catch(() => {});
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; locale?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // A page tells a worker of another build (a new version) from its own by asking.
  if (data?.type === buildQuery) event.ports[0]?.postMessage(portalBuild);
  // A sign-out's answer cleared the site's data, and this worker outlived it (WebKit).
  if (data?.type === 'REFILL') event.waitUntil(refillCaches());
  // The reader chose a language with the page's switch: the next page comes in it even when
  // this worker is stopped by then.
  if (data?.type === 'LANGUAGE' && isLocale(data.locale)) {
    event.waitUntil(keepPages(data.locale, false));
  }
  // The first worker takes charge of the pages open when it activated, so the portal works
  // offline from the first visit: asked by the page once this worker is activated
  // (take-charge.ts), not while it activates. Later versions wait for the page's go-ahead.
  if (data?.type === takeChargeRequest) event.waitUntil(self.clients.claim());
});
