import { type CompanySignInStart, companySignInHref } from '../../../api/company-sign-in-start';
import { getConfig } from '../../../config/config';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useCompanyButtonMessages } from '../../../i18n/company-button-messages';
import { emailProblem } from '../../../validation/email';
import { parseReturnTarget } from '../return-target';
import { useDiscovery } from './company-discovery';
import { type CompanySignIn, type NamedProvider, namedProvider } from './use-company-sign-in';

/**
 * The company part of the sign-in page: the providers' buttons, and the question to the SSO
 * about each email typed. Prerendered, but not part of the page's first script: until this code
 * has come, the prerendered links work as they are, and React takes them over then
 * (company-sign-in-slot.tsx).
 */

export interface CompanyPartProps {
  /** `required`: in the form, in place of the password; `offer`: below it. */
  readonly place: 'required' | 'offer';
  readonly company: CompanySignIn;
  /** `/login?redirect=`, as given. */
  readonly redirect: string | null;
  readonly rememberMe: boolean;
}

/**
 * Where each button starts, from what the form holds once the page is in charge: the return
 * target (one the page would follow: the SSO refuses to start with another, 400, which would
 * leave the broker on an answer of the API's), the email for the provider's page, and "keep
 * me signed in". Before that, as prerendered, none of them: React takes the links over as they
 * are, then puts these in.
 */
function useStart(email: string, redirect: string | null, rememberMe: boolean): CompanySignInStart {
  const hydrated = useHydrated();
  const followed =
    hydrated && parseReturnTarget(redirect, location.origin, getConfig().returnOrigins);
  return {
    redirect: followed ? redirect : null,
    loginHint: hydrated && !emailProblem(email) ? email.trim() : undefined,
    rememberMe: hydrated && rememberMe,
  };
}

/**
 * "Continue with Microsoft": a plain link to the SSO, which sends the browser to the provider
 * (`company-sign-in-start.ts`). A link rather than a button in a form: the form's post would be
 * redirected to another site, which `form-action 'self'` refuses.
 */
function CompanyButton({
  provider,
  start,
  primary,
}: {
  readonly provider: NamedProvider;
  readonly start: CompanySignInStart;
  readonly primary?: boolean;
}) {
  const t = useCompanyButtonMessages();
  return (
    <a
      className={`button ${primary ? 'button-primary' : 'button-secondary'} company-button`}
      href={companySignInHref(provider.id, start)}
    >
      {/* The provider's mark, drawn by the stylesheet (forms.css). */}
      {provider.kind && (
        <span className={`company-mark company-mark-${provider.kind}`} aria-hidden="true" />
      )}
      {t('companyButton.continueWith', { provider: provider.name })}
    </a>
  );
}

/**
 * `required`: the provider the email's brokerage requires, the form's one way in. `offer`:
 * every provider the deployment offers, in its order, the one the typed email's domain
 * suggests first, and said. Either asks the SSO about the email's domain as it is typed
 * (identifier first), since one of them is on the page whenever the deployment offers any.
 */
export function CompanyPart({ place, company, redirect, rememberMe }: CompanyPartProps) {
  const t = useCompanyButtonMessages();
  useDiscovery(company.email, company.found);
  const start = useStart(company.email, redirect, rememberMe);
  const { discovery, offered } = company;
  if (place === 'required') {
    if (!company.required) return null;
    const required = namedProvider(company.required);
    return (
      <>
        {t('signIn.companyRequired', { provider: required.name })}
        <span className="company-required">
          <CompanyButton provider={required} start={start} primary />
        </span>
      </>
    );
  }
  const suggested = offered.find(
    (provider) => discovery?.required === false && provider.id === discovery.provider,
  );
  const ordered = suggested
    ? [suggested, ...offered.filter((provider) => provider.id !== suggested.id)]
    : offered;
  return (
    <div className="company-sign-in">
      <p className="company-sign-in-or">
        {suggested
          ? t('companyButton.suggested', { provider: suggested.name })
          : t('companyButton.or')}
      </p>
      <ul className="company-buttons">
        {ordered.map((provider) => (
          <li key={provider.id}>
            <CompanyButton provider={provider} start={start} />
          </li>
        ))}
      </ul>
    </div>
  );
}
