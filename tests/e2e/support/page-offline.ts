import type { CDPSession } from 'playwright-core';

const unthrottled = { latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/**
 * Takes a page alone off the network, through a DevTools session of its own, and gives back a
 * way to bring it back: the page's `offline` and `online` events fire and `navigator.onLine`
 * follows, while its service worker is left alone.
 *
 * For tests that need the page to see the network go and come back, not the worker to lose
 * it. `context.setOffline` is also sent to every service worker attached to the context, and
 * under load one such call never returned, with a single worker attached; a call to the
 * page's own session has no worker to wait on.
 *
 * The session is the caller's, kept open: detaching a second session of a page turns off the
 * virtual authenticator that an earlier session set up for it.
 */
export async function takePageOffline(pageSession: CDPSession) {
  await pageSession.send('Network.emulateNetworkConditions', { offline: true, ...unthrottled });
  return {
    bringBack: async () => {
      await pageSession.send('Network.emulateNetworkConditions', {
        offline: false,
        ...unthrottled,
      });
    },
  };
}
