import type { Page } from 'playwright-core';

declare global {
  interface Window {
    /** Installed by `followPageActivity`. */
    pageActivity?: { settled(): Promise<void> };
  }
}

/**
 * Follows what the page has under way: its fetches until their bodies are read, and the
 * scripts and stylesheets it adds (the code it loads on demand) until they load or fail. Call
 * before the page loads; then `pageSettled` tells when all of it is done.
 */
export async function followPageActivity(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const pending = new Set<Promise<unknown>>();
    const track = <T>(work: Promise<T>): Promise<T> => {
      pending.add(work);
      const forget = () => pending.delete(work);
      work.then(forget, forget);
      return work;
    };

    const fetch = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof fetch>) => track(fetch(...args));
    for (const read of ['arrayBuffer', 'blob', 'json', 'text'] as const) {
      const original = Response.prototype[read] as (this: Response) => Promise<unknown>;
      Object.defineProperty(Response.prototype, read, {
        configurable: true,
        writable: true,
        value(this: Response) {
          return track(original.call(this));
        },
      });
    }

    // Code loaded on demand arrives as <script> and <link rel=stylesheet> elements.
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          const loads =
            (node instanceof HTMLScriptElement && node.src !== '') ||
            (node instanceof HTMLLinkElement && node.rel === 'stylesheet');
          if (loads) {
            track(
              new Promise((resolve) => {
                node.addEventListener('load', resolve, { once: true });
                node.addEventListener('error', resolve, { once: true });
              }),
            );
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });

    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    window.pageActivity = {
      async settled() {
        do {
          await Promise.allSettled([...pending]);
          // What the page does with an answer or with new code (React's render among it)
          // is done by the second frame after.
          await frame();
          await frame();
        } while (pending.size > 0);
      },
    };
  });
}

/**
 * Resolves once the page has nothing under way: every fetch answered and read, every script it
 * added loaded, and what those started done too. A check that something did *not* happen
 * looks after this, the moment by which it would have.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    if (!window.pageActivity) throw new Error('followPageActivity was not called for this page');
    await window.pageActivity.settled();
  });
}
