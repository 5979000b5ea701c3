import type { ProviderId } from './federation-support';

/**
 * A company sign-in as the browser goes through it: the SSO's start, the stand-in provider's
 * own sign-in page (filled in as told), the provider's return, and where the SSO sends the
 * browser next.
 */

/**
 * The portal's origin, where the providers send the browser back: a name of its own, as behind
 * the dev server's proxy, which `CompanyBrowser` takes to the SSO.
 */
export const portalOrigin = 'http://portal.localhost';
/** The password of every demo company account (dev-server/data/company-accounts.json). */
export const companyPassword = 'empresa-demo-2026';

/** A cookie as the browser keeps it: its value, and which requests from other sites carry it. */
interface KeptCookie {
  readonly value: string;
  readonly sameSite: 'strict' | 'lax' | 'none';
}

/** Its scheme and host: what tells two sites apart here, where no name has a public suffix. */
const siteOf = (origin: string) => {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}`;
};

/**
 * A browser that follows redirects by hand and keeps cookies by name (per site: the portal's,
 * which is the SSO's, and each provider's), as far as these flows need. Every request is a
 * top-level navigation started by the page the browser was last sent to (a redirect's answer,
 * a form's page), the portal's sign-in page at first, so it carries what a real browser's
 * would: from another site, no `SameSite=Strict` cookie, `Lax` ones only with a GET, and
 * `Sec-Fetch-Site: cross-site`.
 */
export class CompanyBrowser {
  readonly #jars = new Map<string, Map<string, KeptCookie>>();
  #ssoUrl: string;
  /** The origin of the page the next request starts from. */
  #at = portalOrigin;

  constructor(ssoUrl: string) {
    this.#ssoUrl = ssoUrl;
  }

  /**
   * From now on the portal's origin leads to another instance of the SSO, as a load balancer
   * may send a browser's next request to another; the browser keeps its cookies.
   */
  reach(ssoUrl: string): void {
    this.#ssoUrl = ssoUrl;
  }

  /** The URL the request really goes to: the portal's origin is the service. */
  #target(url: URL): URL {
    return url.origin === portalOrigin
      ? new URL(`${url.pathname}${url.search}`, this.#ssoUrl)
      : url;
  }

  /** The cookies of the site at `origin`, as the browser sees it. */
  #jar(origin: string): Map<string, KeptCookie> {
    let jar = this.#jars.get(origin);
    if (!jar) {
      jar = new Map();
      this.#jars.set(origin, jar);
    }
    return jar;
  }

  /** The value of a cookie the SSO set, if the browser holds it. */
  cookie(name: string): string | undefined {
    return this.#jar(portalOrigin).get(name)?.value;
  }

  setCookie(name: string, value: string): void {
    this.#jar(portalOrigin).set(name, { value, sameSite: 'strict' });
  }

  /**
   * Opens `url` as the page the browser is on would, or as a page of `from` (another site's
   * page sending the browser there).
   */
  async request(
    url: string,
    init: RequestInit & { from?: string; fetchMetadata?: boolean } = {},
  ): Promise<Response> {
    const { from = this.#at, fetchMetadata = true, ...fetchInit } = init;
    const seen = new URL(url, portalOrigin);
    const target = this.#target(seen);
    const jar = this.#jar(seen.origin);
    const headers = new Headers(fetchInit.headers);
    const crossSite = siteOf(from) !== siteOf(seen.origin);
    const sent = [...jar].filter(
      ([, kept]) =>
        !crossSite ||
        kept.sameSite === 'none' ||
        (kept.sameSite === 'lax' && (fetchInit.method ?? 'GET') === 'GET'),
    );
    const cookie = sent.map(([name, kept]) => `${name}=${kept.value}`).join('; ');
    if (cookie) headers.set('cookie', cookie);
    // A browser without Fetch Metadata (`fetchMetadata: false`) says nothing of it.
    if (fetchMetadata && !headers.has('sec-fetch-site')) {
      const sameOrigin = new URL(from).origin === seen.origin;
      headers.set(
        'sec-fetch-site',
        sameOrigin ? 'same-origin' : crossSite ? 'cross-site' : 'same-site',
      );
    }
    const response = await fetch(target, { ...fetchInit, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const sameSite = /;\s*samesite=(strict|lax|none)/i.exec(line)?.[1]?.toLowerCase();
      if (!value || /;\s*max-age=0(;|$)/i.test(line)) jar.delete(name);
      else jar.set(name, { value, sameSite: (sameSite ?? 'lax') as KeptCookie['sameSite'] });
    }
    this.#at = seen.origin;
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
 * Where the navigation to the start came from, as the browser says in `Sec-Fetch-Site`: the
 * portal's own page (`same-origin`, a click on its "Continue with Google"), a page of another
 * site (`cross-site`) or of a sibling host (`same-site`), an address typed (`none`), or a
 * browser that does not say (`null`).
 */
export type StartedFrom = 'same-origin' | 'same-site' | 'cross-site' | 'none' | null;

/**
 * Opens `startPath` of the SSO, as a navigation from `startedFrom`, and goes through the
 * provider (its sign-in page filled as told) until the browser is sent back to the portal's
 * origin: the URL it is sent to, not yet opened (the provider's return to the SSO, or a failure
 * at the start).
 */
export async function throughProvider(
  browser: CompanyBrowser,
  startPath: string,
  atProvider: AtProvider = {},
  startedFrom: StartedFrom = 'same-origin',
): Promise<string> {
  const start = startedFrom
    ? { headers: { 'sec-fetch-site': startedFrom } }
    : { fetchMetadata: false };
  let location = locationOf(await browser.request(startPath, start), portalOrigin);
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

/**
 * A company sign-in from start to the SSO's answer to the provider's return, started from the
 * portal's own page unless `startedFrom` says otherwise.
 */
export async function companySignIn(
  browser: CompanyBrowser,
  provider: ProviderId,
  atProvider: AtProvider,
  query: Record<string, string> = {},
  startedFrom: StartedFrom = 'same-origin',
): Promise<Response> {
  const search = new URLSearchParams(query).toString();
  const start = `/api/sso/federation/${provider}/start${search ? `?${search}` : ''}`;
  return browser.request(await throughProvider(browser, start, atProvider, startedFrom));
}

/** Where an answer of the SSO sends the browser, as a path and query on the portal. */
export function portalDestination(response: Response): string {
  const url = new URL(locationOf(response, portalOrigin));
  return url.origin === portalOrigin ? `${url.pathname}${url.search}` : url.href;
}
