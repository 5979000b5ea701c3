import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSsoService, type SsoServiceOptions } from '../../../dev-server/app.js';
import { startCompanyProviders } from './company-providers';
import { freePort } from './free-port';
import { buildReturnOrigins } from './return-origins';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const buildDir = path.join(root, 'build');

export const demoUser = {
  email: 'ana.souza@gofy.example',
  password: 'gofy-demo-2026',
  name: 'Ana Souza',
  firstName: 'Ana',
};

export const secondDemoUser = {
  email: 'bruno.lima@gofy.example',
  password: 'gofy-demo-2026',
  name: 'Bruno Lima',
  firstName: 'Bruno',
};

/**
 * The production build served by the local SSO service on a free port: one origin for the
 * pages and the API, with production headers, as behind the real reverse proxy. Beside it, the
 * stand-in company providers, on free ports, sending the browser back to the portal's origin
 * (`companyProviders`): the sign-in page offers them. The portal's port is chosen before it
 * listens, since each provider is told its return address when it starts.
 */
export async function startPortal(
  options: SsoServiceOptions = {},
  {
    companyOrigin,
  }: {
    /**
     * The origin the company providers send the browser back to, when the browser reaches the
     * portal through another (a network switch in front of it); the portal's own otherwise.
     */
    readonly companyOrigin?: string;
  } = {},
) {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error('No production build in build/: run `npm run build` first (npm test does).');
  }
  const port = await freePort();
  const companyProviders = await startCompanyProviders(companyOrigin ?? `http://127.0.0.1:${port}`);
  const service = createSsoService({
    staticDir: buildDir,
    log: () => {},
    // Every test signs in from 127.0.0.1; the per-address limit is tested in tests/dev-server.
    loginRateLimit: { maxAttempts: 10_000 },
    // Likewise for reset links and sign-up requests, and the messages they send per email.
    accountRequestLimit: { perAddress: 10_000, perAddressAndEmail: 10_000, perEmail: 10_000 },
    // And for the passkey attempts each sign-in page asks for as it opens.
    passkeySignInLimit: { perAddress: 10_000 },
    // And for the company sign-ins started.
    federationStartLimit: { perAddress: 10_000 },
    // And for the failed sign-ins that bring the bot challenge: journeys that lock an email
    // make many; the challenge's own journeys ask for it with their own numbers.
    botChallenge: { emailFailures: 100_000, addressFailures: 10_000, stuffingRate: 100_000 },
    // An onboarding tour would cover the main screen in tests about other things; the tests
    // of the tours (launcher.test.ts) start them pending.
    tourist: { initialState: 'completed' },
    federation: companyProviders.federation,
    // A company sign-in may return to the suite's applications, as the page may.
    returnOrigins: buildReturnOrigins(),
    ...options,
  });
  const url = await service.listen(port, '127.0.0.1');
  // `service` gives tests what it handed hermes (reset links) and the sign-up requests it got.
  return {
    url: url.replace(/\/$/, ''),
    service,
    companyProviders,
    close: () => Promise.all([service.close(), companyProviders.close()]).then(() => {}),
  };
}
