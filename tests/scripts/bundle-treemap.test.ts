import { describe, expect, it } from 'vitest';
import { treemapPage } from '../../scripts/bundle-treemap.js';
import { squarify } from '../../scripts/treemap-layout.js';

const box = { x: 10, y: 20, w: 600, h: 400 };
const values = [39.6, 12.4, 10.3, 8.5, 6.2, 3.0, 2.7, 1.7, 1.3, 0.4, 0.1];

const overlap = (a: typeof box, b: typeof box) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

describe('the treemap of where the bytes go', () => {
  const laid = squarify(
    values.map((value) => ({ value })),
    box,
  );
  const total = values.reduce((sum, value) => sum + value, 0);

  it('gives each part an area in proportion to its bytes, the box filled', () => {
    expect(laid).toHaveLength(values.length);
    for (const rect of laid) {
      expect(rect.w * rect.h).toBeCloseTo((rect.item.value / total) * box.w * box.h, 6);
    }
  });

  it('keeps every part inside the box, and no two parts on each other', () => {
    for (const rect of laid) {
      expect(rect.x).toBeGreaterThanOrEqual(box.x - 1e-9);
      expect(rect.y).toBeGreaterThanOrEqual(box.y - 1e-9);
      expect(rect.x + rect.w).toBeLessThanOrEqual(box.x + box.w + 1e-9);
      expect(rect.y + rect.h).toBeLessThanOrEqual(box.y + box.h + 1e-9);
    }
    for (const [i, a] of laid.entries()) {
      for (const b of laid.slice(i + 1)) expect(overlap(a, b)).toBeLessThan(1e-6);
    }
  });

  it('lays out the classic example as squares as it can: no ratio above 3', () => {
    const example = squarify(
      [6, 6, 4, 3, 2, 2, 1].map((value) => ({ value })),
      { x: 0, y: 0, w: 6, h: 4 },
    );
    const ratios = example.map(({ w, h }) => Math.max(w / h, h / w));
    expect(Math.max(...ratios)).toBeLessThan(3);
    expect(example[0]).toMatchObject({ x: 0, y: 0, w: 3, h: 2 });
  });

  it('draws nothing for a part that costs nothing', () => {
    expect(squarify([{ value: 0 }, { value: -3 }], box)).toEqual([]);
    expect(squarify([{ value: 1 }, { value: 0 }], box)).toHaveLength(1);
  });

  it('names every script and part, with its bytes, on a page that needs no script', () => {
    const page = treemapPage(
      [
        {
          file: 'index.abc.js',
          gzip: 61_800,
          parts: [
            { part: 'react-dom', cost: 40_550 },
            { part: 'src/<app>', cost: 1_400 },
          ],
        },
        { file: 'async/http-client.def.js', gzip: 11_500, parts: [{ part: 'ky', cost: 4_000 }] },
      ],
      'Where the bytes go',
    );
    expect(page).toContain('<title>index.abc.js: 60.4 KiB gzip</title>');
    expect(page).toContain('<title>react-dom: 39.6 KiB of index.abc.js</title>');
    expect(page).toContain('<title>ky: 3.9 KiB of async/http-client.def.js</title>');
    // Names are text, never markup.
    expect(page).toContain('src/&lt;app&gt;');
    expect(page).not.toContain('<script');
  });
});
