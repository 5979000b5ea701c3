import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { englishContext, launchChromium } from './browser';
import { watchPageProblems } from './page-checks';

interface Closable {
  close(): Promise<unknown>;
}

/**
 * Registers the hooks of a file whose tests start their own portals and contexts: one Chromium
 * for the file; after each test, what it opened is closed, the latest first, and every page it
 * watched must have reported no problem but the one that page expects. The returned fields are
 * set by those hooks: read them through the object.
 */
export function setUpOwnPages() {
  let browser: Browser;
  const opened: Closable[] = [];
  /** What each page reported going wrong, and the console error its test provokes. */
  const watched: { problems: string[]; expected: RegExp | undefined }[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async () => {
    for (const item of opened.splice(0).reverse()) await item.close();
    const problems = watched
      .splice(0)
      .flatMap(({ problems, expected }) => problems.filter((text) => !expected?.test(text)));
    expect(problems).toEqual([]);
  });

  const own = {
    get browser() {
      return browser;
    },
    /** `item`, closed after the test (before what was opened earlier). */
    closeAfter<T extends Closable>(item: T): T {
      opened.push(item);
      return item;
    },
    /** Makes `page`'s problems fail the test, but those matching `expected`. */
    watch(page: Page, expected?: RegExp): Page {
      watched.push({ problems: watchPageProblems(page), expected });
      return page;
    },
    /** A browser context closed after the test. */
    async newContext(options: BrowserContextOptions = englishContext): Promise<BrowserContext> {
      return own.closeAfter(await browser.newContext(options));
    },
    /** A watched page in a context of its own; `expected` is a console error its test provokes. */
    async newPage(options: BrowserContextOptions = englishContext, expected?: RegExp) {
      return own.watch(await (await own.newContext(options)).newPage(), expected);
    },
  };
  return own;
}
