import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { SsoServiceOptions } from '../../../dev-server/app.js';
import { englishContext, launchChromium } from './browser';
import { watchPageProblems } from './page-checks';
import { startPortal } from './portal-server';

export interface PortalPageOptions {
  /** For the one SSO service the file's tests share, as `startPortal` takes them. */
  portal?: SsoServiceOptions;
  /** Console errors the file's tests provoke on purpose; any other problem fails the test. */
  expectedProblems?: RegExp;
  /** For a file that needs Chromium started otherwise than `launchChromium` does. */
  launch?: () => Promise<Browser>;
}

/**
 * Registers the hooks that start one Chromium and one portal for a file of browser tests, and
 * close them after it. The returned fields are set by those hooks: read them through the
 * object, not once at the top of the file.
 */
export function setUpPortal(options: Pick<PortalPageOptions, 'portal' | 'launch'> = {}) {
  let browser: Browser;
  let portal: Awaited<ReturnType<typeof startPortal>>;

  beforeAll(async () => {
    browser = await (options.launch ?? launchChromium)();
    portal = await startPortal(options.portal);
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  return {
    get browser() {
      return browser;
    },
    get portal() {
      return portal;
    },
  };
}

/**
 * Registers the hooks of a file of browser tests: one Chromium and one portal for the file, and
 * for each test a fresh English context with one page, which must have reported no problems
 * (but `expectedProblems`) by the time the test ends. The returned fields are set by those
 * hooks, so tests and hooks read them through the object, not once at the top of the file.
 */
export function setUpPortalPage(options: PortalPageOptions = {}) {
  const { expectedProblems } = options;
  const shared = setUpPortal(options);
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeEach(async () => {
    context = await shared.browser.newContext(englishContext);
    page = await context.newPage();
    problems = watchPageProblems(page);
  });

  afterEach(async () => {
    await context.close();
    expect(problems.filter((problem) => !expectedProblems?.test(problem))).toEqual([]);
  });

  return {
    get browser() {
      return shared.browser;
    },
    get portal() {
      return shared.portal;
    },
    /** The current test's context and page. */
    get context() {
      return context;
    },
    get page() {
      return page;
    },
    /** What the current test's page reported going wrong so far (`watchPageProblems`). */
    get problems() {
      return problems;
    },
  };
}

/** What `setUpPortalPage` gives a file's tests, for modules that register some of them. */
export type PortalPage = ReturnType<typeof setUpPortalPage>;

/** What `setUpPortal` gives a file's tests, for modules that register some of them. */
export type SharedPortal = ReturnType<typeof setUpPortal>;

/** Runs `use` on a page of a browser context of its own, closed after it, pass or fail. */
export async function withPage<T>(
  browser: Browser,
  options: BrowserContextOptions,
  use: (page: Page, context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext(options);
  try {
    return await use(await context.newPage(), context);
  } finally {
    await context.close();
  }
}
