import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { launchChromium } from '../../bench/browser.js';
import { type BrowserKeeper, keepBrowser } from '../../bench/browser-keeper.js';
import { readEntries, record, writePlan } from '../../bench/journal.js';
import type { PageRun } from '../../bench/result-types.js';
import { resultsFromDisk } from '../../bench/results-from-disk.js';
import { runRounds } from '../../bench/rounds.js';
import { simulatedRun } from '../../bench/simulated-run.js';
import { renderMarkdown } from '../../bench/table.js';

// A bench takes twenty minutes, with a browser open all along: one that crashes or is killed
// must cost the run it was in, not the runs before it or the report.

const form =
  '<!doctype html><html lang="en"><form><input type="email"><input type="password">' +
  '<button type="submit">Sign in</button></form></html>';

type Page = { id: string; label: string; ours: boolean; locale: string; url: string };

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Serves the form at /<page id>/; `onRequest` sees each request first and may hold it. */
async function serveForms(onRequest: (pathname: string) => boolean): Promise<string> {
  const server: Server = createServer((request, response) => {
    if (onRequest(new URL(request.url ?? '/', 'http://x').pathname)) return;
    response.writeHead(200, { 'Content-Type': 'text/html' }).end(form);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve).closeAllConnections()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function benchFolder(pages: Page[], runsPerPage: number): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gofy-bench-test-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  await writePlan(dir, {
    date: '2026-12-06',
    runsPerPage,
    imposedRunsPerPage: 0,
    pages: pages.map(({ id, label, ours, locale }) => ({ id, label, ours, locale })),
    machine: { cpu: 'test CPU', cores: 2, node: 'v20', loadAtStart: 1 },
  });
  return dir;
}

/** Lighthouse's part made up (it needs bench/node_modules); the form check is real. */
function pageRun(form: PageRun['form'], fcpMs: number): PageRun {
  return { lighthouse: lighthouseSummary(fcpMs), form };
}

function lighthouseSummary(fcpMs: number): NonNullable<PageRun['lighthouse']> {
  return {
    score: 100,
    lcpMs: fcpMs,
    tbtMs: 0,
    cls: 0,
    fcpMs,
    totalBytes: 1000,
    scriptBytes: 0,
    workerBytes: 0,
    requests: [],
    error: undefined,
    warnings: [],
    environment: { lighthouseVersion: '12.8.2', userAgent: 'test', benchmarkIndex: 1 },
    profile: { requestLatencyMs: 150, downloadThroughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
  };
}

/** The Chromium process behind `browser`, killed as a crash or the OOM killer would. */
async function killBrowserProcess(browser: Browser): Promise<void> {
  const session = await browser.newBrowserCDPSession();
  const { processInfo } = (await session.send('SystemInfo.getProcessInfo')) as {
    processInfo: Array<{ type: string; id: number }>;
  };
  const main = processInfo.find((info) => info.type === 'browser');
  if (!main) throw new Error('no browser process');
  process.kill(main.id, 'SIGKILL');
}

function tableRow(markdown: string, label: string): string | undefined {
  return markdown.split('\n').find((line) => line.startsWith(`| ${label}`));
}

describe('a bench whose browser dies', () => {
  it('takes the run again in a new browser, goes on, and keeps every run on disk for the table', {
    timeout: 60_000,
  }, async () => {
    let browserInUse: Browser | undefined;
    let killed = false;
    let loads = 0;
    const origin = await serveForms((pathname) => {
      // The second round's first page: the browser is killed while the page is loading.
      if (pathname !== '/second/' || killed || loads < 3) return false;
      killed = true;
      if (browserInUse) void killBrowserProcess(browserInUse);
      return true;
    });
    const pages: Page[] = ['first', 'second'].map((id) => ({
      id,
      label: id,
      ours: id === 'first',
      locale: 'en-US',
      url: `${origin}/${id}/`,
    }));
    const dir = await benchFolder(pages, 2);
    const progress: string[] = [];
    const keeper: BrowserKeeper = keepBrowser(launchChromium, (line) => progress.push(line));
    cleanups.push(() => keeper.close());
    // The bench's own run, its Lighthouse made up: it does what the real one does with the
    // form check (runs it while its Chromium would start) and reports what it measured.
    const lighthouseRun: Parameters<typeof simulatedRun>[0] = async (
      _url,
      _reader,
      whileStarting,
    ) => {
      await whileStarting?.();
      return { ...lighthouseSummary(600), lhr: {} };
    };
    const benchRun = simulatedRun(lighthouseRun, dir);

    await runRounds({
      kind: 'simulated',
      pages,
      rounds: 2,
      dir,
      done: new Set(),
      keeper,
      log: (line) => progress.push(line),
      describe: (run: PageRun) =>
        run.form.visible ? 'form on screen' : `NO FORM (${run.form.problem})`,
      measure: async (page, round, browser) => {
        browserInUse = browser;
        loads += 1;
        return benchRun(page, round, browser);
      },
    });

    expect(killed).toBe(true);
    expect(keeper.restarts()).toBe(1);
    expect(progress).toContain('[3/4] second: the browser died during the run');
    const entries = await readEntries(dir);
    expect(entries.map((entry) => 'page' in entry && `${entry.page}:${entry.round}`)).toEqual([
      'first:0',
      'second:0',
      'second:1',
      'first:1',
    ]);
    // The run the browser died under is on disk as the new browser took it: form and all.
    const markdown = renderMarkdown((await resultsFromDisk(dir)).results);
    expect(tableRow(markdown, 'second')).toMatch(/^\| second \| 100 \| 0\.60 s \|/);
    expect(markdown).not.toContain('no sign-in form on screen');
  });
});

describe('a bench that stopped part way', () => {
  const pages: Page[] = ['first', 'second'].map((id) => ({
    id,
    label: id,
    ours: id === 'first',
    locale: 'en-US',
    url: `http://127.0.0.1:9/${id}/`,
  }));
  const shown = { visible: true, foreignRequests: [], arrivedIn: 'en' } as PageRun['form'];

  it('prints the table from the runs on disk, a line cut short by the stop left out', async () => {
    const dir = await benchFolder(pages, 2);
    await record(dir, { kind: 'simulated', page: 'first', round: 0, run: pageRun(shown, 600) });
    await record(dir, { kind: 'simulated', page: 'second', round: 0, run: pageRun(shown, 800) });
    await record(dir, { kind: 'simulated', page: 'second', round: 1, run: pageRun(shown, 900) });
    await appendFile(
      path.join(dir, 'runs.jsonl'),
      '{"kind":"simulated","page":"first","round":1,"run":{"lighth',
    );

    const { results, done } = await resultsFromDisk(dir);
    const markdown = renderMarkdown(results);
    expect(tableRow(markdown, 'first')).toMatch(/^\| first \(1\/2 runs\) \| 100 \| 0\.60 s \|/);
    expect(tableRow(markdown, 'second')).toMatch(/^\| second \| 100 \| 0\.85 s \(0\.80–0\.90\) \|/);
    expect([...done.simulated].sort()).toEqual(['first:0', 'second:0', 'second:1']);
  });

  it('takes on resuming only the runs that are not on disk', async () => {
    const dir = await benchFolder(pages, 2);
    await record(dir, { kind: 'simulated', page: 'first', round: 0, run: pageRun(shown, 600) });
    const { done } = await resultsFromDisk(dir);
    const taken: string[] = [];
    const browser = { isConnected: () => true } as unknown as Browser;
    await runRounds({
      kind: 'simulated',
      pages,
      rounds: 2,
      dir,
      done: done.simulated,
      keeper: {
        get: async () => browser,
        died: async () => false,
        restarts: () => 0,
        close: async () => {},
      },
      log: () => {},
      describe: () => '',
      measure: async (page, round) => {
        taken.push(`${page.id}:${round}`);
        return pageRun(shown, 700);
      },
    });
    expect(taken).toEqual(['second:0', 'second:1', 'first:1']);
    const { results } = await resultsFromDisk(dir);
    expect(results.pages.map((page) => page.runs.length)).toEqual([2, 2]);
  });
});
