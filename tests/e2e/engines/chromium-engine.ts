import type { Browser, ElementHandle, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { watchPageProblems } from '../support/page-checks';
import { type BrowserEngine, callExpression, type EnginePage, type InPage } from './engine';

/**
 * Chromium (Debian's headless shell) through Playwright: each page in a browser context of
 * its own. Console errors, uncaught errors and policy violations come from the DevTools
 * protocol, from the first script of every document.
 */
export async function startChromium(): Promise<BrowserEngine> {
  const browser: Browser = await launchChromium();
  return {
    name: 'chromium',
    async openPage({ language, viewport }) {
      const context = await browser.newContext({ locale: language, ...(viewport && { viewport }) });
      // One list per tab of the profile, each filled from that tab's first document.
      const reported: string[][] = [];
      const profile: Profile = {
        async openTab() {
          const tab = await context.newPage();
          reported.push(watchPageProblems(tab));
          return chromiumPage(tab, profile, () => tab.close());
        },
        problems: () => reported.flat(),
      };
      const page = await context.newPage();
      reported.push(watchPageProblems(page));
      return chromiumPage(page, profile, () => context.close());
    },
    close: () => browser.close(),
  };
}

/** The tabs of one browser context: another opened in it, and what all of them reported. */
interface Profile {
  openTab(): Promise<EnginePage>;
  problems(): string[];
}

function chromiumPage(page: Page, profile: Profile, close: () => Promise<void>): EnginePage {
  const element = async <Arg>(find: InPage<Arg, Element | null>, arg: Arg) => {
    const handle = (await page.evaluateHandle(callExpression(find, arg))).asElement();
    if (!handle) throw new Error(`Nothing on ${page.url()} matches ${JSON.stringify(arg)}`);
    return handle as ElementHandle<HTMLElement>;
  };
  return {
    engine: 'chromium',
    async goto(url) {
      await page.goto(url);
    },
    async reload() {
      await page.reload();
    },
    evaluate: (script, arg) => page.evaluate(callExpression(script, arg)),
    async click(find, arg) {
      await (await element(find, arg)).click();
    },
    async type(find, arg, text) {
      const field = await element(find, arg);
      await field.fill('');
      await field.type(text);
    },
    async choose(find, arg, value) {
      await (await element(find, arg)).selectOption(value);
    },
    openTab: () => profile.openTab(),
    problems: async () => profile.problems(),
    close,
  };
}
