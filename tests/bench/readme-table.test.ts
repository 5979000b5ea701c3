import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderReadmeTable } from '../../bench/readme-table.js';
import { writeDocs } from '../../bench/report-files.js';
import type { ImposedRun } from '../../bench/result-types.js';
import { benchResults, imposedRun, pageResult } from './support/bench-fixtures.js';

// README.md shows one table of the bench, written by `npm run bench -- --write-docs`: what a
// broker's manager reads first, so its numbers and its verdict must be the bench's own.

const start = '<!-- bench:start -->';
const end = '<!-- bench:end -->';

function results({ enReadyMs = 910 } = {}) {
  const three = (ms: number, readyMs: number): ImposedRun[] =>
    [0, 10, 20].map((step) => imposedRun(ms + step, readyMs + step));
  return benchResults(
    [
      pageResult(
        {
          id: 'gofy-pt-BR',
          label: 'gofy /login, pt-BR',
          ours: true,
          locale: 'pt-BR',
          scriptGzipBytes: 66_000,
        },
        [{ fcpMs: 670, lcpMs: 680, totalBytes: 95_000 }],
        three(770, 880),
      ),
      pageResult(
        {
          id: 'gofy-en',
          label: 'gofy /login, en',
          ours: true,
          locale: 'en',
          scriptGzipBytes: 65_500,
        },
        [{ fcpMs: 670, lcpMs: 690, totalBytes: 94_800 }],
        three(780, enReadyMs),
      ),
      // Its first frame is empty: simulated, its FCP is ahead of the portal's.
      pageResult(
        { id: 'supabase', label: 'Supabase Auth UI 0.4.7', ours: false, scriptGzipBytes: 109_600 },
        [{ fcpMs: 610, lcpMs: 1630, totalBytes: 104_900 }],
        three(1940, 1940),
      ),
      pageResult(
        {
          id: 'keycloakify',
          label: 'Keycloak login (keycloakify) 11.16.0',
          ours: false,
          scriptGzipBytes: 87_100,
        },
        [{ fcpMs: 3700, lcpMs: 4270, score: 77, totalBytes: 541_500 }],
        three(4150, 4160),
      ),
    ],
    1,
  );
}

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function folder(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'gofy-readme-table-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe("README.md's table of the bench", () => {
  it('gives each page its medians of score, LCP, ready, JavaScript, bytes and our JS against theirs', () => {
    const lines = renderReadmeTable(results()).split('\n');
    expect(lines).toContain(
      '| page | score | LCP | ready | JS kB gz | total kB | our JS ÷ theirs |',
    );
    expect(lines).toContain('| gofy, pt-BR | 100 | 0.68 s | 0.89 s | 66.0 | 95.0 | – |');
    expect(lines).toContain('| gofy, en | 100 | 0.69 s | 0.92 s | 65.5 | 94.8 | – |');
    // Against the heavier of the portal's two languages; peers named without their version.
    expect(lines).toContain('| Supabase Auth UI | 100 | 1.63 s | 1.95 s | 109.6 | 104.9 | 0.60× |');
    expect(lines).toContain(
      '| Keycloak (keycloakify) | 77 | 4.27 s | 4.17 s | 87.1 | 541.5 | 0.76× |',
    );
    expect(lines[0]).toContain(
      'Medians of 1 run a page, 2026-12-07; ready with the throttling imposed.',
    );
  });

  it("says the portal is ahead in both languages, judged on the table's columns alone", () => {
    // Supabase's simulated FCP (an empty frame) beats the portal's: not a column here.
    expect(renderReadmeTable(results())).toContain('First in every column: pt-BR ✓; en ✓.');
  });

  it('names the column where a language is behind a peer', () => {
    expect(renderReadmeTable(results({ enReadyMs: 1990 }))).toContain(
      'First in every column: pt-BR ✓; en ✗ (ready).',
    );
  });

  it("is written between the README's bench markers, with every table in the other pages", async () => {
    const dir = await folder();
    const pages = {
      report: path.join(dir, 'performance.md'),
      targets: path.join(dir, 'bench-readme.md'),
      readme: path.join(dir, 'README.md'),
    };
    for (const file of [pages.report, pages.targets, pages.readme]) {
      await writeFile(file, `# Page\n\nBefore.\n\n${start}\nold\n${end}\n\nAfter.\n`);
    }
    const written = await writeDocs(results(), () => {}, { pages, format: false });

    expect(written).toEqual([pages.report, pages.targets, pages.readme]);
    const table = renderReadmeTable(results()).trim();
    expect(await readFile(pages.readme, 'utf8')).toBe(
      `# Page\n\nBefore.\n\n${start}\n${table}\n${end}\n\nAfter.\n`,
    );
    expect(await readFile(pages.report, 'utf8')).toContain('Targets (medians');
    expect(await readFile(pages.targets, 'utf8')).toContain('From the bench of 2026-12-07');
  });

  it('leaves a README without markers as it is, and says where its table is', async () => {
    const dir = await folder();
    const pages = {
      report: path.join(dir, 'performance.md'),
      targets: path.join(dir, 'bench-readme.md'),
      readme: path.join(dir, 'README.md'),
    };
    await writeFile(pages.report, `${start}\n${end}\n`);
    await writeFile(pages.targets, `${start}\n${end}\n`);
    await writeFile(pages.readme, '# Project\n');
    const said: string[] = [];
    const written = await writeDocs(results(), (line) => said.push(line), {
      pages,
      format: false,
    });

    expect(written).toEqual([pages.report, pages.targets]);
    expect(await readFile(pages.readme, 'utf8')).toBe('# Project\n');
    expect(said).toEqual([
      `${pages.readme} has no bench markers: its table is in the run's readme-table.md`,
    ]);
  });
});
