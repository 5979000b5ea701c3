// @ts-check

/**
 * @typedef {object} Spread
 * @property {number} median
 * @property {number} min
 * @property {number} max
 * @property {number} count
 */

/**
 * The median and range of the finite values, or `undefined` when there are none.
 *
 * @param {ReadonlyArray<number | null | undefined>} values
 * @returns {Spread | undefined}
 */
export function spread(values) {
  const sorted = values
    .filter((value) => typeof value === 'number' && Number.isFinite(value))
    .map(Number)
    .sort((a, b) => a - b);
  const count = sorted.length;
  if (count === 0) return undefined;
  const middle = Math.floor(count / 2);
  const median =
    count % 2 === 1
      ? /** @type {number} */ (sorted[middle])
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return {
    median,
    min: /** @type {number} */ (sorted[0]),
    max: /** @type {number} */ (sorted[count - 1]),
    count,
  };
}
