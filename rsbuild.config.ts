import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { buildId } from './scripts/build/build-id';
import { companyMarks } from './scripts/build/company-marks';
import { pluginDeployConfig } from './scripts/build/plugin-deploy-config';
import { pluginPrerender } from './scripts/build/plugin-prerender';
import { pluginServiceWorker } from './scripts/build/plugin-service-worker';
import { pluginSolverWorker, solverWorkerPath } from './scripts/build/plugin-solver-worker';
import { devServerPort } from './scripts/dev-server-port.js';
import { parseCompanyLinks } from './src/config/company-links';
import { parseCompanySignIn } from './src/config/company-sign-in';
import { envVariableNames } from './src/config/env-variables';
import { ConfigError, parseConfig } from './src/config/parse-config';
import { formPostPaths } from './src/config/portal-paths';

// The local SSO service (dev-server/) that `npm start` runs beside the dev server.
const ssoServicePort = Number(process.env.SSO_SERVICE_PORT ?? 4000);

export default defineConfig(({ envMode, command }) => {
  const { rawPublicVars } = loadEnv({
    ...(envMode ? { mode: envMode } : {}),
    prefixes: ['REACT_APP_'],
  });

  // A production build with a broken configuration must not ship. The dev server goes on and
  // the page itself names the bad variables, which is quicker to act on while editing `.env`.
  // The company's links and sign-in providers are checked here only: the page trusts what the
  // build let through.
  const problems = [parseConfig, parseCompanyLinks, parseCompanySignIn].flatMap((parse) => {
    try {
      parse(rawPublicVars);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
  });
  if (problems.length > 0) {
    const error = new ConfigError(problems);
    if (command === 'build') throw error;
    console.warn(`\n${error.message}\n`);
  }

  // Exactly the portal's variables (src/config/config.ts reads them as one object): another
  // REACT_APP_ variable in a `.env` file never reaches the page.
  const builtEnv = Object.fromEntries(
    envVariableNames.flatMap((name) => {
      const value = rawPublicVars[name];
      return value === undefined ? [] : [[name, value]];
    }),
  );
  // The company's links as checked above, for the parts of pages that show them (links.ts); a
  // dev server with a bad one, already warned about, shows none.
  const companyLinks = (() => {
    try {
      return parseCompanyLinks(rawPublicVars);
    } catch {
      return {};
    }
  })();
  // Likewise the company providers whose buttons the sign-in page shows (company-providers.ts).
  const companySignIn = (() => {
    try {
      return parseCompanySignIn(rawPublicVars);
    } catch {
      return [];
    }
  })();
  const settings = {
    __BUILT_ENV__: JSON.stringify(builtEnv),
    __COMPANY_LINKS__: JSON.stringify(companyLinks),
    __COMPANY_SIGN_IN__: JSON.stringify(companySignIn),
  };
  const root = path.dirname(fileURLToPath(import.meta.url));
  const production = command === 'build';
  // Where the bot challenge's solver is served from (plugin-solver-worker.ts); the dev server
  // has Rspack make it from `new URL(..., import.meta.url)` instead (run-solver.ts).
  const solverWorker = solverWorkerPath(root);
  const define = {
    ...settings,
    __SOLVER_WORKER__: JSON.stringify(production ? solverWorker : ''),
    // The page's and its service worker's: see scripts/build/build-id.ts.
    __PORTAL_BUILD__: JSON.stringify(buildId(root, { envMode, settings })),
  };

  // scripts/bundle-report.js: the same build with source maps, into a directory of its own.
  const bundleReportDir = process.env.GOFY_BUNDLE_REPORT_DIR;

  return {
    plugins: [
      pluginReact({ splitChunks: { react: false, router: false } }),
      // Order matters: the worker precaches the pages the prerender step writes.
      ...(production
        ? [
            pluginDeployConfig({ webEnvironment: 'web', values: rawPublicVars }),
            pluginPrerender({ webEnvironment: 'web', nodeEnvironment: 'prerender' }),
            pluginSolverWorker({
              webEnvironment: 'web',
              workerEnvironment: 'challenge-solver',
              path: solverWorker,
            }),
            pluginServiceWorker({ webEnvironment: 'web', workerEnvironment: 'service-worker' }),
          ]
        : []),
    ],
    source: { define },
    resolve: {
      alias: {
        // wouter imports `useSyncExternalStore` through a shim kept for React 17; React 18 has
        // it built in, so the sign-in page does not ship the polyfill.
        'use-sync-external-store/shim/index.js': 'react',
        // workbox-window's package points bundlers at its ES5 build; the portal's browsers all
        // run its modern one (classes, async functions), which is 1 KB gzip lighter.
        'workbox-window$': 'workbox-window/build/workbox-window.prod.mjs',
      },
    },
    html: {
      template: './src/index.html',
      tags: companyMarks(companySignIn.map((provider) => provider.kind)),
    },
    output: {
      distPath: { root: bundleReportDir ?? 'build' },
      ...(bundleReportDir ? { sourceMap: { js: 'source-map' as const } } : {}),
    },
    environments: {
      web: {
        source: { entry: { index: './src/main.tsx' } },
        output: {
          target: 'web',
          // Eight hex digits tell apart a file's versions well enough (one chance in four
          // billion that two collide), and the first script names every later chunk by its hash.
          filenameHash: 'contenthash:8',
          copy: [{ from: './manifest.webmanifest' }],
          // The first paint needs all of the (small) stylesheet: inlined, it costs no round trip.
          inlineStyles: production,
        },
        tools: {
          // The name the chunks' loader carries in the first script and in every chunk (its
          // global array, its script tags' mark): the package's name by default, three words
          // longer than it needs to be on a page that runs no other bundle.
          rspack: { output: { uniqueName: 'gofy' } },
        },
        splitChunks: {
          // One small script up front (src/main.tsx): a prerendered page runs it after its first
          // paint (scripts/build/after-first-paint.ts); it asks for the app's chunk at once.
          // What loads later is split.
          chunks: 'async',
          cacheGroups: {
            // The app's chunk (React and the portal, asked for by the small first script:
            // src/main.tsx) keeps its packages: split out, react-dom was a second request
            // before anything could hydrate. Elsewhere, as Rspack splits by default.
            defaultVendors: {
              test: /[\\/]node_modules[\\/]/i,
              priority: -10,
              reuseExistingChunk: true,
              chunks: (chunk) => chunk.name !== 'app',
            },
            // The SSO calls in one chunk, whatever asks for them first: the session check and
            // the passkey autofill both start at the sign-in page's load, and each would
            // otherwise bring a copy. ky comes in it: nothing calls ky but these modules, and
            // a file of its own was one more request at arrival and 0.4 KB more gzip.
            httpClient: {
              test: /src[\\/]api[\\/](http-client|sso-calls|sso-responses|answer-reader|answer-words|service-client|send-request|server-clock)\.ts$|node_modules[\\/]ky[\\/]/,
              chunks: 'async',
              name: 'http-client',
              enforce: true,
            },
          },
        },
      },
      // Builds the renderer of the pages that need no user; run and deleted after the build.
      ...(production
        ? {
            prerender: {
              source: { entry: { prerender: './src/prerender.tsx' } },
              output: {
                target: 'node',
                distPath: { root: 'node_modules/.cache/gofy-prerender' },
                filenameHash: false,
              },
            },
            // The service worker, one file with no hash (its URL must stay the same across
            // versions); the precache manifest is injected into it after the build.
            'service-worker': {
              source: { entry: { sw: './src/sw/service-worker.ts' } },
              output: {
                target: 'web-worker',
                distPath: { root: 'node_modules/.cache/gofy-service-worker', js: '' },
                filename: { js: '[name].js' },
                filenameHash: false,
              },
              performance: { chunkSplit: { strategy: 'all-in-one' } },
            },
            // The bot challenge's solver, one file, copied into the build by its plugin.
            'challenge-solver': {
              source: { entry: { 'challenge-solver': './src/api/challenge/solver.worker.ts' } },
              output: {
                target: 'web-worker',
                distPath: { root: 'node_modules/.cache/gofy-challenge-solver', js: '' },
                filename: { js: '[name].js' },
                filenameHash: false,
              },
              performance: { chunkSplit: { strategy: 'all-in-one' } },
            },
          }
        : {}),
    },
    dev: {
      // The dev server compiles every chunk before it serves the first page, as the build does.
      // Compiled lazily (Rsbuild's default), each chunk a page first asks for (its words, the
      // sign-in's parts, the HTTP client) was built on that request and sent to the page as a
      // live update: a cold sign-in page went through some ten rebuilds while a broker typed,
      // and when the next rebuild replaced an update before the page fetched it, the page
      // reloaded with the form empty. Compiling them all up front costs about a second at start.
      lazyCompilation: false,
    },
    server: {
      port: devServerPort,
      // Same-origin API paths keep the SSO cookie first-party, as in a deployment behind a proxy.
      // A form posted before the page's script ran goes to the SSO service too, which answers
      // by sending the page back; the dev server alone would answer 404.
      proxy: [
        {
          target: `http://127.0.0.1:${ssoServicePort}`,
          // The Host header passes through, so the service sees the browser's origin as its
          // own and its login CSRF check accepts the portal's requests.
          changeOrigin: false,
          pathFilter: (path, req) =>
            path.startsWith('/api/') || (req.method === 'POST' && formPostPaths.includes(path)),
        },
      ],
    },
  };
});
