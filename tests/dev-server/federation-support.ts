import type { SsoServiceOptions } from '../../dev-server/app.js';
import { loadCompanyAccounts } from '../../dev-server/identity-provider/company-accounts.js';
import { type RunningStandIn, startStandIn } from '../../dev-server/identity-provider/stand-in.js';
import { type RunningService, startService } from './support';

/**
 * A local SSO beside two real stand-in providers (oidc-provider), on free ports. The portal's
 * origin, where the providers send the browser back, is a name of its own, as behind the dev
 * server's proxy: the test's browser (`CompanyBrowser`) takes it to the service.
 */

export const portalOrigin = 'http://portal.localhost';
export const companyPassword = 'empresa-demo-2026';
export const returnOrigin = 'https://pipeline.qa.gofy.example';

const accounts = loadCompanyAccounts();
const clients = {
  microsoft: {
    id: 'microsoft',
    name: 'Microsoft',
    clientId: 'gofy-sso',
    clientSecret: 'ms-secret',
  },
  google: { id: 'google', name: 'Google', clientId: 'gofy-sso', clientSecret: 'g-secret' },
} as const;
export type ProviderId = keyof typeof clients;

export interface Federation {
  readonly sso: RunningService;
  readonly issuers: Record<ProviderId, string>;
  close(): Promise<void>;
}

/** Starts a stand-in for `id`, its callback on the portal's origin. */
export function startProvider(id: ProviderId, issuer?: string): Promise<RunningStandIn> {
  return startStandIn({
    provider: clients[id],
    accounts: accounts.get(id) ?? [],
    redirectUri: `${portalOrigin}/api/sso/federation/${id}/callback`,
    ...(issuer ? { issuer } : {}),
  });
}

/** The SSO's federation options for stand-ins at these issuers. */
export function federationOptions(issuers: Record<ProviderId, string>) {
  return {
    callbackOrigin: portalOrigin,
    providers: (['microsoft', 'google'] as const).map((id) => ({
      ...clients[id],
      kind: id,
      issuer: issuers[id],
    })),
    domains: [
      { domain: 'corretora-horizonte.example', provider: 'microsoft', required: true },
      { domain: 'corretora-sol.example', provider: 'google', required: false },
    ],
  };
}

export async function startFederation(options: SsoServiceOptions = {}): Promise<Federation> {
  const standIns = {
    microsoft: await startProvider('microsoft'),
    google: await startProvider('google'),
  };
  const issuers = { microsoft: standIns.microsoft.issuer, google: standIns.google.issuer };
  const sso = await startService({
    federation: federationOptions(issuers),
    returnOrigins: [returnOrigin],
    ...options,
  });
  return {
    sso,
    issuers,
    async close() {
      await Promise.all([sso.close(), standIns.microsoft.close(), standIns.google.close()]);
    },
  };
}

/**
 * A browser that follows redirects by hand and keeps cookies by name (per site: the SSO's and
 * each provider's), as far as these flows need.
 */
export class CompanyBrowser {
  readonly #jars = new Map<string, Map<string, string>>();
  constructor(readonly ssoUrl: string) {}

  /** The URL the request really goes to: the portal's origin is the service. */
  #target(url: string): URL {
    const parsed = new URL(url, portalOrigin);
    return parsed.origin === portalOrigin
      ? new URL(`${parsed.pathname}${parsed.search}`, this.ssoUrl)
      : parsed;
  }

  #jar(url: URL): Map<string, string> {
    let jar = this.#jars.get(url.origin);
    if (!jar) {
      jar = new Map();
      this.#jars.set(url.origin, jar);
    }
    return jar;
  }

  /** `name=value` pairs sent to the SSO, for calls made beside the browser. */
  cookieHeader(url = this.ssoUrl): string {
    return [...this.#jar(new URL(url))].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The value of a cookie the SSO set, if the browser holds it. */
  cookie(name: string): string | undefined {
    return this.#jar(new URL(this.ssoUrl)).get(name);
  }

  setCookie(name: string, value: string): void {
    this.#jar(new URL(this.ssoUrl)).set(name, value);
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = this.#target(url);
    const jar = this.#jar(target);
    const headers = new Headers(init.headers);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (!value || /;\s*max-age=0(;|$)/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }
}

/** Where a redirect sends the browser, absolute. */
export function locationOf(response: Response, base: string): string {
  const location = response.headers.get('location');
  if (!location) throw new Error(`No Location in the ${response.status} answer`);
  return new URL(location, base).href;
}

export interface AtProvider {
  /** The company account to sign in with; omitted when the provider should not ask. */
  readonly email?: string;
  readonly password?: string;
  /** Press Cancel on the provider's page. */
  readonly cancel?: boolean;
}

/**
 * Opens `startPath` of the SSO and goes through the provider (its sign-in page filled as
 * told) until the browser is sent back to the portal's origin: the URL it is sent to, not yet
 * opened (the provider's return to the SSO, or a failure at the start).
 */
export async function throughProvider(
  browser: CompanyBrowser,
  startPath: string,
  atProvider: AtProvider = {},
): Promise<string> {
  let location = locationOf(await browser.request(startPath), portalOrigin);
  for (let step = 0; step < 10; step++) {
    if (new URL(location).origin === portalOrigin) return location;
    const response = await browser.request(location);
    if (response.status === 200) {
      const page = await response.text();
      const action = /action="([^"]+)"/.exec(page)?.[1];
      if (!action) throw new Error(`The provider's page has no form: ${page.slice(0, 200)}`);
      const form = atProvider.cancel
        ? { action: 'cancel' }
        : {
            action: 'login',
            email: atProvider.email ?? '',
            password: atProvider.password ?? companyPassword,
          };
      const posted = await browser.request(new URL(action, location).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form),
      });
      location = locationOf(posted, location);
      continue;
    }
    location = locationOf(response, location);
  }
  throw new Error('The provider never sent the browser back');
}

/** A company sign-in from start to the SSO's answer to the provider's return. */
export async function companySignIn(
  browser: CompanyBrowser,
  provider: ProviderId,
  atProvider: AtProvider,
  query: Record<string, string> = {},
): Promise<Response> {
  const search = new URLSearchParams(query).toString();
  const start = `/api/sso/federation/${provider}/start${search ? `?${search}` : ''}`;
  return browser.request(await throughProvider(browser, start, atProvider));
}

/** Where an answer of the SSO sends the browser, as a path and query on the portal. */
export function portalDestination(response: Response): string {
  const url = new URL(locationOf(response, portalOrigin));
  return url.origin === portalOrigin ? `${url.pathname}${url.search}` : url.href;
}
