// @ts-check
/**
 * Every page measured `rounds` times, a round at a time, each run written to disk as soon as
 * it is taken. A run already on disk (a bench resumed) is not taken again; a run whose browser
 * died under it is taken again in a new one.
 */
import { record } from './journal.js';

/**
 * Every page, `rounds` times, a round at a time. Each round starts with a different page, so
 * no page always runs first or last.
 *
 * @template T
 * @param {number} rounds
 * @param {readonly T[]} pages
 * @returns {Generator<{ round: number, page: T }>}
 */
export function* inRotation(rounds, pages) {
  for (let round = 0; round < rounds; round += 1) {
    for (let index = 0; index < pages.length; index += 1) {
      yield { round, page: /** @type {T} */ (pages[(round + index) % pages.length]) };
    }
  }
}

/** How many browsers may die under one run before the bench gives up on it. */
const attemptsPerRun = 3;

/**
 * @template {{ id: string, label: string }} P
 * @template R
 * @typedef {object} Rounds
 * @property {'simulated' | 'imposed'} kind
 * @property {readonly P[]} pages
 * @property {number} rounds
 * @property {string} dir The bench run's folder (journal.js).
 * @property {ReadonlySet<string>} done `${page id}:${round}` of the runs already on disk.
 * @property {(page: P, round: number, browser: import('playwright-core').Browser) => Promise<R>} measure
 *   One run. It turns what it measures failing into a result of its own; what it throws while
 *   its browser is alive ends the bench.
 * @property {(run: R) => string} describe For the progress line.
 * @property {import('./browser-keeper.js').BrowserKeeper} keeper
 * @property {(message: string) => void} log
 */

/**
 * @template {{ id: string, label: string }} P
 * @template R
 * @param {Rounds<P, R>} rounds
 */
export async function runRounds({
  kind,
  pages,
  rounds,
  dir,
  done,
  measure,
  describe,
  keeper,
  log,
}) {
  const total = rounds * pages.length;
  let index = 0;
  for (const { round, page } of inRotation(rounds, pages)) {
    index += 1;
    if (done.has(`${page.id}:${round}`)) continue;
    for (let attempt = 1; ; attempt += 1) {
      const browser = await keeper.get();
      /** @type {{ run: R } | { error: unknown }} */
      let outcome;
      try {
        outcome = { run: await measure(page, round, browser) };
      } catch (error) {
        outcome = { error };
      }
      if (await keeper.died(browser)) {
        // Whatever the run saw, it saw it with a browser going down: take it again.
        log(`[${index}/${total}] ${page.label}: the browser died during the run`);
        if (attempt === attemptsPerRun)
          throw new Error(`${attemptsPerRun} browsers died under one run`);
        continue;
      }
      if ('error' in outcome) throw outcome.error;
      /** @type {import('./journal.js').Entry} */
      const entry = /** @type {any} */ ({ kind, page: page.id, round, run: outcome.run });
      await record(dir, entry);
      log(
        `[${index}/${total}] ${page.label}${kind === 'imposed' ? ', throttling imposed' : ''}: ${describe(outcome.run)}`,
      );
      break;
    }
  }
}

/**
 * One of the measurements beside the rounds (the repeat visit, the sign-ins), written to disk
 * as a whole; skipped when it is there already, taken again in a new browser when its browser
 * dies under it.
 *
 * @param {{ name: string, dir: string, done: ReadonlySet<string>, keeper: import('./browser-keeper.js').BrowserKeeper, log: (message: string) => void }} where
 * @param {(browser: import('playwright-core').Browser) => Promise<unknown>} measure
 */
export async function runStep({ name, dir, done, keeper, log }, measure) {
  if (done.has(name)) return;
  for (let attempt = 1; ; attempt += 1) {
    const browser = await keeper.get();
    try {
      const value = await measure(browser);
      if (!(await keeper.died(browser))) {
        await record(dir, { kind: 'step', step: name, value });
        return;
      }
    } catch (error) {
      if (!(await keeper.died(browser))) throw error;
    }
    log(`${name}: the browser died during it`);
    if (attempt === attemptsPerRun)
      throw new Error(`${attemptsPerRun} browsers died under ${name}`);
  }
}
