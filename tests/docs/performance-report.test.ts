import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  benchReadme,
  readme as projectReadme,
  reportPage,
  writeReportSection,
} from '../../bench/report-section.js';

// `npm run bench -- --write-docs` writes its report into docs/performance.md; a page that lost
// its markers would only be found when a 24-minute bench fails at its very end.

const root = fileURLToPath(new URL('../..', import.meta.url));
const start = '<!-- bench:start -->';
const end = '<!-- bench:end -->';

describe('the bench report', () => {
  it('is written into docs/performance.md', () => {
    expect(path.relative(root, reportPage)).toBe(path.join('docs', 'performance.md'));
  });

  it('has one place in docs/performance.md, holding the latest tables', () => {
    const page = readFileSync(reportPage, 'utf8');
    expect(page.split(start)).toHaveLength(2);
    expect(page.split(end)).toHaveLength(2);
    const section = page.slice(page.indexOf(start), page.indexOf(end));
    expect(section).toContain('| gofy /login, pt-BR');
    expect(section).toContain('Targets (medians');
  });

  it('has one place in bench/README.md, for the targets alone', () => {
    const readme = readFileSync(benchReadme, 'utf8');
    expect(path.relative(root, benchReadme)).toBe(path.join('bench', 'README.md'));
    expect(readme.split(start)).toHaveLength(2);
    expect(readme.split(end)).toHaveLength(2);
  });

  it('has one place in README.md, for the one table a newcomer reads', () => {
    const readme = readFileSync(projectReadme, 'utf8');
    expect(path.relative(root, projectReadme)).toBe('README.md');
    expect(readme.split(start)).toHaveLength(2);
    expect(readme.split(end)).toHaveLength(2);
    const section = readme.slice(readme.indexOf(start), readme.indexOf(end));
    expect(section).toContain('| gofy, pt-BR');
  });

  it('replaces only what lies between the markers', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-report-'));
    try {
      const file = path.join(dir, 'page.md');
      await writeFile(file, `# Page\n\nBefore.\n\n${start}\nold table\n${end}\n\nAfter.\n`);
      await writeReportSection(file, '\nnew table\n', { format: false });
      expect(await readFile(file, 'utf8')).toBe(
        `# Page\n\nBefore.\n\n${start}\nnew table\n${end}\n\nAfter.\n`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a page without its markers, naming it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-report-'));
    try {
      const file = path.join(dir, 'page.md');
      await writeFile(file, '# Page\n');
      await expect(writeReportSection(file, 'table', { format: false })).rejects.toThrow(file);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
