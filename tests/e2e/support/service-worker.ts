import type { Page } from 'playwright-core';

/** Waits until a service worker controls the page (the first one claims it on activation). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(
    () => navigator.serviceWorker?.controller?.state === 'activated',
    null,
    {
      timeout: 15_000,
    },
  );
}

/**
 * Cuts the network of the page's browser context, once the portal's service worker controls
 * the page. Called while the page was still registering its worker (which the portal does
 * once a first page is idle), `setOffline` once never returned: Chromium left the emulation
 * unanswered. A broker's network has no such call to wait on; the wait is the test's own.
 */
export async function cutNetwork(page: Page): Promise<void> {
  await waitForServiceWorkerControl(page);
  await page.context().setOffline(true);
}

export interface CachedEntry {
  readonly cache: string;
  readonly url: string;
  readonly method: string;
}

/** Every entry of every cache of the origin, as the page's scripts can list them. */
export async function listCacheStorage(page: Page): Promise<CachedEntry[]> {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; method: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        entries.push({ cache: name, url: request.url, method: request.method });
      }
    }
    return entries;
  });
}

/**
 * Stops the origin's service workers, as the browser does with one idle for a while, and
 * waits until Chromium reports each stopped.
 */
export async function stopServiceWorkers(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const running = new Map<string, string>();
  let settle: () => void = () => {};
  const allStopped = new Promise<void>((resolve) => {
    settle = resolve;
  });
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) running.set(version.versionId, version.runningStatus);
    if ([...running.values()].every((status) => status === 'stopped')) settle();
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await allStopped;
  await cdp.detach();
}

/** How the last navigation of the page was answered, as its Navigation Timing says. */
export async function navigationSource(
  page: Page,
): Promise<{ readonly workerStarted: boolean; readonly routerSource: string }> {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType(
      'navigation',
    )[0] as PerformanceNavigationTiming & {
      workerFinalSourceType?: string;
    };
    return {
      workerStarted: navigation.workerStart > 0,
      routerSource: navigation.workerFinalSourceType ?? '',
    };
  });
}
