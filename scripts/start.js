// @ts-check
/**
 * `npm start`: the local SSO service, the stand-in company providers of the local identity
 * provider (dev-server/identity-provider/) and the Rsbuild dev server together, as one command that
 * a newcomer can stop with Ctrl-C. The dev server proxies `/api` to the service, so the
 * session cookie is first-party exactly as behind the production reverse proxy.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { devServerPort } from './dev-server-port.js';
import { runTogether } from './run-together.js';

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

const { run } = runTogether(root, env);

// Company sign-in: the providers send the browser back to the portal's origin, the dev server's.
const portalOrigin = `http://localhost:${port}`;
env.SSO_FEDERATION_CALLBACK_ORIGIN ??= portalOrigin;
run('SSO service', [path.join(root, 'dev-server/server.js'), '--port', ssoPort]);
run('Identity provider', [
  path.join(root, 'dev-server/identity-provider/server.js'),
  '--callback-origin',
  env.SSO_FEDERATION_CALLBACK_ORIGIN,
]);
// The package's exports do not include its bin script, so it is addressed by path.
const rsbuild = path.join(root, 'node_modules/@rsbuild/core/bin/rsbuild.js');
run('Dev server', [rsbuild, 'dev', '--strict-port', ...devArgs]);
