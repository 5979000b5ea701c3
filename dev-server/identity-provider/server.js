#!/usr/bin/env node
// @ts-check
import { parseArgs } from 'node:util';
import { loadFederationSettings } from '../federation/federation-settings.js';
import { loadCompanyAccounts } from './company-accounts.js';
import { startStandIn } from './stand-in.js';

/**
 * The local identity provider beside the SSO (`npm start`, `npm run serve`): one stand-in
 * provider per entry of the federation file (`SSO_FEDERATION_FILE`, else
 * dev-server/data/federation.json), each on the port of its issuer, its client the SSO whose
 * callback is on `--callback-origin` (the portal's origin).
 *
 *   node dev-server/identity-provider/server.js --callback-origin http://localhost:3000
 */

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { 'callback-origin': { type: 'string' } },
  strict: true,
});
const callbackOrigin = (values['callback-origin'] ?? 'http://localhost:4000').replace(/\/+$/, '');
const settings = loadFederationSettings(process.env.SSO_FEDERATION_FILE?.trim() || undefined);
const accounts = loadCompanyAccounts();

const running = await Promise.all(
  settings.providers.map((provider) => {
    const issuer = new URL(provider.issuer);
    return startStandIn({
      provider,
      accounts: accounts.get(provider.id) ?? [],
      redirectUri: `${callbackOrigin}/api/sso/federation/${provider.id}/callback`,
      port: Number(issuer.port),
      issuer: provider.issuer,
      log: (line) => process.stderr.write(`${line}\n`),
    });
  }),
);
for (const [index, standIn] of running.entries()) {
  process.stdout.write(
    `${settings.providers[index]?.name} stand-in provider at ${standIn.issuer}\n`,
  );
}

/** @param {NodeJS.Signals} signal */
async function stop(signal) {
  process.stderr.write(`${signal}: closing the stand-in providers\n`);
  await Promise.all(running.map((standIn) => standIn.close()));
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
