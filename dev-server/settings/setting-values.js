// @ts-check
import { settingAt, settingTable } from './setting-table.js';

/**
 * Reading and writing settings at their paths (`lockout.threshold`), and the numbers of
 * `createSsoService`'s options by the table's defaults and ranges.
 */

/**
 * The value at a dotted path of `options`.
 *
 * @param {object} options
 * @param {string} path
 * @returns {unknown}
 */
export function valueAt(options, path) {
  /** @type {unknown} */
  let node = options;
  for (const key of path.split('.')) {
    node = typeof node === 'object' && node !== null ? /** @type {any} */ (node)[key] : undefined;
  }
  return node;
}

/**
 * Sets the value at a dotted path, making the objects on the way.
 *
 * @param {Record<string, any>} options
 * @param {string} path
 * @param {unknown} value
 */
export function setAt(options, path, value) {
  const keys = path.split('.');
  const last = /** @type {string} */ (keys.pop());
  let node = options;
  for (const key of keys) {
    node[key] ??= {};
    node = node[key];
  }
  node[last] = value;
}

/**
 * Whether a number is in a range. Tests pass fractions (a session of half a second); the
 * command line and environment take whole numbers only, which settings.js checks first.
 *
 * @param {number} value
 * @param {import('./setting-table.js').NumberRange} range
 */
export function isInRange(value, range) {
  return (
    Number.isFinite(value) &&
    (range.zeroAllowed ? value >= 0 : value > 0) &&
    (range.max === undefined || value <= range.max)
  );
}

/**
 * A range for a message: "a positive number", "a number from 0 up to 120000".
 *
 * @param {import('./setting-table.js').NumberRange} range
 * @param {string} [kind] `number`, or `whole number` for the command line and environment.
 */
export function describeRange(range, kind = 'number') {
  const lowest = range.zeroAllowed ? `a ${kind} from 0` : `a positive ${kind}`;
  return range.max === undefined ? lowest : `${lowest} up to ${range.max}`;
}

/**
 * Reads the number options of `createSsoService`'s options (`SsoServiceOptions`): `number`
 * as given, or its default, failing with the option's name when out of its range; `seconds`,
 * the same in milliseconds.
 *
 * @param {object} options
 */
export function numberReader(options) {
  /** @param {string} path */
  const number = (path) => {
    const { range = {}, default: fallback } = settingAt(path);
    const value = valueAt(options, path);
    if (value === undefined) return /** @type {number} */ (fallback);
    if (typeof value !== 'number' || !isInRange(value, range)) {
      throw new Error(`${path} must be ${describeRange(range)}`);
    }
    return value;
  };
  /** @param {string} path */
  const seconds = (path) => number(path) * 1000;
  return { number, seconds };
}

/**
 * The table's default of a setting.
 *
 * @param {string} path
 */
export function defaultOf(path) {
  return settingAt(path).default;
}

/**
 * The numbers of a group of options (`lockout`) as the service runs with them: each given or
 * its default, and each `…Seconds` in milliseconds, as `…Ms`.
 *
 * @param {ReturnType<typeof numberReader>} read
 * @param {string} group
 * @returns {Record<string, number>}
 */
export function numbersOf({ number, seconds }, group) {
  /** @type {Record<string, number>} */
  const resolved = {};
  for (const { path } of settingTable) {
    if (!path.startsWith(`${group}.`)) continue;
    const name = path.slice(group.length + 1);
    if (name.endsWith('Seconds')) resolved[name.replace(/Seconds$/, 'Ms')] = seconds(path);
    else resolved[name] = number(path);
  }
  return resolved;
}
