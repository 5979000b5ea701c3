// @ts-check
/**
 * Builds the peer pages: `node bench/peers/build.js` on its own, or from `npm run bench`.
 * The peers' packages come from bench/node_modules; Rsbuild is the portal's own.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRsbuild } from '@rsbuild/core';
import { peers } from './peers.js';
import config from './rsbuild.config.js';

export const peersDir = path.dirname(fileURLToPath(import.meta.url));
export const peersDistDir = path.join(peersDir, 'dist');

/** Builds every peer page into dist/<id>/. */
export async function buildPeers() {
  const rsbuild = await createRsbuild({ cwd: peersDir, config });
  const result = await rsbuild.build();
  await result.close();
  for (const peer of peers) await peer.afterBuild?.(path.join(peersDistDir, peer.id));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildPeers();
}
