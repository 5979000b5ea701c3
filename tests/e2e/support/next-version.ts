import { createHash } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The chunk and entry files a deployment replaced, by their paths under the build's root. */
export interface NextVersion {
  /** The chunk's file in the version a page may still be running, now gone. */
  readonly goneChunk: string;
  readonly newChunk: string;
  readonly goneEntry: string;
  readonly newEntry: string;
}

const textFile = /\.(html|js|json|css|txt|webmanifest)$/;

/** The build's identity as the build writes it into the page's code and the worker's. */
const buildIdentity = /portal-build:[\w-]{16}/g;

/**
 * `code` of the next build: its identity (scripts/build/build-id.ts) replaced, as any change
 * to the source would replace it. A page tells a new version from its own build by it.
 */
export function asNextBuild(code: string): string {
  return code.replaceAll(buildIdentity, 'portal-build:next-build-000000');
}

/**
 * Turns a served copy of the build into the next deployment, in place: the lazy chunk whose
 * code matches `chunkCode` and the entry script that names it get new content hashes, as a
 * rebuild with a change in that page would give them; every page, the entry's chunk map and
 * the service worker's precache list name the new files; and the old files are gone, as on a
 * host that serves one version at a time. The new service worker differs from the old, so a
 * browser that checks for updates installs it, and says it is of another build.
 */
export async function deployNextVersion(root: string, chunkCode: RegExp): Promise<NextVersion> {
  const asyncDir = path.join(root, 'static/js/async');
  let goneChunk: string | undefined;
  for (const name of await readdir(asyncDir)) {
    if (name.endsWith('.js') && chunkCode.test(await readFile(path.join(asyncDir, name), 'utf8'))) {
      if (goneChunk) throw new Error(`More than one chunk matches ${chunkCode}`);
      goneChunk = `static/js/async/${name}`;
    }
  }
  const entryName = (await readdir(path.join(root, 'static/js'))).find((name) =>
    /^index\.[0-9a-f]+\.js$/.test(name),
  );
  if (!goneChunk || !entryName) throw new Error(`No chunk matches ${chunkCode}, or no entry`);
  const goneEntry = `static/js/${entryName}`;

  const renamed = new Map([goneChunk, goneEntry].map((file) => [hashOf(file), nextHash(file)]));
  const rewritten = new Map<string, string>();
  for (const file of await allFiles(root)) {
    if (!textFile.test(file) || file === 'sw.js') continue;
    const full = path.join(root, file);
    const text = await readFile(full, 'utf8');
    let next = asNextBuild(text);
    for (const [from, to] of renamed) next = next.replaceAll(from, to);
    if (next === text) continue;
    await writeFile(full, next);
    rewritten.set(file, next);
  }
  // The worker precaches files without a hash in their name (the pages) by revision: a page
  // that changed must change revision, or the new worker keeps the old page.
  const worker = path.join(root, 'sw.js');
  let precache = asNextBuild(await readFile(worker, 'utf8'));
  for (const [from, to] of renamed) precache = precache.replaceAll(from, to);
  for (const [file, text] of rewritten) {
    const revision = createHash('md5').update(text).digest('hex');
    precache = precache.replace(
      new RegExp(`"revision":"[0-9a-f]+","url":"${file.replaceAll('.', '\\.')}"`),
      `"revision":"${revision}","url":"${file}"`,
    );
  }
  await writeFile(worker, precache);
  const newChunk = renameHash(goneChunk, renamed);
  const newEntry = renameHash(goneEntry, renamed);
  await rename(path.join(root, goneChunk), path.join(root, newChunk));
  await rename(path.join(root, goneEntry), path.join(root, newEntry));
  return { goneChunk, newChunk, goneEntry, newEntry };
}

function hashOf(file: string): string {
  const hash = /\.([0-9a-f]{8,})\.js$/.exec(file)?.[1];
  if (!hash) throw new Error(`${file} has no content hash`);
  return hash;
}

/** Another hash of the same length, as the changed content would have. */
function nextHash(file: string): string {
  return [...hashOf(file)]
    .map((digit) => ((Number.parseInt(digit, 16) + 1) % 16).toString(16))
    .join('');
}

function renameHash(file: string, renamed: ReadonlyMap<string, string>): string {
  const hash = hashOf(file);
  return file.replace(`.${hash}.js`, `.${renamed.get(hash)}.js`);
}

async function allFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}
