// @ts-check
/**
 * Builds every peer page as a production app, the same way the portal is built: Rsbuild's
 * defaults, minified, with the portal's own browser targets so no side is transpiled further
 * than the other.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { peers } from './peers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const portalPackage = JSON.parse(readFileSync(path.join(here, '../../package.json'), 'utf8'));

/** @type {Record<string, import('@rsbuild/core').EnvironmentConfig>} */
const environments = {};
for (const peer of peers) {
  environments[peer.id] = {
    source: { entry: { index: peer.entry } },
    html: { title: `${peer.label}: sign in` },
    output: {
      distPath: { root: `dist/${peer.id}` },
      ...(peer.configDir ? { copy: [{ from: peer.configDir, to: '.' }] } : {}),
    },
  };
}

export default defineConfig({
  // stdout carries the benchmark's report; build chatter would land in the middle of it.
  logLevel: 'warn',
  plugins: [pluginReact()],
  html: { template: './template.html' },
  output: {
    overrideBrowserslist: portalPackage.browserslist.production,
    cleanDistPath: true,
  },
  performance: { printFileSize: false },
  environments,
});
