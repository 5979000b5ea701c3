// @ts-check
/**
 * The bundle report as a picture: one page with an SVG treemap, each script a rectangle as
 * large as its gzip bytes, and inside it each package or folder of src/ as large as its cost.
 * Plain SVG with a title on every rectangle (the full name and bytes, shown on hover and read
 * by screen readers): it opens from disk in any browser and needs no script.
 */
import { squarify } from './treemap-layout.js';

/**
 * @typedef {{ part: string, cost: number }} Part
 * @typedef {{ file: string, gzip: number, parts: readonly Part[] }} ScriptParts
 */

const width = 1200;
const height = 800;
const labelBand = 18;

const asText = (/** @type {string} */ text) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );
const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** React's own packages, the other packages, and the portal's code, told apart by colour. */
function colourOf(/** @type {string} */ part) {
  if (/^(react|react-dom|scheduler)$/.test(part)) return '#9ecae1';
  if (part.startsWith('src/')) return '#a1d99b';
  if (part === '(generated)') return '#d9d9d9';
  return '#fdd0a2';
}

/**
 * A label that fits its box, or none: about 7 px a character at 12 px.
 * @param {string} text @param {{ x: number, y: number, w: number, h: number }} box
 */
function label(text, box) {
  if (box.h < 14 || box.w < 40) return '';
  const fits = Math.floor((box.w - 6) / 7);
  const shown = text.length > fits ? `${text.slice(0, Math.max(fits - 1, 1))}…` : text;
  return `<text x="${(box.x + 3).toFixed(1)}" y="${(box.y + 13).toFixed(1)}">${asText(shown)}</text>`;
}

/**
 * @param {readonly ScriptParts[]} scripts
 * @param {string} title what the page shows first, e.g. the build and the date
 * @returns {string} the HTML page
 */
export function treemapPage(scripts, title) {
  const shapes = [];
  const tops = squarify(
    scripts.map((script) => ({ ...script, value: script.gzip })),
    { x: 0, y: 0, w: width, h: height },
  );
  for (const top of tops) {
    const { file, gzip, parts } = top.item;
    const name = `${file}: ${kib(gzip)} gzip`;
    shapes.push(
      `<g class="script"><title>${asText(name)}</title>`,
      `<rect x="${top.x.toFixed(1)}" y="${top.y.toFixed(1)}" width="${top.w.toFixed(1)}" height="${top.h.toFixed(1)}"/>`,
      label(name, top),
      '</g>',
    );
    const inner = {
      x: top.x + 2,
      y: top.y + labelBand,
      w: Math.max(top.w - 4, 0),
      h: Math.max(top.h - labelBand - 2, 0),
    };
    for (const box of squarify(
      parts.map((part) => ({ ...part, value: part.cost })),
      inner,
    )) {
      const partName = `${box.item.part}: ${kib(box.item.cost)} of ${file}`;
      shapes.push(
        `<g><title>${asText(partName)}</title>`,
        `<rect x="${box.x.toFixed(1)}" y="${box.y.toFixed(1)}" width="${box.w.toFixed(1)}" height="${box.h.toFixed(1)}" fill="${colourOf(box.item.part)}"/>`,
        label(`${box.item.part} ${kib(box.item.cost)}`, box),
        '</g>',
      );
    }
  }
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>${asText(title)}</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 1rem; }
svg { max-width: 100%; height: auto; font-size: 12px; }
rect { stroke: #fff; stroke-width: 1; }
.script > rect { fill: #636363; }
.script > text { fill: #fff; font-weight: 600; }
</style>
<h1>${asText(title)}</h1>
<p>Each script is as large as its gzip bytes; inside it, each package or folder of src/ as large as the gzip bytes the script loses without it. Blue: React; orange: other packages; green: the portal's code; grey: the bundler's.</p>
<svg viewBox="0 0 ${width} ${height}" role="img" aria-label="${asText(title)}" xmlns="http://www.w3.org/2000/svg">
${shapes.join('\n')}
</svg>
`;
}
