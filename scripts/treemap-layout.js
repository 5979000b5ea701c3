// @ts-check
/**
 * Squarified treemap layout (Bruls, Huizing and van Wijk, 2000): rectangles whose areas are in
 * proportion to their values, laid in rows along the shorter side of what is left, a row
 * growing while that makes its worst aspect ratio no worse. Squares read better than slivers:
 * a part's size is seen from its area, and its name fits in it.
 */

/**
 * @typedef {{ x: number, y: number, w: number, h: number }} Box
 */

/**
 * The worst aspect ratio of a row of `areas` laid along a side of length `side`.
 * @param {number[]} areas @param {number} side
 */
function worstRatio(areas, side) {
  const total = areas.reduce((sum, area) => sum + area, 0);
  const sideSquared = side * side;
  return Math.max(
    ...areas.map((area) =>
      Math.max((sideSquared * area) / (total * total), (total * total) / (sideSquared * area)),
    ),
  );
}

/**
 * Lays `items` out in `box`, largest first; an item of no value gets no rectangle.
 * @template {{ value: number }} T
 * @param {readonly T[]} items
 * @param {Box} box
 * @returns {(Box & { item: T })[]}
 */
export function squarify(items, box) {
  const kept = items.filter((item) => item.value > 0).sort((a, b) => b.value - a.value);
  const total = kept.reduce((sum, item) => sum + item.value, 0);
  if (total === 0 || box.w <= 0 || box.h <= 0) return [];
  const scale = (box.w * box.h) / total;
  let rest = kept.map((item) => ({ item, area: item.value * scale }));
  let { x, y, w, h } = box;
  /** @type {(Box & { item: T })[]} */
  const laid = [];
  while (rest.length > 0) {
    const side = Math.min(w, h);
    let count = 1;
    while (
      count < rest.length &&
      worstRatio(
        rest.slice(0, count + 1).map((r) => r.area),
        side,
      ) <=
        worstRatio(
          rest.slice(0, count).map((r) => r.area),
          side,
        )
    ) {
      count += 1;
    }
    const row = rest.slice(0, count);
    rest = rest.slice(count);
    const thickness = row.reduce((sum, r) => sum + r.area, 0) / side;
    let along = 0;
    for (const { item, area } of row) {
      const length = area / thickness;
      // A wide space takes the row as a column at its left; a tall one, as a row at its top.
      laid.push(
        w >= h
          ? { item, x, y: y + along, w: thickness, h: length }
          : { item, x: x + along, y, w: length, h: thickness },
      );
      along += length;
    }
    if (w >= h) {
      x += thickness;
      w -= thickness;
    } else {
      y += thickness;
      h -= thickness;
    }
  }
  return laid;
}
