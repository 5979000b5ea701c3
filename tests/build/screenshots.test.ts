import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenshotFiles, screenshotsDir } from '../../scripts/screenshots.js';

const readme = readFileSync(path.resolve(screenshotsDir, '../../README.md'), 'utf8');
const files = screenshotFiles.map((file) => `docs/screenshots/${file}`);

describe('the screenshots', () => {
  it('are sign-in, the main screen, sign-up, the password section, recent activity and "Your data", on a phone in pt-BR and a desktop in en, all but sign-up on the phone with text at 200% too, light and dark', () => {
    expect(files).toHaveLength(34);
  });

  it.each(files)('include %s, taken by npm run screenshots and shown in the README', (file) => {
    expect(existsSync(path.resolve(screenshotsDir, '../..', file))).toBe(true);
    expect(readme).toContain(`(${file})`);
  });
});
