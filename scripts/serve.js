// @ts-check
/**
 * `npm run serve`: the local SSO service serving the production build, and the stand-in company
 * providers beside it (dev-server/identity-provider/), which send the browser back to the
 * service's own origin. Arguments pass to the service (`--port`, `--host`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runTogether } from './run-together.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env };
const serviceArgs = process.argv.slice(2);
const { port = env.SSO_SERVICE_PORT ?? '4000' } = parseArgs({
  args: serviceArgs,
  options: { port: { type: 'string' } },
  strict: false,
}).values;
// The page the service prints to open is `http://localhost:<port>`: the providers return there.
const callbackOrigin =
  env.SSO_FEDERATION_CALLBACK_ORIGIN ?? env.SSO_PORTAL_URL ?? `http://localhost:${port}`;
env.SSO_FEDERATION_CALLBACK_ORIGIN = callbackOrigin;

const { run } = runTogether(root, env);
run('SSO service', [path.join(root, 'dev-server/server.js'), '--static', 'build', ...serviceArgs]);
run('Identity provider', [
  path.join(root, 'dev-server/identity-provider/server.js'),
  '--callback-origin',
  callbackOrigin,
]);
