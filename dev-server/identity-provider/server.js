#!/usr/bin/env node
// @ts-check
import { parseArgs } from 'node:util';
import { loadFederationSettings } from '../federation/federation-settings.js';
import { loadCompanyAccounts } from './company-accounts.js';
import { onPortalSite } from './providers-site.js';
import { startStandIn } from './stand-in.js';

/**
 * The local identity provider beside the SSO (`npm start`, `npm run serve`): one stand-in
 * provider per entry of the federation file (`SSO_FEDERATION_FILE`, else
 * dev-server/data/federation.json), each on the port and the host name of its issuer, its
 * client the SSO whose callback is on `--callback-origin` (the portal's origin). The file's
 * issuers are on `127.0.0.1`, another site than a portal on `localhost`, as a real provider
 * is (providers-site.js); one on the portal's own site is started with a warning.
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
      hostname: issuer.hostname,
      issuer: provider.issuer,
      log: (line) => process.stderr.write(`${line}\n`),
    });
  }),
);
for (const [index, standIn] of running.entries()) {
  process.stdout.write(
    `${settings.providers[index]?.name} stand-in provider at ${standIn.issuer}\n`,
  );
  if (onPortalSite(standIn.issuer, callbackOrigin)) {
    process.stderr.write(
      `Warning: ${standIn.issuer} is on the portal's own site (${callbackOrigin}), as no real ` +
        'provider is: cookies and headers that only cross sites go untried.\n',
    );
  }
}

/** @param {NodeJS.Signals} signal */
async function stop(signal) {
  process.stderr.write(`${signal}: closing the stand-in providers\n`);
  await Promise.all(running.map((standIn) => standIn.close()));
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
