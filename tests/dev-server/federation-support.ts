import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { SsoServiceOptions } from '../../dev-server/app.js';
import { loadCompanyAccounts } from '../../dev-server/identity-provider/company-accounts.js';
import { type RunningStandIn, startStandIn } from '../../dev-server/identity-provider/stand-in.js';
import { standInSigningKey } from '../support/stand-in-keys';
import { CompanyBrowser, portalOrigin } from './company-browser';
import { type RunningService, startService } from './support';

/**
 * A local SSO beside two real stand-in providers (oidc-provider), on free ports, sending the
 * browser back to the portal's origin (`portalOrigin`), which the test's browser
 * (`CompanyBrowser`) takes to the service.
 */

export const returnOrigin = 'https://pipeline.qa.gofy.example';

const accounts = loadCompanyAccounts();
const clients = {
  microsoft: {
    id: 'microsoft',
    kind: 'microsoft',
    name: 'Microsoft',
    clientId: 'gofy-sso',
    clientSecret: 'ms-secret',
  },
  google: {
    id: 'google',
    kind: 'google',
    name: 'Google',
    clientId: 'gofy-sso',
    clientSecret: 'g-secret',
  },
} as const;
export type ProviderId = keyof typeof clients;

/** Starts a stand-in for `id`, its callback on the portal's origin. */
export function startProvider(id: ProviderId, issuer?: string): Promise<RunningStandIn> {
  return startStandIn({
    provider: clients[id],
    accounts: accounts.get(id) ?? [],
    redirectUri: `${portalOrigin}/api/sso/federation/${id}/callback`,
    signingKey: standInSigningKey(id),
    ...(issuer ? { issuer } : {}),
  });
}

/** The SSO's federation options for stand-ins at these issuers. */
export function federationOptions(issuers: Record<ProviderId, string>) {
  return {
    callbackOrigin: portalOrigin,
    providers: (['microsoft', 'google'] as const).map((id) => ({
      ...clients[id],
      issuer: issuers[id],
    })),
    domains: [
      { domain: 'corretora-horizonte.example', provider: 'microsoft', required: true },
      { domain: 'corretora-sol.example', provider: 'google', required: false },
    ],
  };
}

/** A local SSO offering the stand-ins at `issuers`, and returning to `returnOrigin` too. */
export function startSso(
  issuers: Record<ProviderId, string>,
  options: SsoServiceOptions = {},
): Promise<RunningService> {
  return startService({
    federation: federationOptions(issuers),
    returnOrigins: [returnOrigin],
    ...options,
  });
}

export interface Federation {
  /** The current test's SSO. */
  readonly sso: RunningService;
  readonly issuers: Record<ProviderId, string>;
  /** The current test's SSO's clock: where it stands, and moving it on. */
  now(): number;
  advance(ms: number): void;
  /** A browser that has been nowhere yet, in front of the current test's SSO. */
  newBrowser(): CompanyBrowser;
}

/**
 * Registers the hooks of a file of company sign-in tests: the two stand-in providers once for
 * the file (what they remember is each browser's, and every test has browsers of its own), and
 * for each test an SSO of its own on a clock of its own, so that no test finds a link, a
 * pending account or a time another test left behind, and each passes alone or in any order.
 */
export function setUpFederation(options: SsoServiceOptions = {}): Federation {
  let standIns: Record<ProviderId, RunningStandIn> | undefined;
  let sso: RunningService | undefined;
  let time = 0;

  beforeAll(async () => {
    const [microsoft, google] = await Promise.all([
      startProvider('microsoft'),
      startProvider('google'),
    ]);
    standIns = { microsoft, google };
  });
  afterAll(async () => {
    await Promise.all(Object.values(standIns ?? {}).map((standIn) => standIn.close()));
  });
  beforeEach(async () => {
    time = Date.parse('2026-11-28T12:00:00.000Z');
    sso = await startSso(issuers(), { now: () => time, ...options });
  });
  afterEach(() => sso?.close());

  function issuers(): Record<ProviderId, string> {
    if (!standIns) throw new Error('The stand-in providers did not start');
    return { microsoft: standIns.microsoft.issuer, google: standIns.google.issuer };
  }
  function running(): RunningService {
    if (!sso) throw new Error('The SSO did not start');
    return sso;
  }

  return {
    get sso() {
      return running();
    },
    get issuers() {
      return issuers();
    },
    now: () => time,
    advance(ms) {
      time += ms;
    },
    newBrowser: () => new CompanyBrowser(running().url),
  };
}
