import { existsSync } from 'node:fs';
import {
  type Browser,
  type BrowserContextOptions,
  chromium,
  type LaunchOptions,
} from 'playwright-core';
import { withOnlineStatus } from './online-status';

/** Debian's Chromium: the browser brokers run. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell: the same Blink and V8 without the browser around them (tabs,
 * profiles, the back/forward cache, installation). It takes about half the CPU of the full
 * browser per test, which on two cores is most of the suite's time; Playwright runs headless
 * tests in it by default for the same reason.
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Flags that keep Chromium from calling home: on a machine without internet those
 * background connections fail, slowly and many at a time.
 */
export const chromiumArgs = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
];

function installed(executablePath: string, debianPackage: string, variable: string): string {
  if (!existsSync(executablePath)) {
    throw new Error(
      `${debianPackage} not found at ${executablePath}. Install it (apt-get install -y ${debianPackage}) or set ${variable}.`,
    );
  }
  return executablePath;
}

/** The headless shell, for tests of what the page does. */
export async function launchChromium(): Promise<Browser> {
  return launchFollowingOnlineStatus({
    executablePath: installed(
      headlessShellPath,
      'chromium-headless-shell',
      'CHROMIUM_HEADLESS_SHELL_PATH',
    ),
    headless: true,
    args: chromiumArgs,
  });
}

/** Chromium launched with `options`, its pages told when the tests take the network away. */
export async function launchFollowingOnlineStatus(options: LaunchOptions): Promise<Browser> {
  return withOnlineStatus(await chromium.launch(options));
}

/**
 * The full browser, headless, for tests of what only it does: the back/forward cache
 * (`withBackForwardCache`) and installation.
 */
export function fullChromium(options: { withBackForwardCache?: boolean } = {}): LaunchOptions {
  return {
    executablePath: installed(chromiumPath, 'chromium', 'CHROMIUM_PATH'),
    headless: true,
    args: chromiumArgs,
    // Playwright turns the back/forward cache off by default; brokers' browsers have it on.
    ignoreDefaultArgs: options.withBackForwardCache ? ['--disable-back-forward-cache'] : [],
  };
}

export const englishContext: BrowserContextOptions = { locale: 'en-US' };

/** An office computer's screen, a common phone's, and the narrowest one the portal is made for. */
export const desktopScreen = { width: 1280, height: 800 } as const;
export const phoneScreen = { width: 360, height: 740 } as const;
export const narrowPhoneScreen = { width: 320, height: 640 } as const;

/** A phone's browser: its screen (`phoneScreen` unless told), touch, and a mobile viewport. */
export function phoneContext(options: BrowserContextOptions = {}): BrowserContextOptions {
  return { ...englishContext, viewport: phoneScreen, isMobile: true, hasTouch: true, ...options };
}

/** The browser of a broker in Brazil on an office computer. */
export const portugueseDesktop: BrowserContextOptions = {
  viewport: desktopScreen,
  locale: 'pt-BR',
};
