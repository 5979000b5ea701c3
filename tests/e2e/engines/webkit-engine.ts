import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { Builder, type WebDriver, type WebElement } from 'selenium-webdriver';
import { freePort } from '../support/free-port';
import {
  type BrowserEngine,
  type BrowserLanguage,
  callExpression,
  type EnginePage,
  type InPage,
  type Viewport,
} from './engine';
import { recordProblems, takeRecordedProblems } from './in-page';

/** WebKitGTK's WebDriver and the browser it drives, from Debian's webkit2gtk-driver. */
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const miniBrowserPath =
  process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * WebKitGTK (the engine of every iPhone browser) through classic WebDriver (selenium-webdriver
 * and WebKitWebDriver), on an X server of its own (Xvfb): its MiniBrowser has no headless
 * mode. Every page is a browser of its own, with an ephemeral profile in the language of the
 * environment it starts in (LANG), driven by a WebKitWebDriver of its own.
 *
 * WebKitWebDriver reports no console messages, and WebKitGTK's HTTP inspector cannot run
 * beside automation (setting it stops the automation server from starting): what goes wrong
 * is recorded by a listener the engine adds to each document once it has loaded, so an error
 * thrown before the `load` event is not seen here. Policy violations are seen in full in
 * every engine by the service's report endpoint (tests/e2e/journeys/world.ts).
 */
export async function startWebKit(): Promise<BrowserEngine> {
  for (const [path, variable] of [
    [webkitDriverPath, 'WEBKIT_DRIVER_PATH'],
    [miniBrowserPath, 'WEBKIT_BROWSER_PATH'],
  ] as const) {
    if (!existsSync(path)) {
      throw new Error(
        `${path} not found. Install it (apt-get install -y webkit2gtk-driver) or set ${variable}.`,
      );
    }
  }
  const display = await startXvfb();
  const browsers = new Set<RunningBrowser>();
  return {
    name: 'webkit',
    async openPage({ language, viewport }) {
      // A browser and a WebKitWebDriver of their own for every page: one driver kept for the
      // whole file now and then left a new session's request unanswered after the last was
      // closed (in about one run of the file in five, whichever journey came then).
      const browser = await startBrowser(display.name, language);
      browsers.add(browser);
      const stop = () => {
        browsers.delete(browser);
        browser.stop();
      };
      try {
        const driver = await new Builder()
          .usingServer(browser.driverUrl)
          .withCapabilities({ browserName: 'MiniBrowser' })
          .build();
        if (viewport) await sizeWindow(driver, viewport);
        const first = await driver.getWindowHandle();
        const windows: Windows = { current: first, pages: new Map(), problems: [] };
        return webkitPage(driver, windows, first, async () => {
          try {
            await driver.quit();
          } finally {
            stop();
          }
        });
      } catch (error) {
        stop();
        throw error;
      }
    },
    async close() {
      for (const browser of browsers) browser.stop();
      browsers.clear();
      display.stop();
    },
  };
}

interface RunningBrowser {
  /** The WebKitWebDriver that drives this browser alone. */
  readonly driverUrl: string;
  stop(): void;
}

/**
 * The window sized so that the page gets `viewport`: WebDriver sets the window's outer size,
 * and whatever the browser draws around the page comes off it.
 */
async function sizeWindow(driver: WebDriver, viewport: Viewport): Promise<void> {
  await driver.manage().window().setRect(viewport);
  const inner = await driver.executeScript<{ width: number; height: number }>(
    'return { width: window.innerWidth, height: window.innerHeight }',
  );
  await driver
    .manage()
    .window()
    .setRect({
      width: 2 * viewport.width - inner.width,
      height: 2 * viewport.height - inner.height,
    });
}

/** An X server on a display no other is using (Xvfb picks it and says which). */
async function startXvfb(): Promise<{ readonly name: string; stop(): void }> {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x900x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  const number = await new Promise<string>((resolve, reject) => {
    let told = '';
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      told += chunk.toString();
      if (told.includes('\n')) resolve(told.trim());
    });
    xvfb.once('error', (error) =>
      reject(new Error(`Xvfb could not start (apt-get install -y xvfb): ${error.message}`)),
    );
    xvfb.once('exit', (code) => reject(new Error(`Xvfb stopped at once (exit ${code})`)));
  });
  return { name: `:${number}`, stop: () => xvfb.kill() };
}

/**
 * MiniBrowser in automation mode with its inspector server on a port of ours, then a
 * WebKitWebDriver aimed at it (`--target`), each once it listens. Left to itself the driver
 * would start the browser on a port it picks in the kernel's ephemeral range and poll it every
 * 100 ms until the browser listens; now and then a poll's socket got that very port and
 * connected to itself, and the session never started. Our ports are outside that range
 * (support/free-port.ts). A port taken between the choice and the start makes a process exit:
 * both start again on new ports then.
 */
async function startBrowser(
  display: string,
  language: BrowserLanguage,
  attemptsLeft = 3,
): Promise<RunningBrowser> {
  const [inspectorPort, driverPort] = await Promise.all([freePort(), freePort()]);
  const processes: ChildProcess[] = [];
  const stop = () => {
    for (const child of processes) child.kill();
  };
  try {
    // The browser's language is the one of the environment it starts in.
    const browser = spawn(miniBrowserPath, ['--automation'], {
      stdio: 'ignore',
      env: {
        ...process.env,
        DISPLAY: display,
        LANG: `${language.replace('-', '_')}.UTF-8`,
        WEBKIT_INSPECTOR_SERVER: `127.0.0.1:${inspectorPort}`,
        // Scrollbars drawn over the page and taking no width, as the driver would start it
        // and as on an iPhone.
        GTK_OVERLAY_SCROLLING: '1',
      },
    });
    processes.push(browser);
    await untilListening('MiniBrowser', browser, () => acceptsConnections(inspectorPort));
    const driver = spawn(
      webkitDriverPath,
      [`--port=${driverPort}`, '--host=127.0.0.1', `--target=127.0.0.1:${inspectorPort}`],
      { stdio: 'ignore' },
    );
    processes.push(driver);
    const driverUrl = `http://127.0.0.1:${driverPort}`;
    await untilListening('WebKitWebDriver', driver, () =>
      fetch(`${driverUrl}/status`).then(
        (response) => response.ok,
        () => false,
      ),
    );
    return { driverUrl, stop };
  } catch (error) {
    stop();
    if (attemptsLeft > 1) return startBrowser(display, language, attemptsLeft - 1);
    throw error;
  }
}

function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function untilListening(
  name: string,
  child: ChildProcess,
  listens: () => Promise<boolean>,
): Promise<void> {
  let exited: number | null | undefined;
  child.once('exit', (code) => {
    exited = code;
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (exited !== undefined) throw new Error(`${name} stopped (exit ${exited})`);
    if (await listens()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${name} did not start listening within 5 s`);
}

/**
 * The windows (tabs) of one browser. WebDriver acts in one window at a time, the session's
 * current one: each page makes its own window current before anything it does.
 */
interface Windows {
  /** The session's current window; undefined once a tab has closed it. */
  current: string | undefined;
  /** Each open window's `collect`, so that the first page's `problems()` has every tab's. */
  readonly pages: Map<string, () => Promise<void>>;
  readonly problems: string[];
}

function webkitPage(
  driver: WebDriver,
  windows: Windows,
  handle: string,
  close: () => Promise<void>,
): EnginePage {
  const own = async () => {
    if (windows.current === handle) return;
    windows.current = handle;
    await driver.switchTo().window(handle);
  };
  const { problems } = windows;
  // Before anything that may replace the document, and after it: what the old one recorded
  // is kept, and the new one records from then on.
  const collect = async () => {
    await own();
    const recorded = await driver.executeScript<string[] | null>(
      `return (${takeRecordedProblems.toString()})()`,
    );
    problems.push(...(recorded ?? []));
    await driver.executeScript(`(${recordProblems.toString()})()`);
  };
  windows.pages.set(handle, collect);
  const run = async <Arg, Result>(script: InPage<Arg, Result>, arg: Arg) => {
    await own();
    return driver.executeScript<Result>(`return ${callExpression(script, arg)}`);
  };
  const element = async <Arg>(find: InPage<Arg, Element | null>, arg: Arg) => {
    const found = await run<Arg, WebElement | null>(find as InPage<Arg, never>, arg);
    if (!found) {
      throw new Error(`Nothing on ${await driver.getCurrentUrl()} matches ${JSON.stringify(arg)}`);
    }
    return found;
  };
  const acting = async <Result>(action: () => Promise<Result>): Promise<Result> => {
    await collect();
    const result = await action();
    await collect();
    return result;
  };
  return {
    engine: 'webkit',
    goto: (url) => acting(() => driver.get(url)),
    reload: () => acting(() => driver.navigate().refresh()),
    evaluate: run,
    click: (find, arg) => acting(async () => (await element(find, arg)).click()),
    type: (find, arg, text) =>
      acting(async () => {
        const field = await element(find, arg);
        // Typing over a selection replaces it, as a person's first key would.
        await driver.executeScript('arguments[0].select()', field);
        await field.sendKeys(text === '' ? '\uE003' : text);
      }),
    choose: (find, arg, value) =>
      acting(async () => {
        const menu = await element(find, arg);
        // WebDriver picks an option by clicking it, as a person does in the open menu.
        const option = await driver.executeScript<WebElement | null>(
          'return [...arguments[0].options].find((option) => option.value === arguments[1]) ?? null',
          menu,
          value,
        );
        if (!option) throw new Error(`The menu has no option of value ${value}`);
        await option.click();
      }),
    async openTab() {
      await own();
      await driver.switchTo().newWindow('tab');
      const tab = await driver.getWindowHandle();
      windows.current = tab;
      return webkitPage(driver, windows, tab, async () => {
        windows.pages.delete(tab);
        if (windows.current !== tab) await driver.switchTo().window(tab);
        windows.current = undefined;
        await driver.close();
      });
    },
    async problems() {
      for (const collectOf of windows.pages.values()) await collectOf();
      return [...problems];
    },
    close,
  };
}
