// @ts-check
/**
 * Lighthouse and the peer UIs live in bench/package.json, away from the portal's own
 * dependencies; they are installed the first time the benchmark needs them.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, '..');

/**
 * Runs `npm ci --prefix bench` unless bench/node_modules is there already.
 *
 * @param {(message: string) => void} log
 */
export function installBenchPackages(log) {
  if (existsSync(path.join(benchDir, 'node_modules'))) return;
  log('installing bench/package.json (npm ci --prefix bench)');
  const result = spawnSync('npm', ['ci', '--prefix', benchDir, '--no-audit', '--no-fund'], {
    cwd: root,
    // npm's output goes to stderr with the rest of the progress, leaving stdout to the report.
    stdio: ['ignore', 2, 2],
  });
  if (result.status !== 0) throw new Error('npm ci --prefix bench failed');
}

/**
 * The version bench/node_modules holds, which the report gives beside each peer's name.
 *
 * @param {string} packageName
 * @returns {Promise<string>}
 */
export async function installedVersion(packageName) {
  const file = path.join(benchDir, 'node_modules', packageName, 'package.json');
  return JSON.parse(await readFile(file, 'utf8')).version;
}
