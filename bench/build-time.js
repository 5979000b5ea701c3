// @ts-check
/**
 * Times the production build as a developer runs it, `npm run build`, npm's own start-up
 * included.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/**
 * @param {string} cwd The portal's root.
 * @returns {Promise<number>} Wall-clock milliseconds.
 */
function timeOneBuild(cwd) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('npm', ['run', 'build'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const elapsed = performance.now() - started;
      if (code === 0) resolve(elapsed);
      else reject(new Error(`npm run build failed (exit ${code}):\n${Buffer.concat(output)}`));
    });
  });
}

/**
 * Builds `count` times in a row; the last build is the one served afterwards.
 *
 * @param {string} cwd
 * @param {number} count
 * @param {(message: string) => void} log
 * @returns {Promise<number[]>}
 */
export async function timeBuilds(cwd, count, log) {
  /** @type {number[]} */
  const times = [];
  for (let build = 1; build <= count; build += 1) {
    const elapsed = await timeOneBuild(cwd);
    log(`build ${build}/${count}: ${(elapsed / 1000).toFixed(2)} s`);
    times.push(elapsed);
  }
  return times;
}
