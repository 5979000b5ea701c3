import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { injectManifest } from 'workbox-build';

/**
 * After a production build (and after prerendering, so the pages' HTML is there to list):
 * writes `sw.js` with the precache manifest of every file the portal serves. Hashed files
 * under `static/` carry their version in their name; the rest get a revision hash.
 */
export function pluginServiceWorker(options: {
  webEnvironment: string;
  workerEnvironment: string;
}): RsbuildPlugin {
  return {
    name: 'gofy:service-worker',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        const web = environments[options.webEnvironment];
        const worker = environments[options.workerEnvironment];
        if (!web || !worker) return;

        const { count, size, warnings } = await injectManifest({
          swSrc: path.join(worker.distPath, 'sw.js'),
          swDest: path.join(web.distPath, 'sw.js'),
          globDirectory: web.distPath,
          globPatterns: ['**/*.{html,js,css,webmanifest,png,svg,ico}'],
          // csp.json is for the host, licences are for people; neither is served to the page.
          // config.json is the deployment's, rewritten after the build: the worker fetches it
          // from the network first (service-worker.ts), so a change takes effect.
          // The common-password list is needed only while resetting a password, online.
          globIgnores: [
            'sw.js',
            'csp.json',
            'config.json',
            '**/*.LICENSE.txt',
            'static/js/async/common-passwords.*',
          ],
          dontCacheBustURLsMatching: /^static\//,
        });
        for (const warning of warnings) console.warn(`service worker: ${warning}`);
        console.log(`service worker: precaching ${count} files, ${(size / 1024).toFixed(1)} kB`);
        await rm(worker.distPath, { recursive: true, force: true });
      });
    },
  };
}
