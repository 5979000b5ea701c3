import type { BenchResults, ImposedRun, PageResult, PageRun } from '../../../bench/result-types.js';

// Made-up bench results, as results-from-disk.js would gather them, for tests of the report.

type Measured = {
  fcpMs: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  score?: number;
  totalBytes?: number;
  arrivedIn?: string;
};

export function simulatedRun({
  fcpMs,
  lcpMs = fcpMs,
  tbtMs = 0,
  cls = 0,
  score = 100,
  totalBytes = 100_000,
  arrivedIn = 'en',
}: Measured): PageRun {
  return {
    lighthouse: {
      score,
      lcpMs,
      tbtMs,
      cls,
      fcpMs,
      totalBytes,
      scriptBytes: 70_000,
      workerBytes: 0,
      requests: [],
      error: undefined,
      warnings: [],
      environment: { lighthouseVersion: '12.8.2', userAgent: 'test', benchmarkIndex: 1000 },
      profile: { requestLatencyMs: 150, downloadThroughputKbps: 1638.4, cpuSlowdownMultiplier: 4 },
    },
    form: { visible: true, arrivedIn, foreignRequests: [] },
  } as PageRun;
}

export function imposedRun(fcpMs: number, readyMs: number): ImposedRun {
  return {
    fcpMs,
    lcpMs: fcpMs,
    readyMs,
    profile: { requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, cpuSlowdownMultiplier: 4 },
  };
}

export function pageResult(
  page: Pick<PageResult, 'id' | 'label' | 'ours'> & { locale?: string; scriptGzipBytes: number },
  runs: Measured[],
  imposedRuns: ImposedRun[],
): PageResult {
  return {
    locale: 'en-US',
    ...page,
    runs: runs.map(simulatedRun),
    imposedRuns,
    ...(page.ours ? { upFrontScriptGzipBytes: page.scriptGzipBytes - 10_000 } : {}),
  };
}

export function benchResults(pages: PageResult[], runsPerPage: number): BenchResults {
  return {
    date: '2026-12-07',
    environment: {
      cpu: 'test CPU',
      cores: 2,
      chromium: '156',
      node: 'v20',
      lighthouse: '12.8.2',
      load: [1, 2],
    },
    runsPerPage,
    imposedRunsPerPage: runsPerPage,
    pages,
    buildMs: [1300],
  };
}
