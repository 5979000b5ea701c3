// @ts-check
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseAllowedOrigins } from '../http/csrf.js';
import { settingTable } from './setting-table.js';
import { defaultOf, describeRange, isInRange, setAt } from './setting-values.js';

/**
 * The command line and environment read by the setting table (setting-table.js): each
 * setting from its flag, else its variable, checked by its type. Only what is given goes into
 * the options; the defaults are filled in by `createSsoService` (service-options.js).
 */

/**
 * @typedef {object} ServiceSettings
 * @property {number} port
 * @property {string} host
 * @property {import('./service-options.js').SsoServiceOptions} options
 */

export class SettingsError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(problems.join('\n'));
    this.name = 'SettingsError';
  }
}

/** @param {string} list */
const originsIn = (list) => parseAllowedOrigins(list.split(',').filter((entry) => entry.trim()));

/**
 * Reads one given text as its setting's type: the value, or what it must be.
 *
 * @type {Record<import('./setting-table.js').SettingType,
 *   (text: string, setting: import('./setting-table.js').Setting) => { value: unknown } | string>}
 */
const readers = {
  number: (text, { range }) => {
    // Past 2^31 no setting makes sense, and the environment is where a typo adds digits.
    const bounds = { max: 2 ** 31, ...range };
    const value = Number(text);
    return /^\d+$/.test(text) && isInRange(value, bounds)
      ? { value }
      : `must be ${describeRange(bounds, 'whole number')}`;
  },
  switch: (text) =>
    ['0', '1', 'true', 'false'].includes(text)
      ? { value: text === '1' || text === 'true' }
      : 'must be 1 or 0',
  text: (text) => ({ value: text }),
  path: (text) => ({ value: resolve(text) }),
  origin: (text) => ({ value: parseAllowedOrigins([text])[0] }),
  origins: (text) => ({ value: originsIn(text) }),
  choice: (text, { choices = [] }) =>
    choices.includes(text) ? { value: text } : `must be one of: ${choices.join(', ')}`,
};

/**
 * @param {import('./setting-table.js').Setting} setting
 * @param {string} name The flag or variable it was given in.
 * @param {string} text
 * @returns {{ value: unknown } | { problem: string }}
 */
function readText(setting, name, text) {
  try {
    const read = readers[setting.type](text, setting);
    return typeof read === 'string' ? { problem: `${name} ${read}` } : read;
  } catch (error) {
    // An origin that is not one: the message says why.
    return { problem: `${name}: ${/** @type {Error} */ (error).message}` };
  }
}

/**
 * Reads the command line and environment, reporting every bad value at once.
 *
 * @param {string[]} argv Arguments after the script name.
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {ServiceSettings}
 */
export function readSettings(argv, env) {
  /** @type {string[]} */
  const problems = [];
  const flagged = settingTable.filter((setting) => setting.flag);
  /** @type {Record<string, string | boolean | undefined>} */
  let args = {};
  try {
    args = parseArgs({
      args: argv,
      options: Object.fromEntries(
        flagged.map(({ flag }) => [
          String(flag).slice(2),
          { type: /** @type {const} */ ('string') },
        ]),
      ),
      strict: true,
    }).values;
  } catch (error) {
    problems.push(/** @type {Error} */ (error).message);
  }

  /** @type {Record<string, any>} */
  const given = {};
  for (const setting of settingTable) {
    // The flag first; a bad flag is reported, and then its variable is read as well.
    /** @type {[string, unknown][]} */
    const sources = [];
    if (setting.flag) sources.push([setting.flag, args[setting.flag.slice(2)]]);
    if (setting.env) sources.push([setting.env, env[setting.env]]);
    for (const [name, raw] of sources) {
      const text = typeof raw === 'string' ? raw.trim() : '';
      if (!text) continue;
      const read = readText(setting, name, text);
      if ('problem' in read) {
        problems.push(read.problem);
        continue;
      }
      setAt(given, setting.path, read.value);
      break;
    }
  }
  if (problems.length > 0) throw new SettingsError(problems);
  const { port = defaultOf('port'), host = defaultOf('host'), ...options } = given;
  return { port, host, options };
}
