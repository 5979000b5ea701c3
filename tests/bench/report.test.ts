import { describe, expect, it } from 'vitest';
import type { BenchResults, ImposedRun, PageResult, PageRun } from '../../bench/result-types.js';
import { renderMarkdown } from '../../bench/table.js';
import { simulatedRun } from './support/bench-fixtures';

// The report is what says whether the portal met its performance targets: these check its
// verdicts on made-up measurements, not the measurements themselves.

type Measured = { fcpMs: number; lcpMs?: number; tbtMs?: number; cls?: number; score?: number };

const run = (measured: Measured, ours: boolean): PageRun =>
  simulatedRun({
    ...measured,
    totalBytes: ours ? 99_000 : 105_000,
    arrivedIn: 'pt-BR',
  });

const imposedProfile = {
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  cpuSlowdownMultiplier: 4,
};

function imposed(fcpMs: number, readyMs = fcpMs + 100): ImposedRun {
  return { fcpMs, lcpMs: fcpMs, readyMs, profile: imposedProfile };
}

function page(
  id: string,
  ours: boolean,
  runs: Measured[],
  imposedRuns: ImposedRun[] = [],
): PageResult {
  return {
    id,
    label: id,
    ours,
    locale: ours ? 'pt-BR' : 'en-US',
    runs: runs.map((measured) => run(measured, ours)),
    imposedRuns,
    scriptGzipBytes: ours ? 77_000 : 109_000,
    ...(ours ? { upFrontScriptGzipBytes: 59_000 } : {}),
  };
}

function results(pages: PageResult[], imposedRunsPerPage = 0): BenchResults {
  return {
    date: '2026-11-25',
    environment: {
      cpu: 'test CPU',
      cores: 2,
      chromium: '156',
      node: 'v20',
      lighthouse: '12.8.2',
      load: [1, 1],
    },
    runsPerPage: 3,
    imposedRunsPerPage,
    pages,
    buildMs: [1300, 1400, 1500],
    repeatVisit: {
      status: 'measured',
      coldWorkerMs: [90],
      warmWorkerMs: [100],
      uncontrolledVisits: 0,
    },
    signIn: { roundTripMs: 300, clickToGreetingMs: [360], ssoRequests: [1] },
  } as BenchResults;
}

function targetRow(markdown: string, name: string): string | undefined {
  return markdown.split('\n').find((line) => line.startsWith(`| ${name} |`));
}

const fast = [{ fcpMs: 680 }, { fcpMs: 690 }, { fcpMs: 670 }];
const emptyFirstFrame = [
  { fcpMs: 610, lcpMs: 1640 },
  { fcpMs: 620, lcpMs: 1650 },
  { fcpMs: 615, lcpMs: 1660 },
];

describe('the bench report', () => {
  it('judges FCP on the simulated runs alone when none ran with the throttling imposed', () => {
    const markdown = renderMarkdown(
      results([page('gofy', true, fast), page('peer', false, emptyFirstFrame)]),
    );
    expect(targetRow(markdown, 'FCP below the fastest peer’s')).toBe(
      '| FCP below the fastest peer’s | 0.68 s ✗ |',
    );
    expect(markdown).not.toContain('throttling imposed');
    expect(targetRow(markdown, 'first in every column')).toBe(
      '| first in every column | ✗ (FCP) |',
    );
  });

  it('judges FCP both ways when pages also ran with the throttling imposed, and shows what they painted', () => {
    const markdown = renderMarkdown(
      results(
        [
          page('gofy', true, fast, [imposed(770), imposed(760), imposed(800)]),
          page('peer', false, emptyFirstFrame, [imposed(1950), imposed(1920), imposed(2000)]),
        ],
        3,
      ),
    );
    expect(targetRow(markdown, 'FCP below the fastest peer’s, simulated')).toContain('0.68 s ✗');
    expect(targetRow(markdown, 'FCP below the fastest peer’s, throttling imposed')).toContain(
      '0.77 s ✓',
    );
    expect(markdown).toContain('562.5 ms added to each request, 1.47 Mbit/s down, CPU 4× slower');
    expect(markdown).toContain(
      '| peer | 1.95 s (1.92–2.00) | 1.95 s (1.92–2.00) | 2.05 s (2.02–2.10) |',
    );
  });

  it('misses the imposed target when a peer paints first that way too', () => {
    const markdown = renderMarkdown(
      results(
        [
          page('gofy', true, fast, [imposed(770)]),
          page('peer', false, emptyFirstFrame, [imposed(700)]),
        ],
        1,
      ),
    );
    expect(targetRow(markdown, 'FCP below the fastest peer’s, throttling imposed')).toContain(
      '0.77 s ✗',
    );
  });

  it('leaves a failed imposed run out of the medians and says so', () => {
    const markdown = renderMarkdown(
      results(
        [
          page('gofy', true, fast, [imposed(770), { failure: 'NO_FCP' }]),
          page('peer', false, emptyFirstFrame, [imposed(1950), imposed(1900)]),
        ],
        2,
      ),
    );
    expect(markdown).toContain('| gofy (1/2 runs) | 0.77 s | 0.77 s | 0.87 s ✓ |');
    expect(markdown).toContain(
      '- gofy: Lighthouse could not measure 1/2 runs with the throttling imposed (NO_FCP)',
    );
  });

  it('judges the portal ready within 0.95 s on the median of its loads with the throttling imposed', () => {
    const markdown = renderMarkdown(
      results(
        [
          page('gofy', true, fast, [imposed(770, 900), imposed(760, 960), imposed(800, 990)]),
          page('peer', false, emptyFirstFrame, [imposed(1950, 1900)]),
        ],
        3,
      ),
    );
    expect(targetRow(markdown, 'form ready ≤ 0.95 s, throttling imposed')).toBe(
      '| form ready ≤ 0.95 s, throttling imposed | 0.96 s ✗ |',
    );
    expect(markdown).toContain(
      '| gofy | 0.77 s (0.76–0.80) | 0.77 s (0.76–0.80) | 0.96 s (0.90–0.99) ✗ |',
    );
    expect(markdown).toContain('| peer (1/3 runs) | 1.95 s | 1.95 s | 1.90 s |');
  });

  it("holds the portal's JavaScript to 55 KiB up front, 67 kB in all and 0.77× the lightest peer's", () => {
    const markdown = renderMarkdown(
      results([page('gofy', true, fast), page('peer', false, emptyFirstFrame)]),
    );
    // 59,000 bytes up front, 77,000 in all, against the peer's 109,000.
    expect(targetRow(markdown, 'JS up front ≤ 56.3 kB gz (55 KiB)')).toContain('59.0 kB ✗');
    expect(targetRow(markdown, 'all JS ≤ 67 kB gz')).toContain('77.0 kB ✗');
    expect(targetRow(markdown, 'all JS ≤ 0.77× the lightest peer’s')).toContain('0.71× ✓');
  });

  it("counts the form ready later than a peer's as a column the portal is behind in", () => {
    const markdown = renderMarkdown(
      results(
        [
          page('gofy', true, fast, [imposed(770, 2000)]),
          page('peer', false, [{ fcpMs: 1800 }, { fcpMs: 1900 }], [imposed(1950, 1960)]),
        ],
        1,
      ),
    );
    expect(targetRow(markdown, 'first in every column')).toBe(
      '| first in every column | ✗ (ready) |',
    );
  });

  it('counts a shift that rounds to 0.000 as behind a page that does not shift at all', () => {
    const shifting = fast.map((measured) => ({ ...measured, cls: 0.0004 }));
    const still = [{ fcpMs: 1800 }, { fcpMs: 1900 }, { fcpMs: 2000 }];
    const markdown = renderMarkdown(
      results([page('gofy', true, shifting), page('peer', false, still)]),
    );
    // The target itself is met: Lighthouse shows three decimals, and 0.000 is no shift to see.
    expect(targetRow(markdown, 'CLS 0')).toBe('| CLS 0 | 0.000 ✓ |');
    expect(targetRow(markdown, 'first in every column')).toBe(
      '| first in every column | ✗ (CLS) |',
    );
  });
});
