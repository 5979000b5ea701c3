// @ts-check
/**
 * `npm run bench`: times the production build, serves it as production does, and measures
 * /login with Lighthouse beside peer sign-in UIs built and served the same way (the slow
 * network and CPU simulated, then imposed on the browser), a repeat visit, and a sign-in on a
 * slow mobile connection. Prints one Markdown report on stdout; progress goes to stderr.
 *
 *   npm run bench -- --runs 5        Lighthouse runs per page (default 5)
 *   npm run bench -- --imposed-runs 3  runs per page with the throttling imposed (default: --runs)
 *   npm run bench -- --write-readme  also put the report in README.md, between the bench markers
 *   npm run bench -- --skip-build    measure the build already in build/, without timing builds
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createSsoService } from '../dev-server/app.js';
import { locales } from '../src/config/languages.js';
import { checkSignInForm, launchChromium } from './browser.js';
import { timeBuilds } from './build-time.js';
import { gzipBytes } from './gzip-size.js';
import { measurePasskeySignIn } from './passkey-sign-in-time.js';
import { writeReadmeSection } from './readme.js';
import { measureRepeatVisit } from './repeat-visit.js';
import { measureSignIn } from './sign-in-time.js';
import { serveDirectory } from './static-server.js';
import { renderMarkdown } from './table.js';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, '..');

/** @param {string} message */
const log = (message) => process.stderr.write(`bench: ${message}\n`);

function readOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      'imposed-runs': { type: 'string' },
      builds: { type: 'string', default: '3' },
      'write-readme': { type: 'boolean', default: false },
      'skip-build': { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  const imposedRuns = Number(values['imposed-runs'] ?? runs);
  const builds = Number(values.builds);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
  if (!Number.isInteger(imposedRuns) || imposedRuns < 0)
    throw new Error('--imposed-runs must be a whole number');
  if (!Number.isInteger(builds) || builds < 1)
    throw new Error('--builds must be a positive integer');
  return {
    runs,
    imposedRuns,
    builds,
    writeReadme: values['write-readme'] ?? false,
    skipBuild: values['skip-build'] ?? false,
  };
}

/**
 * Lighthouse and the peer UIs live in bench/package.json, away from the portal's own
 * dependencies; they are installed the first time the benchmark needs them.
 */
function installBenchPackages() {
  if (existsSync(path.join(benchDir, 'node_modules'))) return;
  log('installing bench/package.json (npm ci --prefix bench)');
  const result = spawnSync('npm', ['ci', '--prefix', benchDir, '--no-audit', '--no-fund'], {
    cwd: root,
    // npm's output goes to stderr with the rest of the progress, leaving stdout to the report.
    stdio: ['ignore', 2, 2],
  });
  if (result.status !== 0) throw new Error('npm ci --prefix bench failed');
}

/**
 * @param {string} packageName
 * @returns {Promise<string>}
 */
async function installedVersion(packageName) {
  const file = path.join(benchDir, 'node_modules', packageName, 'package.json');
  return JSON.parse(await readFile(file, 'utf8')).version;
}

/**
 * Same-origin scripts the page loaded, by the last run that saw them.
 *
 * @param {import('./table.js').PageRun[]} runs
 * @param {string} origin
 */
function scriptUrls(runs, origin) {
  for (const run of [...runs].reverse()) {
    const scripts = (run.lighthouse?.requests ?? []).filter(
      (request) =>
        !request.fromWorker &&
        request.resourceType === 'Script' &&
        request.url.startsWith(`${origin}/`),
    );
    if (scripts.length > 0) return [...new Set(scripts.map((request) => request.url))];
  }
  return [];
}

/**
 * The scripts a page's HTML makes the browser fetch before anything else happens: those it
 * names and those it preloads, as the page arrives for a reader of `locale`.
 *
 * @param {string} url
 * @param {string} locale
 */
async function upFrontScripts(url, locale) {
  const html = await (await fetch(url, { headers: { 'accept-language': locale } })).text();
  const named = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="preload"[^>]*\bhref="([^"]+\.js)"/g),
  ];
  return named.map((match) => new URL(match[1] ?? '', url).href);
}

/**
 * Every page, `rounds` times, a round at a time. Each round starts with a different page, so
 * no page always runs first or last.
 *
 * @template T
 * @param {number} rounds
 * @param {readonly T[]} pages
 * @returns {Generator<{ round: number, page: T }>}
 */
function* inRotation(rounds, pages) {
  for (let round = 0; round < rounds; round += 1) {
    for (let index = 0; index < pages.length; index += 1) {
      yield { round, page: /** @type {T} */ (pages[(round + index) % pages.length]) };
    }
  }
}

async function main() {
  const options = readOptions();
  const startedAt = Date.now();
  // Other work on the machine skews every number here; the report says how busy it was.
  const loadAtStart = os.loadavg()[0] ?? 0;
  installBenchPackages();
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
    /** @type {Array<import('./table.js').PageResult & { url: string, origin: string, imposedRuns: import('./table.js').ImposedRun[] }>} */
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

    let lighthouseVersion = 'unknown';

    /**
     * One Lighthouse run and one form check. A run Lighthouse itself reports as broken (its
     * own advice for a failed trace is to run again) is run once more; the report says so.
     *
     * @param {string} url
     * @param {string} locale The language of the browser.
     * @param {string} reportPath Without extension.
     * @returns {Promise<import('./table.js').PageRun>}
     */
    async function measureRun(url, locale, reportPath) {
      /** @type {string | undefined} */
      let retriedAfter;
      for (let attempt = 1; ; attempt += 1) {
        /** @type {import('./table.js').PageRun} */
        let run;
        try {
          const { lhr, ...lighthouse } = await runLighthouse(url, { locale });
          lighthouseVersion = lighthouse.environment.lighthouseVersion;
          await writeFile(`${reportPath}.lighthouse.json`, JSON.stringify(lhr));
          run = { lighthouse, form: await checkSignInForm(browser, url, { locale }) };
        } catch (error) {
          const failure = error instanceof Error ? error.message : String(error);
          run = { failure, form: await checkSignInForm(browser, url, { locale }) };
        }
        const failure = run.failure ?? run.lighthouse?.error;
        if (!failure || attempt === 2) return retriedAfter ? { ...run, retriedAfter } : run;
        retriedAfter = failure;
      }
    }
    /**
     * One Lighthouse run with the slow network and CPU imposed on the browser; what it painted.
     *
     * @param {string} url
     * @param {string} locale
     * @param {string} reportPath Without extension.
     * @returns {Promise<import('./table.js').ImposedRun>}
     */
    async function measureImposedRun(url, locale, reportPath) {
      try {
        const { lhr, ...lighthouse } = await runLighthouse(
          url,
          { locale },
          { throttling: 'imposed' },
        );
        await writeFile(`${reportPath}.lighthouse.json`, JSON.stringify(lhr));
        if (lighthouse.error) return { failure: lighthouse.error };
        return { fcpMs: lighthouse.fcpMs, lcpMs: lighthouse.lcpMs, profile: lighthouse.profile };
      } catch (error) {
        return { failure: error instanceof Error ? error.message : String(error) };
      }
    }
    const total = options.runs * pages.length;
    let done = 0;
    for (const { round, page } of inRotation(options.runs, pages)) {
      const run = await measureRun(
        page.url,
        page.locale,
        path.join(reportsDir, `${page.id}-${round + 1}`),
      );
      page.runs.push(run);
      done += 1;
      const lh = run.lighthouse;
      log(
        `[${done}/${total}] ${page.label}: ` +
          (lh && !lh.error
            ? `score ${lh.score}, LCP ${Math.round(lh.lcpMs ?? Number.NaN)} ms, ` +
              `TBT ${Math.round(lh.tbtMs ?? Number.NaN)} ms`
            : `Lighthouse failed (${run.failure ?? lh?.error})`) +
          (run.retriedAfter ? ` (run again after ${run.retriedAfter})` : '') +
          (run.form.visible ? ', form on screen' : `, NO FORM (${run.form.problem})`),
      );
    }

    // Lantern's simulation leaves out of FCP every script that is not render-blocking, so a
    // page whose form a script draws reads as painting when its empty page would. These runs
    // slow the browser itself down and report what it painted.
    const imposedTotal = options.imposedRuns * pages.length;
    let imposedDone = 0;
    for (const { round, page } of inRotation(options.imposedRuns, pages)) {
      const run = await measureImposedRun(
        page.url,
        page.locale,
        path.join(reportsDir, `${page.id}-imposed-${round + 1}`),
      );
      page.imposedRuns.push(run);
      imposedDone += 1;
      log(
        `[${imposedDone}/${imposedTotal}] ${page.label}, throttling imposed: ` +
          (run.failure
            ? `Lighthouse failed (${run.failure})`
            : `FCP ${Math.round(run.fcpMs ?? Number.NaN)} ms, ` +
              `LCP ${Math.round(run.lcpMs ?? Number.NaN)} ms`),
      );
    }

    for (const page of pages) {
      const urls = scriptUrls(page.runs, page.origin);
      if (urls.length > 0) page.scriptGzipBytes = await gzipBytes(urls);
      if (page.ours) {
        page.upFrontScriptGzipBytes = await gzipBytes(await upFrontScripts(page.url, page.locale));
      }
    }

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

    /** @type {import('./table.js').BenchResults} */
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
    if (options.writeReadme) {
      await writeReadmeSection(path.join(root, 'README.md'), markdown);
      log('README.md updated');
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
