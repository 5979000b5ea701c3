// @ts-check
/**
 * Node processes run as one command that a newcomer stops with Ctrl-C (`npm start`,
 * `npm run serve`): when one stops, the others are stopped too.
 */
import { spawn } from 'node:child_process';

/**
 * @param {string} cwd
 * @param {NodeJS.ProcessEnv} env
 */
export function runTogether(cwd, env) {
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  let stopping = false;

  /** @param {number} code */
  function stop(code) {
    if (stopping) return;
    stopping = true;
    const running = children.filter(
      (child) => child.exitCode === null && child.signalCode === null,
    );
    if (running.length === 0) process.exit(code);
    let left = running.length;
    for (const child of running) {
      child.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(code);
      });
      child.kill('SIGTERM');
    }
    // A child that ignores SIGTERM must not keep the terminal hostage.
    setTimeout(() => process.exit(code), 5000).unref();
  }

  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  return {
    /**
     * @param {string} name
     * @param {string[]} args
     */
    run(name, args) {
      const child = spawn(process.execPath, args, { cwd, env, stdio: 'inherit' });
      child.on('exit', (code, signal) => {
        if (stopping) return;
        console.error(`\n${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
        stop(code ?? 1);
      });
      children.push(child);
    },
  };
}
