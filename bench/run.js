// @ts-check
/**
 * `npm run bench`: times the production build, serves it as production does, and measures
 * /login with Lighthouse beside peer sign-in UIs built and served the same way (the slow
 * network and CPU simulated, then imposed on the browser), a repeat visit, and a sign-in on a
 * slow mobile connection. Prints one Markdown report on stdout; progress goes to stderr.
 *
 *   npm run bench -- --runs 5        Lighthouse runs per page (default 5)
 *   npm run bench -- --imposed-runs 3  runs per page with the throttling imposed (default: --runs)
 *   npm run bench -- --write-docs    also put the report in docs/performance.md, between the bench markers
 *   npm run bench -- --skip-build    measure the build already in build/, without timing builds
 */
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSsoService } from '../dev-server/app.js';
import { locales } from '../src/config/languages.js';
import { installBenchPackages, installedVersion } from './bench-packages.js';
import { launchChromium } from './browser.js';
import { timeBuilds } from './build-time.js';
import { runImposedRounds, runSimulatedRounds } from './lighthouse-rounds.js';
import { readOptions } from './options.js';
import { measurePasskeySignIn } from './passkey-sign-in-time.js';
import { measureRepeatVisit } from './repeat-visit.js';
import { reportPage, writeReportSection } from './report-section.js';
import { measureScriptSizes } from './script-size.js';
import { measureSignIn } from './sign-in-time.js';
import { serveDirectory } from './static-server.js';
import { renderMarkdown } from './table.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, '..');

/** @param {string} message */
const log = (message) => process.stderr.write(`bench: ${message}\n`);

async function main() {
  const options = readOptions();
  const startedAt = Date.now();
  // Other work on the machine skews every number here; the report says how busy it was.
  const loadAtStart = os.loadavg()[0] ?? 0;
  installBenchPackages(log);
  // Imported only now: these resolve packages from bench/node_modules.
  const { runLighthouse } = await import('./lighthouse.js');
  const { buildPeers, peersDistDir } = await import('./peers/build.js');
  const { peers } = await import('./peers/peers.js');

  /** @type {number[] | undefined} */
  let buildMs;
  if (options.skipBuild) {
    log('using the build already in build/');
  } else {
    log(`timing ${options.builds} production builds`);
    buildMs = await timeBuilds(root, options.builds, log);
  }
  log('building the peer pages');
  await buildPeers();

  /** @type {Array<() => Promise<void>>} */
  const cleanups = [];
  try {
    // Served from a copy: build/ is shared with everyone working in this tree, and a rebuild
    // half-way through would mix two builds in one set of runs.
    const snapshot = await mkdtemp(path.join(os.tmpdir(), 'gofy-bench-build-'));
    cleanups.push(() => rm(snapshot, { recursive: true, force: true }));
    await cp(path.join(root, 'build'), snapshot, { recursive: true });
    const service = createSsoService({ staticDir: snapshot, log: () => {} });
    const portalOrigin = (await service.listen(0)).replace(/\/$/, '');
    cleanups.push(() => service.close());

    // The portal once per language it speaks, each read by a browser in that language; the
    // peers speak English only.
    /** @type {import('./result-types.js').MeasuredPage[]} */
    const pages = locales.map((locale) => ({
      id: `gofy-${locale}`,
      label: `gofy /login, ${locale}`,
      ours: true,
      locale,
      url: `${portalOrigin}/login`,
      origin: portalOrigin,
      runs: [],
      imposedRuns: [],
    }));
    for (const peer of peers) {
      const server = await serveDirectory(path.join(peersDistDir, peer.id));
      cleanups.push(server.close);
      pages.push({
        id: peer.id,
        label: `${peer.label} ${await installedVersion(peer.packageName)}`,
        ours: false,
        locale: 'en-US',
        url: `${server.url}/`,
        origin: server.url,
        runs: [],
        imposedRuns: [],
      });
    }

    const browser = await launchChromium();
    cleanups.push(() => browser.close());

    const resultsDir = path.join(benchDir, 'results');
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const reportsDir = path.join(resultsDir, stamp);
    await mkdir(reportsDir, { recursive: true });

    const harness = { runLighthouse, browser, reportsDir, log };
    const lighthouseVersion = await runSimulatedRounds(pages, options.runs, harness);
    await runImposedRounds(pages, options.imposedRuns, harness);
    await measureScriptSizes(pages);

    log('repeat visit with the service worker');
    const repeatVisit = await measureRepeatVisit(browser, `${portalOrigin}/login`);
    log('signing in on a slow mobile connection');
    const signIn = await measureSignIn(browser, portalOrigin, {
      email: 'ana.souza@gofy.example',
      password: 'gofy-demo-2026',
      greeting: 'Hello, Ana',
    });
    log('signing in with a passkey on a slow mobile connection');
    const passkeySignIn = await measurePasskeySignIn(
      browser,
      portalOrigin.replace('127.0.0.1', 'localhost'),
      { email: 'ana.souza@gofy.example', password: 'gofy-demo-2026', greeting: 'Hello, Ana' },
    );

    /** @type {import('./result-types.js').BenchResults} */
    const results = {
      date: new Date().toISOString().slice(0, 10),
      environment: {
        cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
        cores: os.availableParallelism(),
        chromium: browser.version(),
        node: process.version,
        lighthouse: lighthouseVersion,
        load: [loadAtStart, os.loadavg()[0] ?? 0],
      },
      runsPerPage: options.runs,
      imposedRunsPerPage: options.imposedRuns,
      pages: pages.map(({ url: _url, origin: _origin, ...page }) => page),
      buildMs,
      repeatVisit,
      signIn,
      passkeySignIn,
    };
    const markdown = renderMarkdown(results);
    await writeFile(
      path.join(resultsDir, `${stamp}.json`),
      `${JSON.stringify(results, null, 2)}\n`,
    );
    await writeFile(path.join(resultsDir, `${stamp}.md`), markdown);
    process.stdout.write(markdown);
    if (options.writeDocs) {
      await writeReportSection(reportPage, markdown);
      log(`${path.relative(root, reportPage)} updated`);
    }
    log(
      `done in ${Math.round((Date.now() - startedAt) / 1000)} s; raw results in ${path.relative(root, resultsDir)}/${stamp}*`,
    );
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  }
}

main().catch((error) => {
  process.stderr.write(
    `bench: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`,
  );
  process.exitCode = 1;
});
