// @ts-check
/**
 * `npm run bench`: times the production build, serves it as production does, and measures
 * /login with Lighthouse beside peer sign-in UIs built and served the same way (the slow
 * network and CPU simulated), then loads each with them imposed on the browser (what it painted,
 * and when its form was ready), a repeat visit, and a sign-in on a slow mobile connection.
 * Every measurement goes to disk as it is taken (bench/results/<start>/), and the report made
 * from what is there after each stage (report-files.js); at the end it is printed on stdout.
 * Progress goes to stderr.
 *
 *   npm run bench -- --runs 5          Lighthouse runs per page (default 5)
 *   npm run bench -- --imposed-runs 3  loads per page with the throttling imposed (default: --runs)
 *   npm run bench -- --pages gofy-en,supabase  only these pages (ids as in the report's files)
 *   npm run bench -- --write-docs      also put the report in docs/performance.md, the targets in
 *                                      bench/README.md and one table in README.md (bench markers)
 *   npm run bench -- --skip-build      measure the build already in build/, without timing builds
 *   npm run bench -- --resume          carry on with the latest bench run (or --results <folder>)
 *   npm run bench -- --report-only     print the report of the latest bench run (or --results <folder>)
 */
import { existsSync } from 'node:fs';
import { cp, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSsoService } from '../dev-server/app.js';
import { locales } from '../src/config/languages.js';
import { installBenchPackages, installedVersion } from './bench-packages.js';
import { launchChromium } from './browser.js';
import { keepBrowser } from './browser-keeper.js';
import { timeBuilds } from './build-time.js';
import { latestRun, readPlan, record, writePlan } from './journal.js';
import { readOptions } from './options.js';
import { saveReport, writeDocs } from './report-files.js';
import { resultsFromDisk } from './results-from-disk.js';
import { runRounds, runStep } from './rounds.js';
import { measureScriptSizes } from './script-size.js';
import { sideSteps } from './side-steps.js';
import { describeImposedRun, describeSimulatedRun, simulatedRun } from './simulated-run.js';
import { serveDirectory } from './static-server.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, '..');
const resultsDir = path.join(benchDir, 'results');

const startedAt = Date.now();

/** Progress, with the minutes and seconds since the bench started. */
const log = (/** @type {string} */ message) => {
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  process.stderr.write(`bench ${clock}: ${message}\n`);
};

/**
 * The portal's form: prerendered with its button disabled until the page's script is in charge
 * (ready-probe.js).
 *
 * @type {import('./ready-probe.js').Readiness}
 */
const portalReadiness = { submit: 'form button[type="submit"]', handler: 'early' };

/**
 * Prints the report of the bench run in `dir`, from its files, and with `--write-docs` puts it
 * in the pages that show it.
 *
 * @param {string} dir
 * @param {boolean} toDocs
 */
async function report(dir, toDocs) {
  const { results, markdown } = await saveReport(dir);
  process.stdout.write(markdown);
  if (toDocs) {
    const written = await writeDocs(results, log);
    log(`${written.map((page) => path.relative(root, page)).join(', ')} updated`);
  }
}

/** @param {ReturnType<typeof readOptions>} options */
async function chooseRunDir(options) {
  if (!options.resume && !options.reportOnly) {
    return path.join(resultsDir, new Date().toISOString().replace(/[:.]/g, '-'));
  }
  const dir = options.results ? path.resolve(options.results) : await latestRun(resultsDir);
  if (!dir) throw new Error(`no bench run in ${path.relative(root, resultsDir)}/ to carry on`);
  return dir;
}

async function main() {
  const options = readOptions();
  const dir = await chooseRunDir(options);
  if (options.reportOnly) return report(dir, options.writeDocs);
  const resuming = existsSync(path.join(dir, 'plan.json'));
  // Other work on the machine skews every number here; the report says how busy it was.
  const loadAtStart = os.loadavg()[0] ?? 0;
  installBenchPackages(log);
  // Imported only now: these resolve packages from bench/node_modules.
  const { runLighthouse } = await import('./lighthouse.js');
  const { measureImposedLoad } = await import('./imposed-load.js');
  const { buildPeers, peersDistDir } = await import('./peers/build.js');
  const { peers } = await import('./peers/peers.js');
  await mkdir(dir, { recursive: true });
  if (resuming) log(`carrying on with ${path.relative(root, dir)}`);

  // The portal is served from a copy kept with the run: build/ is shared with everyone working
  // in this tree, and a rebuild half-way through (or before a resume) would mix two builds.
  const snapshot = path.join(dir, 'build');
  if (!resuming) {
    /** @type {number[] | undefined} */
    let buildMs;
    if (options.skipBuild) log('using the build already in build/');
    else {
      log(`timing ${options.builds} production builds`);
      buildMs = await timeBuilds(root, options.builds, log);
    }
    await cp(path.join(root, 'build'), snapshot, { recursive: true });
    if (buildMs) await record(dir, { kind: 'step', step: 'build', value: buildMs });
  }
  log('building the peer pages');
  await buildPeers();

  /** @type {Array<() => Promise<void>>} */
  const cleanups = [];
  try {
    const service = createSsoService({ staticDir: snapshot, log: () => {} });
    const portalOrigin = (await service.listen(0)).replace(/\/$/, '');
    cleanups.push(() => service.close());

    // The portal once per language it speaks, each read by a browser in that language; the
    // peers speak English only.
    /** @type {import('./result-types.js').MeasuredPage[]} */
    const all = locales.map((locale) => ({
      id: `gofy-${locale}`,
      label: `gofy /login, ${locale}`,
      ours: true,
      locale,
      url: `${portalOrigin}/login`,
      origin: portalOrigin,
      readiness: portalReadiness,
      runs: [],
      imposedRuns: [],
    }));
    for (const peer of peers) {
      const server = await serveDirectory(path.join(peersDistDir, peer.id));
      cleanups.push(server.close);
      all.push({
        id: peer.id,
        label: `${peer.label} ${await installedVersion(peer.packageName)}`,
        ours: false,
        locale: 'en-US',
        url: `${server.url}/`,
        origin: server.url,
        readiness: peer.readiness,
        runs: [],
        imposedRuns: [],
      });
    }
    if (!resuming) {
      const chosen = all.filter((page) => !options.pages || options.pages.includes(page.id));
      if (chosen.length === 0) throw new Error(`--pages: none of ${all.map((p) => p.id)}`);
      await writePlan(dir, {
        date: new Date().toISOString().slice(0, 10),
        runsPerPage: options.runs,
        imposedRunsPerPage: options.imposedRuns,
        pages: chosen.map(({ id, label, ours, locale }) => ({ id, label, ours, locale })),
        machine: {
          cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
          cores: os.availableParallelism(),
          node: process.version,
          loadAtStart,
        },
      });
    }
    const plan = await readPlan(dir);
    const pages = all.filter((page) => plan.pages.some((planned) => planned.id === page.id));
    const { done } = await resultsFromDisk(dir);

    const keeper = keepBrowser(launchChromium, log);
    cleanups.push(() => keeper.close());
    const where = { dir, keeper, log };
    await runStep({ ...where, name: 'chromium', done: done.steps }, async (b) => b.version());

    const reportsDir = path.join(dir, 'lighthouse');
    await mkdir(reportsDir, { recursive: true });
    // After each stage: every table so far in the run's folder (report-files.js).
    const saved = () => saveReport(dir);
    await runRounds({
      ...where,
      kind: 'simulated',
      pages,
      rounds: plan.runsPerPage,
      done: done.simulated,
      measure: simulatedRun(runLighthouse, reportsDir),
      describe: describeSimulatedRun,
    });
    await saved();
    await runRounds({
      ...where,
      kind: 'imposed',
      pages,
      rounds: plan.imposedRunsPerPage,
      done: done.imposed,
      measure: (page, _round, browser) => measureImposedLoad(browser, page),
      describe: describeImposedRun,
    });
    await saved();
    await runStep({ ...where, name: 'scripts', done: done.steps }, async () => {
      const { results } = await resultsFromDisk(dir);
      return measureScriptSizes(
        pages.map((page) => ({
          ...page,
          runs: results.pages.find((measured) => measured.id === page.id)?.runs ?? [],
        })),
      );
    });
    await saved();

    if (pages.some((page) => page.ours)) {
      for (const { name, doing, measure } of sideSteps({ portalOrigin, snapshot })) {
        if (done.steps.has(name)) continue;
        log(doing);
        await runStep({ ...where, name, done: done.steps }, measure);
        await saved();
      }
    }
    await record(dir, { kind: 'step', step: 'end', value: { load: os.loadavg()[0] ?? 0 } });
    if (keeper.restarts() > 0) log(`the browser was started again ${keeper.restarts()} times`);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  }
  await report(dir, options.writeDocs);
  log(
    `done in ${Math.round((Date.now() - startedAt) / 1000)} s; every run in ${path.relative(root, dir)}/`,
  );
}

main().catch((error) => {
  process.stderr.write(
    `bench: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`,
  );
  process.exitCode = 1;
});
