// @ts-check
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const start = '<!-- bench:start -->';
const end = '<!-- bench:end -->';

/**
 * Replaces what lies between the README's bench markers, and nothing else.
 *
 * @param {string} file
 * @param {string} markdown
 */
export async function writeReadmeSection(file, markdown) {
  const text = await readFile(file, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to === -1 || to < from || text.indexOf(start, from + 1) !== -1) {
    throw new Error(`${file} must hold one "${start}" followed by one "${end}"`);
  }
  const updated = `${text.slice(0, from + start.length)}\n${markdown.trim()}\n${text.slice(to)}`;
  if (updated === text) return;
  await writeFile(file, updated);
  // The project's formatter aligns Markdown tables; written as it would write them, the
  // README stays clean for `npm run lint`.
  const root = path.dirname(file);
  execFileSync(path.join(root, 'node_modules/.bin/biome'), ['format', '--write', file], {
    cwd: root,
    stdio: 'ignore',
  });
}
