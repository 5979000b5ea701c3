import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import {
  type BrowserEngine,
  type BrowserLanguage,
  callExpression,
  type EnginePage,
  type InPage,
  type Viewport,
} from './engine';

/** Debian's Firefox ESR. */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Firefox through WebDriver BiDi (puppeteer-core; no geckodriver): each page in a user context
 * of its own. The browser's languages are a preference of the whole browser, so there is one
 * browser per language, started when first asked for. Console errors, uncaught errors and
 * policy violations (which Firefox writes to the console) come from BiDi's log events.
 */
export async function startFirefox(): Promise<BrowserEngine> {
  if (!existsSync(firefoxPath)) {
    throw new Error(
      `firefox-esr not found at ${firefoxPath}. Install it (apt-get install -y firefox-esr) or set FIREFOX_PATH.`,
    );
  }
  const browsers = new Map<BrowserLanguage, Promise<Browser>>();
  const browserFor = (language: BrowserLanguage) => {
    let browser = browsers.get(language);
    if (!browser) {
      browser = launchFirefox(language);
      browsers.set(language, browser);
    }
    return browser;
  };
  return {
    name: 'firefox',
    async openPage({ language, viewport }) {
      const context = await (await browserFor(language)).createBrowserContext();
      // What every tab of the user context reported, in one list.
      const problems: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() === 'error') {
            problems.push(`console: ${message.text()} (${message.location().url ?? ''})`);
          }
        });
        page.on('pageerror', (error) => {
          problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`);
        });
        return page;
      };
      const profile: Profile = {
        async openTab() {
          const tab = watch(await context.newPage());
          return firefoxPage(tab, profile, () => tab.close());
        },
        problems: () => [...problems],
      };
      const page = watch(await context.newPage());
      if (viewport) await sizeViewport(page, viewport);
      return firefoxPage(page, profile, () => context.close());
    },
    async close() {
      const started = await Promise.allSettled(browsers.values());
      await Promise.all(
        started.map((result) => (result.status === 'fulfilled' ? result.value.close() : null)),
      );
    },
  };
}

function launchFirefox(language: BrowserLanguage): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    protocol: 'webDriverBiDi',
    headless: true,
    extraPrefsFirefox: {
      'intl.accept_languages': language,
      // Nothing that calls home: on a machine without the internet those calls fail slowly.
      'app.update.enabled': false,
      'browser.safebrowsing.downloads.remote.enabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
    },
  });
}

/** The tabs of one user context: another opened in it, and what all of them reported. */
interface Profile {
  openTab(): Promise<EnginePage>;
  problems(): string[];
}

function firefoxPage(page: Page, profile: Profile, close: () => Promise<void>): EnginePage {
  const element = async <Arg>(find: InPage<Arg, Element | null>, arg: Arg) => {
    const handle = (await page.evaluateHandle(callExpression(find, arg))).asElement();
    if (!handle) throw new Error(`Nothing on ${page.url()} matches ${JSON.stringify(arg)}`);
    return handle as ElementHandle<HTMLElement>;
  };
  return {
    engine: 'firefox',
    async goto(url) {
      await page.goto(url);
    },
    async reload() {
      await page.reload();
    },
    evaluate: async <Arg, Result>(script: InPage<Arg, Result>, arg: Arg) =>
      (await page.evaluate(callExpression(script, arg))) as Result,
    async click(find, arg) {
      await (await element(find, arg)).click();
    },
    async type(find, arg, text) {
      const field = await element(find, arg);
      // Typing over a selection replaces it, as a person's first key would.
      await field.evaluate((input) => (input as HTMLInputElement).select());
      if (text === '') await field.press('Backspace');
      else await field.type(text);
    },
    async choose(find, arg, value) {
      await (await element(find, arg)).select(value);
    },
    openTab: () => profile.openTab(),
    problems: async () => profile.problems(),
    close,
  };
}

/**
 * The page's viewport set to `viewport`. puppeteer sends BiDi's `browsingContext.setViewport`
 * and `emulation.setScreenOrientationOverride` together; Firefox ESR 140 does not know the
 * second and refuses it though the first has taken. Only that refusal is let through, and only
 * once the page is seen at the asked width, so a page of another size never passes for it.
 */
async function sizeViewport(page: Page, viewport: Viewport): Promise<void> {
  try {
    await page.setViewport(viewport);
  } catch (error) {
    if (!String(error).includes('unknown command emulation.setScreenOrientationOverride')) {
      throw error;
    }
    // Both commands were sent at once; the refusal may come back before the size has taken.
    await page
      .waitForFunction(
        (width, height) => window.innerWidth === width && window.innerHeight === height,
        { timeout: 5000 },
        viewport.width,
        viewport.height,
      )
      .catch(async () => {
        const size = await page.evaluate(() => [window.innerWidth, window.innerHeight]);
        throw new Error(
          `Firefox kept a ${size.join(' x ')} viewport for ${viewport.width} x ${viewport.height}`,
          { cause: error },
        );
      });
  }
}
