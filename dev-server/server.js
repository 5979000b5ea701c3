#!/usr/bin/env node
// @ts-check
import { createSsoService } from './app.js';
import { pageOriginOf } from './passkeys/relying-party.js';
import { readSettings, SettingsError } from './settings/settings.js';
import { usage } from './settings/settings-usage.js';

/** @type {import('./settings/settings.js').ServiceSettings} */
let settings;
try {
  settings = readSettings(process.argv.slice(2), process.env);
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  process.stderr.write(`${error.message}\n\n${usage}\n`);
  process.exit(2);
}

/** @type {import('./app.js').SsoService} */
let service;
try {
  service = createSsoService(settings.options);
} catch (error) {
  // A broken users file or a missing build directory: the message says which.
  process.stderr.write(`${/** @type {Error} */ (error).message}\n`);
  process.exit(1);
}

let stopping = false;
/** @param {NodeJS.Signals} signal */
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  process.stderr.write(`${signal}: closing\n`);
  // Keep-alive connections and slow answers get a moment to finish, not forever.
  const forced = setTimeout(() => service.server.closeAllConnections(), 3000);
  forced.unref();
  try {
    await service.close();
    process.exit(0);
  } catch (error) {
    process.stderr.write(`${/** @type {Error} */ (error).message}\n`);
    process.exit(1);
  }
}
// Installed before the URL is printed: whoever reads that line may signal at once.
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/** @type {string} */
let url;
try {
  url = await service.listen(settings.port, settings.host);
} catch (error) {
  // A port in use, or a missing SSO_PORTAL_URL beyond loopback: the message says which.
  process.stderr.write(`${/** @type {Error} */ (error).message}\n`);
  process.exit(1);
}

process.stdout.write(`gofy SSO service listening on ${url}\n`);
process.stdout.write(`Demo accounts: ${service.accountEmails.join(', ')}\n`);
if (settings.options.staticDir) {
  process.stdout.write(`Serving the build in ${settings.options.staticDir}\n`);
  // By name, not the address listened on: passkeys work only there.
  const portal = settings.options.portalUrl ?? pageOriginOf(url);
  process.stdout.write(`Open the portal at ${portal}\n`);
}
