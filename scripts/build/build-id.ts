import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What a build is made of besides the settings `define` carries: its source and its tools. */
const inputs = [
  'src',
  'public',
  'manifest.webmanifest',
  'package-lock.json',
  'rsbuild.config.ts',
  'scripts/build',
];

function filesUnder(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => path.relative(root, path.join(item.parentPath, item.name)));
}

/**
 * The build's identity: a hash of everything it is made from (the source, the public files,
 * the locked dependencies, the build's own configuration) and of the settings it is built
 * with. The page and its service worker both carry it, so a page can tell a worker of another
 * build (a new version to offer) from one of its own build put back after a sign-out cleared
 * the site's data. The same commit and settings always give the same identity, so deploying
 * them again offers nothing. Marked `portal-build:`, so a test can deploy "another build" by
 * replacing it in a copy of the build (tests/e2e/support/next-version.ts).
 */
export function buildId(root: string, settings: unknown): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(settings));
  const files = inputs.flatMap((entry) => filesUnder(root, entry)).sort();
  for (const file of files) {
    hash.update(`\0${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(root, file)));
  }
  return `portal-build:${hash.digest('base64url').slice(0, 16)}`;
}
