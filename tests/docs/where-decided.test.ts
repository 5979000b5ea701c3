import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README is the front door: small enough to read, and every path it names real. A module
// that moves, or a section that moves to another page, breaks a reader's way in silently; here
// it fails by name.

const root = fileURLToPath(new URL('../..', import.meta.url));
const maxReadmeBytes = 16_000;
const minDecidedRows = 10;

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The documentation pages whose relative links must lead somewhere. */
const pages = [
  'README.md',
  'deploy/README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Code, where `[a](b)` is text, not a link. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '``');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading = ''] of withoutCode(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

interface Link {
  readonly page: string;
  readonly target: string;
}

function relativeLinks(page: string): Link[] {
  const text = withoutCode(read(page));
  return [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map(([, target = '']) => ({ page, target }))
    .filter(({ target }) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** Why a link leads nowhere, or undefined when it leads to an existing file (and heading). */
function brokenLink({ page, target }: Link): string | undefined {
  const [file = '', anchor] = target.split('#', 2);
  const resolved =
    file === '' ? page : path.posix.normalize(path.posix.join(path.posix.dirname(page), file));
  const absolute = path.join(root, resolved);
  if (!existsSync(absolute)) return `${page} links to ${target}, but ${resolved} does not exist`;
  if (anchor === undefined || !resolved.endsWith('.md') || statSync(absolute).isDirectory()) {
    return undefined;
  }
  if (anchorsOf(read(resolved)).has(decodeURIComponent(anchor))) return undefined;
  return `${page} links to ${target}, but ${resolved} has no heading "#${anchor}"`;
}

/** The items of the README's "Where is it decided" list: a behaviour, then the paths named. */
function decidedRows(readme: string): { behaviour: string; paths: string[] }[] {
  const start = readme.search(/^## Where is it decided\s*$/m);
  if (start === -1) return [];
  const section = readme.slice(start).split(/^## /m)[1] ?? '';
  return [...section.matchAll(/^- (.+): (.*)$/gm)].map(([, behaviour = '', where = '']) => ({
    behaviour,
    paths: [...where.matchAll(/`([^`]+)`/g)].map(([, file = '']) => file),
  }));
}

describe('the README', () => {
  const readme = read('README.md');

  it(`is at most ${maxReadmeBytes} bytes`, () => {
    const bytes = Buffer.byteLength(readme);
    expect(
      bytes,
      `README.md is ${bytes} bytes, over its ${maxReadmeBytes}: move detail to docs/ and link it`,
    ).toBeLessThanOrEqual(maxReadmeBytes);
  });

  it(`says where at least ${minDecidedRows} behaviours are decided`, () => {
    expect(
      decidedRows(readme).length,
      'README.md needs a "## Where is it decided" list of "- behaviour: `path`"',
    ).toBeGreaterThanOrEqual(minDecidedRows);
  });

  it('names at least one file for each behaviour in "Where is it decided"', () => {
    const without = decidedRows(readme).filter(({ paths }) => paths.length === 0);
    expect(without.map(({ behaviour }) => behaviour)).toEqual([]);
  });

  it('names only files that exist in "Where is it decided"', () => {
    const missing = decidedRows(readme).flatMap(({ behaviour, paths }) =>
      paths
        .filter((file) => !existsSync(path.join(root, file)))
        .map((file) => `${file} (named for "${behaviour}") does not exist`),
    );
    expect(missing, missing.join('\n')).toEqual([]);
  });
});

describe('the documentation pages', () => {
  it.each(pages)('%s has only relative links that resolve', (page) => {
    const broken = relativeLinks(page).flatMap((link) => brokenLink(link) ?? []);
    expect(broken, broken.join('\n')).toEqual([]);
  });
});
