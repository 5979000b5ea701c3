// @ts-check
/**
 * Writes the English dictionary Lock would fetch from Auth0's CDN, in the same shape: a script
 * that hands the strings to `Auth0.registerLanguageDictionary`.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** @param {string} distDir The built auth0 page. */
export async function writeLockDictionary(distDir) {
  const { version } = JSON.parse(
    await readFile(require.resolve('auth0-lock/package.json'), 'utf8'),
  );
  // The strings Lock compiles in as its fallback are the ones its CDN serves for English.
  const englishModule = 'auth0-lock/lib/i18n/en.js';
  /** @type {Record<string, unknown>} */
  const english = require(englishModule).default;
  const dir = path.join(distDir, 'js', 'lock', version);
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'en.js'),
    `Auth0.registerLanguageDictionary('en',${JSON.stringify(english)});\n`,
  );
}
