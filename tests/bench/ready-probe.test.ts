import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../bench/browser.js';
import { type Readiness, watchReadiness } from '../../bench/ready-probe.js';
import { earlySubmitMark } from '../../src/early/early-submit';

// The bench's "ready" column is when a form would act on a submit. Each page below gets its
// missing piece at a moment the page notes itself (`window.lastStep`), and the probe must not
// call the form ready before it.

const html = (control: string) =>
  `<!doctype html><html lang="en"><body><div id="root"><form>` +
  `<input type="password">${control}</form></div></body></html>`;

let browser: Browser;
let origin: string;
const server = createServer((request, response) => {
  const control =
    request.url === '/input'
      ? '<input type="submit" value="Sign in">'
      : '<button type="submit" disabled>Loading</button>';
  response.writeHead(200, { 'Content-Type': 'text/html' }).end(html(control));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server.close(resolve));
});

async function probed(path: string, readiness: Readiness): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(watchReadiness, readiness);
  const page = await context.newPage();
  await page.goto(`${origin}${path}`);
  return page;
}

/** Runs `step` in the page and notes when it ran, on the page's clock. */
async function step(page: Page, step: () => void): Promise<void> {
  await page.evaluate(`(${step})(); window.lastStep = performance.now();`);
}

type Probed = { __benchTimes: { readyMs?: number }; lastStep: number };

async function readyAfterLastStep(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as Probed).__benchTimes.readyMs !== undefined,
  );
  const { readyMs, lastStep } = await page.evaluate(() => {
    const probed = window as unknown as Probed;
    return { readyMs: probed.__benchTimes.readyMs ?? Number.NaN, lastStep: probed.lastStep };
  });
  expect(readyMs).toBeGreaterThanOrEqual(lastStep);
  await page.context().close();
}

const react: Readiness = { submit: 'form button[type="submit"]', handler: 'react' };

describe('the bench’s ready probe', { timeout: 30_000 }, () => {
  it('waits for a prerendered button to be enabled after React has attached the form', async () => {
    const page = await probed('/', react);
    await step(page, () => {
      Object.assign(document.getElementById('root') ?? {}, { _reactListening_x: true });
      Object.assign(document.querySelector('form') ?? {}, { __reactProps$x: { onSubmit() {} } });
    });
    await step(page, () => document.querySelector('button')?.removeAttribute('disabled'));
    await readyAfterLastStep(page);
  });

  it('waits for React to listen at its root before a handler in its props counts', async () => {
    const page = await probed('/', react);
    await step(page, () => {
      document.querySelector('button')?.removeAttribute('disabled');
      Object.assign(document.querySelector('form') ?? {}, { __reactProps$x: { onSubmit() {} } });
    });
    await step(page, () => {
      Object.assign(document.getElementById('root') ?? {}, { _reactListening_x: true });
    });
    await readyAfterLastStep(page);
  });

  it("waits for the portal's first script to mark the form as handled and enable its button", async () => {
    const page = await probed('/', { submit: 'form button[type="submit"]', handler: 'early' });
    await step(page, () => document.querySelector('button')?.removeAttribute('disabled'));
    // The mark's name as the portal's first script sets it (src/early/early-submit.ts).
    await page.evaluate(
      `window.lastStep = performance.now(); document.querySelector('form')[${JSON.stringify(earlySubmitMark)}] = true;`,
    );
    await readyAfterLastStep(page);
  });

  it('waits for the button to be enabled on a form the first script has marked', async () => {
    const page = await probed('/', { submit: 'form button[type="submit"]', handler: 'early' });
    await page.evaluate(
      `document.querySelector('form')[${JSON.stringify(earlySubmitMark)}] = true;`,
    );
    await step(page, () => document.querySelector('button')?.removeAttribute('disabled'));
    await readyAfterLastStep(page);
  });

  it('waits for a jQuery submit handler on the form of an enabled submit input', async () => {
    const page = await probed('/input', { submit: 'form input[type="submit"]', handler: 'jquery' });
    await step(page, () => {
      Object.assign(document.querySelector('input[type="submit"]') ?? {}, {
        jQuery3801: { events: {} },
      });
    });
    await step(page, () => {
      Object.assign(document.querySelector('form') ?? {}, {
        jQuery3801: { events: { submit: [{}] } },
      });
    });
    await readyAfterLastStep(page);
  });
});
