import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * The bot challenge's solver (src/api/challenge/solver.worker.ts), built as a worker of its own
 * in a production build, under a name the page knows before the build. Made by Rspack from
 * `new Worker(new URL(..., import.meta.url))`, it cost the sign-in page's first script an entry
 * in its table of chunks and the code that reads the document's base URL, some 30 bytes gzip
 * that script does not have; named here from its sources, it costs it nothing. The name changes
 * with what the worker is made of, so a host may cache it for ever. The service worker
 * precaches it, as it does the check's chunk: 3 KB gzip together, and a broker asked for the
 * check on a weak signal then waits for neither (no sign-in works offline, so nothing else
 * would need them there).
 */

/** What the worker is built from: its sources, the locked dependencies, the build's config. */
const inputs = [
  'src/api/challenge/solver.worker.ts',
  'src/api/challenge/solve-challenge.ts',
  'src/api/challenge/solver-messages.ts',
  'package-lock.json',
  'rsbuild.config.ts',
];

/** Where the solver is served, from the root of the portal's origin. */
export function solverWorkerPath(root: string): string {
  const hash = createHash('sha256');
  for (const file of inputs) hash.update(`\0${file}\0`).update(readFileSync(path.join(root, file)));
  return `/static/js/challenge-solver.${hash.digest('hex').slice(0, 8)}.js`;
}

/** After a production build: puts the worker environment's one file where the page asks for it. */
export function pluginSolverWorker(options: {
  webEnvironment: string;
  workerEnvironment: string;
  path: string;
}): RsbuildPlugin {
  return {
    name: 'gofy:solver-worker',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        const web = environments[options.webEnvironment];
        const worker = environments[options.workerEnvironment];
        if (!web || !worker) return;
        const target = path.join(web.distPath, options.path);
        await mkdir(path.dirname(target), { recursive: true });
        await copyFile(path.join(worker.distPath, 'challenge-solver.js'), target);
        // Checked here so that a worker that pulled in a chunk of its own fails the build.
        const text = await readFile(target, 'utf8');
        if (text.includes('importScripts(')) throw new Error('The solver worker must be one file');
        await rm(worker.distPath, { recursive: true, force: true });
      });
    },
  };
}
