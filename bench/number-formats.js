// @ts-check
/**
 * How the report prints a number: with its unit, and a spread of runs as its median and range.
 */

export const dash = '–';

/**
 * A number and the unit printed after it; ranges print the unit once, after the median.
 *
 * @typedef {{ digits: (value: number) => string, unit: string }} Format
 */

/** @type {Format} */
export const seconds = { digits: (ms) => (ms / 1000).toFixed(2), unit: ' s' };
/** @type {Format} */
export const milliseconds = { digits: (ms) => String(Math.round(ms)), unit: ' ms' };
/** @type {Format} */
export const shift = { digits: (value) => value.toFixed(3), unit: '' };
/** @type {Format} */
export const integer = { digits: (value) => String(Math.round(value)), unit: '' };
/** @type {Format} */
export const kilobytes = { digits: (bytes) => (bytes / 1000).toFixed(1), unit: '' };

/**
 * @param {number} value
 * @param {Format} format
 */
export const single = (value, format) => `${format.digits(value)}${format.unit}`;

/**
 * `median (min–max)`, or the median alone when every run agreed.
 *
 * @param {import('./stats.js').Spread | undefined} values
 * @param {Format} format
 */
export function cell(values, format) {
  if (!values) return 'n/a';
  const median = single(values.median, format);
  const min = format.digits(values.min);
  const max = format.digits(values.max);
  return min === max ? median : `${median} (${min}${dash}${max})`;
}
