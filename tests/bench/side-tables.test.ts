import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserKeeper } from '../../bench/browser-keeper.js';
import { readEntries, record, writePlan } from '../../bench/journal.js';
import { saveReport } from '../../bench/report-files.js';
import { runStep } from '../../bench/rounds.js';
import { simulatedRun } from './support/bench-fixtures.js';

// The measurements beside the rounds (the repeat visit, the sign-ins, the bot challenge) go to
// the bench's folder as each ends, and the report is made from there: `--report-only`, or a
// bench stopped before its end, shows every table that was measured.

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function benchFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gofy-bench-steps-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  await writePlan(dir, {
    date: '2026-12-07',
    runsPerPage: 1,
    imposedRunsPerPage: 0,
    pages: [{ id: 'gofy-en', label: 'gofy /login, en', ours: true, locale: 'en' }],
    machine: { cpu: 'test CPU', cores: 2, node: 'v20', loadAtStart: 1 },
  });
  await record(dir, {
    kind: 'simulated',
    page: 'gofy-en',
    round: 0,
    run: simulatedRun({ fcpMs: 680 }),
  });
  return dir;
}

/** A keeper whose first `dying` browsers die under whatever runs in them. */
function keeperLosing(dying: number): BrowserKeeper & { handedOut: () => number } {
  let handedOut = 0;
  const browser = { isConnected: () => true } as unknown as Browser;
  return {
    get: async () => {
      handedOut += 1;
      return browser;
    },
    died: async () => handedOut <= dying,
    restarts: () => Math.max(0, handedOut - 1),
    close: async () => {},
    handedOut: () => handedOut,
  };
}

describe("the bench's tables beside the rounds", () => {
  it("writes the bot challenge's table from the folder, as --report-only reads it", async () => {
    const dir = await benchFolder();
    await record(dir, {
      kind: 'step',
      step: 'challenge-solve',
      value: { cpuSlowdown: 4, solveMs: [1200, 1500, 900] },
    });

    const { markdown } = await saveReport(dir);

    const table = [
      '### The bot challenge, CPU 4× slower',
      '',
      '| from the refusal to the sign-in sent again | median | fastest | slowest | runs |',
      '| --- | --- | --- | --- | --- |',
      '| default difficulty | 1.20 s | 0.90 s | 1.50 s | 3 |',
    ].join('\n');
    expect(markdown).toContain(table);
    expect(await readFile(path.join(dir, 'report.md'), 'utf8')).toBe(markdown);
    expect(await readFile(path.join(dir, 'readme-table.md'), 'utf8')).toContain(
      '| gofy, en | 100 | 0.68 s | n/a |',
    );
  });

  it('shows a step that has not run as not measured, and no challenge table', async () => {
    const dir = await benchFolder();
    const { markdown } = await saveReport(dir);
    expect(markdown).toContain('- Sign-in on a slow mobile connection: not measured');
    expect(markdown).not.toContain('bot challenge');
  });

  it('takes a step again in a new browser when its browser dies, and keeps it once', async () => {
    const dir = await benchFolder();
    const keeper = keeperLosing(1);
    const progress: string[] = [];
    let attempts = 0;
    await runStep(
      { name: 'challenge-solve', dir, done: new Set(), keeper, log: (line) => progress.push(line) },
      async () => {
        attempts += 1;
        return { cpuSlowdown: 4, solveMs: [1000 * attempts] };
      },
    );

    expect(attempts).toBe(2);
    expect(progress).toEqual(['challenge-solve: the browser died during it']);
    const steps = (await readEntries(dir)).filter((entry) => entry.kind === 'step');
    expect(steps).toEqual([
      { kind: 'step', step: 'challenge-solve', value: { cpuSlowdown: 4, solveMs: [2000] } },
    ]);
    const { markdown } = await saveReport(dir);
    expect(markdown).toContain('| default difficulty | 2.00 s | 2.00 s | 2.00 s | 1 |');
  });

  it('does not take again a step that is on disk (a bench resumed)', async () => {
    const dir = await benchFolder();
    let taken = 0;
    await runStep(
      {
        name: 'sign-in',
        dir,
        done: new Set(['sign-in']),
        keeper: keeperLosing(0),
        log: () => {},
      },
      async () => {
        taken += 1;
        return {};
      },
    );
    expect(taken).toBe(0);
  });
});
