// @ts-check
import { readFile, writeFile } from 'node:fs/promises';

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
  if (updated !== text) await writeFile(file, updated);
}
