// @ts-check
/**
 * Renders the portal's app icons from one SVG drawing with Debian's Chromium, so the PNGs
 * that browsers and iOS require stay in step with the vector mark. Run after changing the
 * mark: `node scripts/make-icons.js`; the PNGs are committed under public/icons/.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const brand = '#0b5cad';

/**
 * The "g" mark on the brand colour. `inset` is the share of the side left around the mark:
 * maskable icons keep it inside the central 80% safe zone, since launchers crop to any shape.
 *
 * @param {{ size: number, inset: number, rounded: boolean }} options
 */
function drawing({ size, inset, rounded }) {
  const radius = rounded ? size * 0.22 : 0;
  const mark = size * (1 - 2 * inset);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${brand}"/>
  <g transform="translate(${size * inset} ${size * inset}) scale(${mark / 64})">
    <path d="M44 22.5A14 14 0 1 0 46 36H33" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, inset: 0, rounded: true },
  { file: 'icon-512.png', size: 512, inset: 0, rounded: true },
  { file: 'icon-maskable-512.png', size: 512, inset: 0.12, rounded: false },
  // iOS draws its own rounded corners and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, inset: 0.04, rounded: false },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style>${drawing(icon)}`,
    );
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    await writeFile(path.join(root, 'public/icons', icon.file), png);
    await page.close();
    console.log(`public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
