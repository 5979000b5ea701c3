import { existsSync } from 'node:fs';
import { type Browser, type BrowserContextOptions, chromium } from 'playwright-core';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium, headless. The flags keep it from calling home: on a machine without
 * internet those background connections fail, slowly and many at a time.
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
    ],
  });
}

export const englishContext: BrowserContextOptions = { locale: 'en-US' };
