import { getConfig } from '../config/config';

/**
 * Where a company sign-in starts (`startFederatedSignIn`): a page navigation to the SSO, which
 * sends the browser on to the provider. A plain link, not a `fetch` nor a form: the SSO answers
 * with a redirect to another site, which `form-action 'self'` would refuse to a form's post,
 * and which the service worker leaves to the network (it answers nothing under the API's
 * paths). Part of the sign-in page's first script, with nothing but the address in it.
 */

export interface CompanySignInStart {
  /** Where to go once signed in, as `/login?redirect=` holds it; left out when null. */
  readonly redirect: string | null;
  /** The email typed, for the provider's page to start with; only one of an email's shape. */
  readonly loginHint?: string | undefined;
  /** "Keep me signed in": the session this sign-in ends in is remembered. */
  readonly rememberMe: boolean;
}

/**
 * The address of a company sign-in with the provider of `id`. On the SSO's own base: a path on
 * the portal's origin where it is deployed so (as it must be, for its cookies and for the
 * providers' return), which the prerendered page can hold before any script runs.
 */
export function companySignInHref(id: string, start: CompanySignInStart): string {
  const query = new URLSearchParams();
  if (start.redirect !== null) query.set('redirect', start.redirect);
  if (start.loginHint) query.set('login_hint', start.loginHint);
  if (start.rememberMe) query.set('remember_me', 'true');
  const search = query.toString();
  const path = `${getConfig().services.sso}/federation/${encodeURIComponent(id)}/start`;
  return search ? `${path}?${search}` : path;
}
