// @ts-check
/**
 * `npm run bundle-report`: where the bytes of the page's scripts go. Builds with source maps
 * into a directory of its own (build/ is untouched), then prints, per script, its gzip size and
 * what each package or folder of src/ costs in it. A part's cost is the gzip bytes the script
 * loses when that part's minified code is cut out of it: gzip shares repeated text across a
 * file, so these costs add up to about the file, not exactly.
 *
 *   npm run bundle-report                 # every script of the web build
 *   npm run bundle-report -- --top 30     # more parts per script (default 12)
 *   npm run bundle-report -- --files index,http-client   # only scripts whose name has one of these
 *   npm run bundle-report -- --by-file    # each file of src/ apart, not grouped by folder
 *   npm run bundle-report -- --treemap report.html   # the same as a treemap, in one page
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { treemapPage } from './bundle-treemap.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'node_modules/.cache/gofy-bundle-report');
const { values } = parseArgs({
  options: {
    top: { type: 'string', default: '12' },
    files: { type: 'string' },
    'by-file': { type: 'boolean', default: false },
    treemap: { type: 'string' },
  },
});
const byFile = values['by-file'];
const top = Number(values.top);
const only = values.files?.split(',') ?? [];

// rsbuild.config.ts reads these two: source maps on, output elsewhere.
execFileSync('npx', ['rsbuild', 'build'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, GOFY_BUNDLE_REPORT_DIR: outDir },
});

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** @param {string} segment @returns {number[]} the VLQ-decoded fields of one mapping segment */
function decodeSegment(segment) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = base64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/**
 * @param {string} source as the map names it, relative to the map's folder
 * @param {string} mapDir
 * @returns {string} the package or src/ folder the source belongs to
 */
function partOf(source, mapDir) {
  if (!source.startsWith('.')) return source;
  const clean = path.relative(root, path.resolve(mapDir, source));
  const inModules = clean.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1] ?? clean;
  const inSrc = clean.match(byFile ? /^src\/(.*)/ : /^src\/((?:features\/)?[^/]+)/);
  if (inSrc) return `src/${inSrc[1]}`;
  return clean;
}

/**
 * The minified text of a script, split by the part its source map gives each stretch.
 * @param {string} code @param {{ sources: string[], mappings: string }} map @param {string} mapDir
 * @returns {Map<string, string[]>}
 */
function splitByPart(code, map, mapDir) {
  const lines = code.split('\n');
  /** @type {Map<string, string[]>} */
  const parts = new Map();
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNumber) => {
    const line = lines[lineNumber] ?? '';
    let column = 0;
    /** @type {[number, number][]} */
    const segments = [];
    for (const segment of lineMappings.split(',')) {
      if (segment === '') continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) sourceIndex += sourceDelta;
      segments.push([column, sourceDelta === undefined ? -1 : sourceIndex]);
    }
    segments.forEach(([start, source], i) => {
      const end = segments[i + 1]?.[0] ?? line.length;
      const part = source < 0 ? '(generated)' : partOf(map.sources[source] ?? '', mapDir);
      const list = parts.get(part) ?? [];
      list.push(line.slice(start, end));
      parts.set(part, list);
    });
  });
  return parts;
}

const gz = (/** @type {string} */ text) => gzipSync(text, { level: 9 }).length;
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(10);

const jsDir = path.join(outDir, 'static/js');
const scripts = [
  ...readdirSync(jsDir).filter((f) => f.endsWith('.js')),
  ...readdirSync(path.join(jsDir, 'async'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `async/${f}`),
].filter((file) => only.length === 0 || only.some((name) => file.includes(name)));

/** @type {import('./bundle-treemap.js').ScriptParts[]} */
const drawn = [];
for (const file of scripts) {
  // A script the build copies as it is (the common passwords' list) has no map, and no parts.
  if (!existsSync(path.join(jsDir, `${file}.map`))) continue;
  const code = readFileSync(path.join(jsDir, file), 'utf8').replace(
    /\n\/\/# sourceMappingURL=.*$/,
    '',
  );
  const map = JSON.parse(readFileSync(path.join(jsDir, `${file}.map`), 'utf8'));
  const whole = gz(code);
  const parts = [...splitByPart(code, map, path.dirname(path.join(jsDir, file)))].map(
    ([part, pieces]) => {
      const own = pieces.join('');
      const rest = code.split(own).length === 2 ? code.replace(own, '') : null;
      // Cut out piece by piece when the part's text is not one stretch of the file.
      const without = rest ?? pieces.reduce((text, piece) => text.replace(piece, ''), code);
      return { part, raw: own.length, cost: whole - gz(without) };
    },
  );
  parts.sort((a, b) => b.cost - a.cost);
  drawn.push({ file, gzip: whole, parts });
  console.log(`\n${file}: ${kb(code.length)} minified, ${kb(whole)} gzip -9`);
  for (const { part, raw, cost } of parts.slice(0, top)) {
    console.log(`  ${kb(cost)} gz ${kb(raw)} min  ${part}`);
  }
  if (parts.length > top) console.log(`  ... ${parts.length - top} more parts`);
}

if (values.treemap) {
  const title = `Where the bytes of the portal's scripts go, ${new Date().toISOString().slice(0, 10)}`;
  writeFileSync(values.treemap, treemapPage(drawn, title));
  console.log(`\nThe treemap is in ${path.resolve(values.treemap)}`);
}
