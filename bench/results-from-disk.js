// @ts-check
/**
 * The report's input made from what a bench run left on disk (journal.js), however far it
 * got: the tables show the runs there are, and say how many.
 */
import { readEntries, readPlan } from './journal.js';

/** @typedef {import('./result-types.js').BenchResults} BenchResults */

/**
 * @param {string} dir A bench run's folder.
 * @returns {Promise<{ results: BenchResults, done: { simulated: Set<string>, imposed: Set<string>, steps: Set<string> } }>}
 *   `done`: `${page}:${round}` of each run on disk, and the names of the steps beside them.
 */
export async function resultsFromDisk(dir) {
  const plan = await readPlan(dir);
  const entries = await readEntries(dir);
  /** @type {Map<string, Map<number, import('./result-types.js').PageRun>>} */
  const simulated = new Map();
  /** @type {Map<string, Map<number, import('./result-types.js').ImposedRun>>} */
  const imposed = new Map();
  /** @type {Record<string, any>} */
  const steps = {};
  for (const entry of entries) {
    if (entry.kind === 'step') {
      steps[entry.step] = entry.value;
      continue;
    }
    /** @type {Map<string, Map<number, any>>} */
    const byPage = entry.kind === 'simulated' ? simulated : imposed;
    const runs = byPage.get(entry.page) ?? new Map();
    runs.set(entry.round, entry.run);
    byPage.set(entry.page, runs);
  }
  /** @param {Map<number, any> | undefined} runs */
  const inOrder = (runs) =>
    [...(runs ?? new Map()).entries()].sort(([a], [b]) => a - b).map(([, run]) => run);
  /** @param {Map<string, Map<number, any>>} byPage */
  const keys = (byPage) =>
    new Set(
      [...byPage].flatMap(([page, runs]) => [...runs.keys()].map((round) => `${page}:${round}`)),
    );

  const pages = plan.pages.map((page) => ({
    ...page,
    runs: inOrder(simulated.get(page.id)),
    imposedRuns: inOrder(imposed.get(page.id)),
    ...steps.scripts?.[page.id],
  }));
  const lighthouse = pages.flatMap((page) => page.runs).find((run) => run.lighthouse)?.lighthouse
    ?.environment.lighthouseVersion;
  /** @type {BenchResults} */
  const results = {
    date: plan.date,
    environment: {
      cpu: plan.machine.cpu,
      cores: plan.machine.cores,
      chromium: steps.chromium ?? 'unknown',
      node: plan.machine.node,
      lighthouse: lighthouse ?? 'unknown',
      load: [plan.machine.loadAtStart, ...(steps.end ? [steps.end.load] : [])],
    },
    runsPerPage: plan.runsPerPage,
    imposedRunsPerPage: plan.imposedRunsPerPage,
    pages,
    buildMs: steps.build,
    repeatVisit: steps['repeat-visit'],
    signIn: steps['sign-in'],
    passkeySignIn: steps['passkey-sign-in'],
    challengeSolve: steps['challenge-solve'],
  };
  return {
    results,
    done: {
      simulated: keys(simulated),
      imposed: keys(imposed),
      steps: new Set(Object.keys(steps)),
    },
  };
}
