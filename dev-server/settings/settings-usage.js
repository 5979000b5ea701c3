// @ts-check
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { settingTable } from './setting-table.js';

/** What `node dev-server/server.js` prints beside a bad setting: every flag and variable. */

const root = fileURLToPath(new URL('../..', import.meta.url));
const nameWidth = 32;
const lineWidth = 96;

/** @param {unknown} value */
const shown = (value) =>
  typeof value === 'string' && value.startsWith(root) ? relative(root, value) : String(value);

/**
 * A variable and what it does, wrapped under its description's column.
 *
 * @param {string} name
 * @param {string} about
 */
function usageLines(name, about) {
  const lines = [];
  let line = '';
  for (const word of about.split(' ')) {
    if (line && nameWidth + line.length + word.length >= lineWidth) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  lines.push(line);
  return lines.map((text, index) => `  ${(index === 0 ? name : '').padEnd(nameWidth)}${text}`);
}

const flags = settingTable
  .filter((setting) => setting.flag)
  .map(({ flag, type, default: value }) => {
    const placeholder = type === 'path' ? '<dir>' : '<value>';
    return `[${flag} ${value === undefined ? placeholder : value}]`;
  });

export const usage = [
  `Usage: node dev-server/server.js ${flags.join(' ')}`,
  '',
  'Environment:',
  ...settingTable.flatMap(({ env, about, default: value }) => {
    if (!env || !about) return [];
    const plain = value === undefined || (Array.isArray(value) && value.length === 0);
    return usageLines(
      env,
      plain || typeof value === 'boolean' ? about : `${about} (${shown(value)})`,
    );
  }),
].join('\n');
