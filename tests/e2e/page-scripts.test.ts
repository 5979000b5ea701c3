import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { locales } from '../../src/config/languages';
import { setUpPortal } from './support/portal-page';

/**
 * Everything /login loads by itself before anyone touches it, up front or not: the passkey
 * autofill and the SSO calls it makes, the service worker's registration, the page's foot. The byte
 * budget (tests/build/budgets.test.ts) holds what the HTML names; this one holds the rest too,
 * as a reader's browser really fetches it, so a chunk that starts loading at arrival, or a
 * module copied into two of them, shows here.
 */
const allScriptsBudget = 68.6 * 1024;

const shared = setUpPortal();

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe.each(locales)('the scripts /login loads on its own, in %s', (locale) => {
  it('stay within their budget', async () => {
    const context = await shared.browser.newContext({ locale });
    const page = await context.newPage();
    const scripts: Promise<[string, number]>[] = [];
    page.on('response', (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      const file = new URL(response.url()).pathname;
      scripts.push(response.body().then((body) => [file, gzipSync(body, { level: 9 }).length]));
    });
    await page.goto(`${shared.portal.url}/login`);
    // The last of what the page starts by itself: the worker, registered once the page is idle.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForLoadState('networkidle');

    const sizes = await Promise.all(scripts);
    const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
    console.log(
      [
        `/login in ${locale}, every script it loads on its own, gzip -9:`,
        ...sizes.map(([file, bytes]) => `  ${kb(bytes).padStart(9)}  ${file}`),
        `  ${kb(total).padStart(9)}  in all (budget ${kb(allScriptsBudget)})`,
      ].join('\n'),
    );
    expect(new Set(sizes.map(([file]) => file)).size).toBe(sizes.length);
    expect(total).toBeLessThanOrEqual(allScriptsBudget);
    await context.close();
  });
});
