import type { Browser, BrowserContext } from 'playwright-core';

/**
 * Makes `context.setOffline` tell the pages too, as a network that really goes does: their
 * `navigator.onLine` turns false and `offline` fires, and a page opened or reloaded meanwhile
 * reads false from its first script. Debian's Chromium 150 driven by playwright-core 1.65 cuts
 * the requests but leaves `navigator.onLine` true, so a page that says "Signing in needs a
 * connection" before anyone presses the button never learns it should. DevTools' own network
 * emulation does set it, but is lost at each navigation and said again only after the page's
 * script has started: a race. A script run before every document's own is not.
 */
function followOnlineStatus(context: BrowserContext): BrowserContext {
  const setOffline = context.setOffline.bind(context);
  const ready = context.addInitScript(() => {
    // The browser's own answer otherwise: a test may take one page off by DevTools alone.
    const own = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')?.get;
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get(this: Navigator) {
        if ((globalThis as { networkCut?: boolean }).networkCut === true) return false;
        return own ? (own.call(this) as boolean) : true;
      },
    });
  });
  context.setOffline = async (offline: boolean) => {
    await ready;
    await setOffline(offline);
    // Later scripts run later: the newest says the state for every document from now on.
    await context.addInitScript((cut) => {
      (globalThis as { networkCut?: boolean }).networkCut = cut;
    }, offline);
    await Promise.all(
      context.pages().map((page) =>
        page
          .evaluate((cut) => {
            (globalThis as { networkCut?: boolean }).networkCut = cut;
            window.dispatchEvent(new Event(cut ? 'offline' : 'online'));
          }, offline)
          // A page closing or navigating meanwhile reads the state from the script above.
          .catch(() => {}),
      ),
    );
  };
  return context;
}

/** `browser`, every context it makes following the online status as `followOnlineStatus` says. */
export function withOnlineStatus(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => followOnlineStatus(await newContext(...args));
  return browser;
}
