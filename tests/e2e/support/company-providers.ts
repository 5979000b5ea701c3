import { loadFederationSettings } from '../../../dev-server/federation/federation-settings.js';
import { loadCompanyAccounts } from '../../../dev-server/identity-provider/company-accounts.js';
import { providersHostnameBeside } from '../../../dev-server/identity-provider/providers-site.js';
import {
  type RunningStandIn,
  startStandIn,
} from '../../../dev-server/identity-provider/stand-in.js';
import { standInSigningKey } from '../../support/stand-in-keys';

/** The password of every demo company account (dev-server/data/company-accounts.json). */
export const companyPassword = 'empresa-demo-2026';

export interface CompanyProviders {
  /** The SSO's federation options: the providers at the stand-ins' issuers, the domains. */
  readonly federation: {
    readonly callbackOrigin: string;
    readonly providers: ReturnType<typeof loadFederationSettings>['providers'];
    readonly domains: ReturnType<typeof loadFederationSettings>['domains'];
  };
  /** Each stand-in by provider id: its issuer, and closing it (a provider that went down). */
  readonly standIns: ReadonlyMap<string, RunningStandIn>;
  close(): Promise<void>;
}

/**
 * The stand-in company providers of `npm start` (Microsoft, Google), each a real OpenID provider
 * on a free port with the demo company accounts, sending the browser back to `portalOrigin`,
 * as the local SSO's configuration (data/federation.json) describes them but for their issuers.
 * They are on another site than the portal, as a real provider always is: by the loopback name
 * the portal does not use (`localhost` beside a portal on `127.0.0.1`).
 */
export async function startCompanyProviders(portalOrigin: string): Promise<CompanyProviders> {
  const settings = loadFederationSettings();
  const accounts = loadCompanyAccounts();
  const running = await Promise.all(
    settings.providers.map((provider) =>
      startStandIn({
        provider,
        accounts: accounts.get(provider.id) ?? [],
        redirectUri: `${portalOrigin}/api/sso/federation/${provider.id}/callback`,
        hostname: providersHostnameBeside(portalOrigin),
        signingKey: standInSigningKey(provider.id),
      }),
    ),
  );
  const standIns = new Map(settings.providers.map((provider, i) => [provider.id, running[i]]));
  return {
    federation: {
      callbackOrigin: portalOrigin,
      providers: settings.providers.map((provider, i) => ({
        ...provider,
        issuer: running[i]?.issuer ?? provider.issuer,
      })),
      domains: settings.domains,
    },
    standIns: standIns as ReadonlyMap<string, RunningStandIn>,
    close: async () => {
      await Promise.all(running.map((standIn) => standIn.close()));
    },
  };
}
