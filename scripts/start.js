// @ts-check
/**
 * `npm start`: the local SSO service and the Rsbuild dev server together, as one command that
 * a newcomer can stop with Ctrl-C. The dev server proxies `/api` to the service, so the
 * session cookie is first-party exactly as behind the production reverse proxy.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { devServerPort } from './dev-server-port.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ssoPort = process.env.SSO_SERVICE_PORT ?? '4000';
/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, SSO_SERVICE_PORT: ssoPort };

// Rsbuild's own arguments pass through; the port is read here too, as Rsbuild reads it.
const devArgs = process.argv.slice(2);
const { port = String(devServerPort) } = parseArgs({
  args: devArgs,
  options: { port: { type: 'string' } },
  strict: false,
}).values;
// The service takes passkey ceremonies only from the origins it is told, else from its own
// (never from a request's Host), and the portal's pages come from the dev server. Rsbuild must
// then keep that port (`--strict-port`) rather than move to the next one when it is taken.
if (!env.SSO_PASSKEY_ORIGINS?.trim() && !env.SSO_PORTAL_URL?.trim()) {
  env.SSO_PASSKEY_ORIGINS = `http://localhost:${port}`;
}

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;

/**
 * @param {string} name
 * @param {string[]} args
 */
function run(name, args) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`\n${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
    stop(code ?? 1);
  });
  children.push(child);
}

/** @param {number} code */
function stop(code) {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
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

run('SSO service', [path.join(root, 'dev-server/server.js'), '--port', ssoPort]);
// The package's exports do not include its bin script, so it is addressed by path.
const rsbuild = path.join(root, 'node_modules/@rsbuild/core/bin/rsbuild.js');
run('Dev server', [rsbuild, 'dev', '--strict-port', ...devArgs]);
