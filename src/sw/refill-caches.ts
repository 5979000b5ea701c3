/// <reference lib="webworker" />
import { cacheNames } from 'workbox-core';
import { getCacheKeyForURL } from 'workbox-precaching';
import { refuseResponse } from './cache-policy';

declare const self: ServiceWorkerGlobalScope;

/**
 * What puts back the caches of this version when they were emptied while it ran (WebKit does
 * so after a sign-out's `Clear-Site-Data`, and keeps the worker running): the build's files of
 * `manifest` that are missing, fetched afresh, then `thenAlso` (the pages the browser answers
 * by itself, the deployment's settings). Only the build's own files: nothing of a user was
 * ever in them. One refill at a time, however many ask.
 */
export function refillerOf(
  manifest: readonly { readonly url: string }[],
  thenAlso: () => Promise<void>,
): () => Promise<void> {
  let refilling: Promise<void> | undefined;
  const refill = async () => {
    const precache = await caches.open(cacheNames.precache);
    for (const { url } of manifest) {
      const file = new URL(url, self.location.origin).href;
      const key = getCacheKeyForURL(file) ?? file;
      if (await precache.match(key)) continue;
      const response = await fetch(key, { cache: 'reload', credentials: 'same-origin' });
      if (response.ok && !refuseResponse(response)) await precache.put(key, response);
    }
    await thenAlso();
  };
  return () => {
    refilling ??= refill().finally(() => {
      refilling = undefined;
    });
    return refilling;
  };
}
