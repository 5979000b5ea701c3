import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { step } from '../support/steps';

/**
 * Follows the sign-in page's passkey autofill from inside each page: how many of its requests
 * for options the network refused (counted by the page itself, so a request of the page
 * before is not taken for one of this page's), and a trail of what it did, which a step that
 * fails reports.
 */
export async function watchAutofill(page: Page) {
  await page.addInitScript(() => {
    const watched = window as { refusedOptions?: number; autofillTrail?: string[] };
    watched.refusedOptions = 0;
    watched.autofillTrail = [];
    const started = performance.now();
    const note = (what: string) =>
      watched.autofillTrail?.push(`${Math.round(performance.now() - started)} ms ${what}`);
    window.addEventListener('online', () => note('online'));
    window.addEventListener('offline', () => note('offline'));
    // Cutting the network has hung around the worker's arrival: its steps are noted too.
    navigator.serviceWorker?.addEventListener('controllerchange', () =>
      note('worker took control'),
    );
    navigator.serviceWorker?.ready.then((registration) => {
      note('worker ready');
      registration.addEventListener('updatefound', () => note('worker update found'));
    });
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = async (options) => {
      note(`credentials.get (${options?.mediation})`);
      try {
        const credential = await get(options);
        note('credentials.get answered');
        return credential;
      } catch (error) {
        note(`credentials.get threw ${(error as Error).name}`);
        throw error;
      }
    };
    const send = window.fetch;
    window.fetch = async (...args) => {
      const url = args[0] instanceof Request ? args[0].url : String(args[0]);
      const name = url.split('/api/sso/')[1] ?? url;
      note(`fetch ${name}`);
      try {
        const response = await send(...args);
        note(`${response.status} ${name}`);
        return response;
      } catch (error) {
        note(`refused ${name}`);
        if (url.endsWith('/sign-in/options'))
          watched.refusedOptions = (watched.refusedOptions ?? 0) + 1;
        throw error;
      }
    };
  });
  // What the test's browser saw of workers, beside what the page saw.
  const startedAt = Date.now();
  const workerTrail: string[] = [];
  page.context().on('serviceworker', (worker) => {
    workerTrail.push(`${Date.now() - startedAt} ms worker attached`);
    worker.on('close', () => workerTrail.push(`${Date.now() - startedAt} ms worker closed`));
  });
  // Bounded: a page that does not answer says so rather than hold the report back.
  const trail = () =>
    Promise.race([
      page
        .evaluate(() => (window as { autofillTrail?: string[] }).autofillTrail ?? [])
        .then((lines) => lines.join('; ')),
      new Promise<string>((resolve) =>
        setTimeout(() => resolve('(the page did not answer)'), 2_000),
      ),
    ]).catch(() => '(the page could not be read)');
  return {
    refused: () => page.evaluate(() => (window as { refusedOptions?: number }).refusedOptions),
    /** A bounded, named step whose failure says what autofill had done by then. */
    step: async <T>(name: string, action: () => Promise<T>) => {
      try {
        return await step(name, action);
      } catch (error) {
        throw new Error(
          `${(error as Error).message} At ${page.url()}, autofill: ${await trail()}; ` +
            `test's browser: ${workerTrail.join('; ') || 'no worker event'}`,
          {
            cause: error,
          },
        );
      }
    },
  };
}

/**
 * Follows passkey autofill on the page's own clock, which stands still until the test moves
 * it: when (by that clock) each request for options left, and how many autofill requests the
 * browser refused. Past 20 refusals, autofill requests are held instead, so that a page that
 * does not back off ends its test with a count rather than flooding it.
 */
export async function watchRefusedAutofill(page: Page) {
  await page.addInitScript(() => {
    const watched = window as { asks?: number[]; refusals?: number; held?: number };
    watched.asks = [];
    watched.refusals = 0;
    watched.held = 0;
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = async (options) => {
      if (options?.mediation === 'conditional' && (watched.refusals ?? 0) >= 20) {
        watched.held = (watched.held ?? 0) + 1;
        return new Promise((_, fail) =>
          options.signal?.addEventListener('abort', () => fail(options.signal?.reason)),
        );
      }
      try {
        return await get(options);
      } catch (error) {
        if (options?.mediation === 'conditional' && (error as Error).name === 'NotAllowedError') {
          watched.refusals = (watched.refusals ?? 0) + 1;
        }
        throw error;
      }
    };
    const send = window.fetch;
    window.fetch = (...args) => {
      const url = args[0] instanceof Request ? args[0].url : String(args[0]);
      if (url.endsWith('/api/sso/passkeys/sign-in/options')) watched.asks?.push(Date.now());
      return send(...args);
    };
  });
  // From the next page on, its clock starts at the present and stands still a second later.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  const read = () =>
    page.evaluate(() => {
      const watched = window as { asks?: number[]; refusals?: number; held?: number };
      return { asks: watched.asks ?? [], refusals: watched.refusals ?? 0, held: watched.held ?? 0 };
    });
  return {
    read,
    /**
     * Moves the page's clock on by `ms`, then waits until each request for options the page
     * made has had its answer, and the browser has refused (or holds) the autofill request
     * that followed.
     */
    async pass(ms: number) {
      await page.clock.runFor(ms);
      await expect
        .poll(async () => {
          const { asks, refusals, held } = await read();
          return asks.length - refusals - held;
        })
        .toBe(0);
    },
  };
}
