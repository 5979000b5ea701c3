// @ts-check
/**
 * A bench run on disk, so that nothing measured is lost when a browser or the bench itself
 * dies: `plan.json` says what the run measures, and `runs.jsonl` gets one line per measurement
 * the moment it is taken. The tables are made from these files (results-from-disk.js), and
 * `--resume` carries on where the lines stop.
 */
import { appendFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a run sets out to measure, written before the first measurement.
 *
 * @typedef {object} Plan
 * @property {string} date YYYY-MM-DD of the start.
 * @property {number} runsPerPage
 * @property {number} imposedRunsPerPage
 * @property {Array<Omit<import('./result-types.js').PageResult, 'runs' | 'imposedRuns'>>} pages
 *   In the order of the table.
 * @property {{ cpu: string, cores: number, node: string, loadAtStart: number }} machine
 */

/**
 * One line of `runs.jsonl`: a Lighthouse run, a load with the throttling imposed, or one of the
 * measurements beside them (`value` holds what that step returns).
 *
 * @typedef {{ kind: 'simulated', page: string, round: number, run: import('./result-types.js').PageRun }
 *   | { kind: 'imposed', page: string, round: number, run: import('./result-types.js').ImposedRun }
 *   | { kind: 'step', step: string, value: any }} Entry
 */

const planFile = 'plan.json';
const runsFile = 'runs.jsonl';

/**
 * @param {string} dir
 * @param {Plan} plan
 */
export async function writePlan(dir, plan) {
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, planFile), `${JSON.stringify(plan, null, 2)}\n`);
}

/**
 * @param {string} dir
 * @returns {Promise<Plan>}
 */
export async function readPlan(dir) {
  return JSON.parse(await readFile(path.join(dir, planFile), 'utf8'));
}

/**
 * Adds one measurement to the run's file. Each line is written whole by one append; a line
 * cut short by a crash is skipped on reading.
 *
 * @param {string} dir
 * @param {Entry} entry
 */
export async function record(dir, entry) {
  await appendFile(path.join(dir, runsFile), `${JSON.stringify(entry)}\n`);
}

/**
 * Every whole line of the run's file, in the order they were written.
 *
 * @param {string} dir
 * @returns {Promise<Entry[]>}
 */
export async function readEntries(dir) {
  let text;
  try {
    text = await readFile(path.join(dir, runsFile), 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return [];
    throw error;
  }
  return text.split('\n').flatMap((line) => {
    if (line.trim() === '') return [];
    try {
      return [JSON.parse(line)];
    } catch {
      return [];
    }
  });
}

/**
 * The newest run under `resultsDir` that has a plan, or undefined.
 *
 * @param {string} resultsDir
 * @returns {Promise<string | undefined>}
 */
export async function latestRun(resultsDir) {
  let names;
  try {
    names = await readdir(resultsDir, { withFileTypes: true });
  } catch {
    return undefined;
  }
  // The names are ISO timestamps, so they sort by time.
  const runs = names
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .reverse();
  for (const name of runs) {
    const dir = path.join(resultsDir, name);
    try {
      await readPlan(dir);
      return dir;
    } catch {}
  }
  return undefined;
}
