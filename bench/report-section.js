// @ts-check
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const start = '<!-- bench:start -->';
const end = '<!-- bench:end -->';

/** Where `--write-docs` puts the report: the page that explains the numbers around it. */
export const reportPage = fileURLToPath(new URL('../docs/performance.md', import.meta.url));

/** Where `--write-docs` puts the targets alone: the bench's own README. */
export const benchReadme = fileURLToPath(new URL('./README.md', import.meta.url));

/** Where `--write-docs` puts the one table a reader of the project sees first (readme-table.js). */
export const readme = fileURLToPath(new URL('../README.md', import.meta.url));

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Whether the page has its bench markers: README.md gets its table only once they are there.
 *
 * @param {string} file
 */
export async function hasReportSection(file) {
  const text = await readFile(file, 'utf8');
  return text.includes(start) && text.includes(end);
}

/**
 * Replaces what lies between the page's bench markers, and nothing else.
 *
 * @param {string} file
 * @param {string} markdown
 * @param {{ format?: boolean }} [options] `format: false` leaves the table as written (tests)
 */
export async function writeReportSection(file, markdown, { format = true } = {}) {
  const text = await readFile(file, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to === -1 || to < from || text.indexOf(start, from + 1) !== -1) {
    throw new Error(`${file} must hold one "${start}" followed by one "${end}"`);
  }
  const updated = `${text.slice(0, from + start.length)}\n${markdown.trim()}\n${text.slice(to)}`;
  if (updated === text) return;
  await writeFile(file, updated);
  if (!format) return;
  // The project's formatter aligns Markdown tables; written as it would write them, the page
  // stays clean for `npm run lint`. Run from the project's root, wherever the page is, so
  // Biome finds its binary and the project's settings.
  execFileSync(path.join(root, 'node_modules/.bin/biome'), ['format', '--write', file], {
    cwd: root,
    stdio: 'ignore',
  });
}
