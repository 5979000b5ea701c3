import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageFile, paths } from '../../src/config/portal-paths';

/**
 * What each route's code is split into, read from the production build: the sign-in page
 * carries nothing of the main screen, and the main screen's first render nothing of the tours,
 * which are fetched only when one runs.
 */
const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build');

function filesIn(dir: string): { name: string; text: string }[] {
  const full = path.join(buildDir, dir);
  return readdirSync(full).map((name) => ({
    name: `${dir}/${name}`,
    text: readFileSync(path.join(full, name), 'utf8'),
  }));
}

const scripts = filesIn('static/js/async');
const stylesheets = filesIn('static/css/async');
const withText = (files: { name: string; text: string }[], marker: string) =>
  files.filter((file) => file.text.includes(marker)).map((file) => file.name);

describe('the main screen chunk', () => {
  it('is one chunk of its own, holding none of the tour code', () => {
    const launcher = withText(scripts, 'launcher-title');
    expect(launcher).toHaveLength(1);
    expect(withText(scripts, 'tour-progress')).not.toContain(launcher[0]);
  });

  it('brings its own styles, which the sign-in page does not inline', () => {
    expect(withText(stylesheets, '.launcher-grid')).toHaveLength(1);
    expect(readFileSync(path.join(buildDir, pageFile(paths.login.path)), 'utf8')).not.toContain(
      'launcher-grid',
    );
  });
});

describe('the tour chunk', () => {
  it('is fetched apart from the main screen, with its own styles', () => {
    const tour = withText(scripts, 'tour-progress');
    expect(tour).toHaveLength(1);
    expect(withText(scripts, 'launcher-title')).not.toContain(tour[0]);
    const tourStyles = withText(stylesheets, '.tour-spotlight');
    expect(tourStyles).toHaveLength(1);
    expect(withText(stylesheets, '.launcher-grid')).not.toContain(tourStyles[0]);
  });
});
