import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenshotFiles, screenshotsDir } from '../../scripts/screenshots.js';

const root = path.resolve(screenshotsDir, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const gallery = readFileSync(path.join(root, 'docs/screenshots.md'), 'utf8');

// The README shows the pages a newcomer meets first (and the brokerage choice, which a broker
// of several meets next), phone and desktop, light; the gallery in
// docs/ shows every picture the script takes. A page added to the script without its pictures
// committed, or shown nowhere, fails here by name.
const inReadme = [
  ...['login', 'main-screen', 'choose-brokerage'].flatMap((page) => [
    `${page}-320-pt-BR-light.png`,
    `${page}-320-pt-BR-200-light.png`,
    `${page}-1280-en-light.png`,
  ]),
  'brokerage-switch-320-pt-BR-200-light.png',
  'brokerage-switch-1280-en-light.png',
];

describe('the screenshots', () => {
  it('are sign-in, the main screen, sign-up, the password section, recent activity, "Your data" and "Choose a brokerage", on a phone in pt-BR and a desktop in en, all but sign-up on the phone with text at 200% too, and the brokerage switch open at 200% and on the desktop, light and dark', () => {
    expect(screenshotFiles).toHaveLength(44);
  });

  it.each(screenshotFiles)(
    'include %s, taken by npm run screenshots and shown in docs/screenshots.md',
    (file) => {
      expect(existsSync(path.join(screenshotsDir, file))).toBe(true);
      expect(gallery).toContain(`(screenshots/${file})`);
    },
  );

  it.each(inReadme)('show %s in the README', (file) => {
    expect(screenshotFiles).toContain(file);
    expect(readme).toContain(`(docs/screenshots/${file})`);
  });
});
