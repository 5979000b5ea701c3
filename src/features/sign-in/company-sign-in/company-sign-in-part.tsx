import { useEffect, useRef } from 'react';
import { type CompanySignInStart, companySignInHref } from '../../../api/company-sign-in-start';
import { isProviderId } from '../../../api/sso-responses';
import { getCompanyProviders } from '../../../config/company-providers';
import type { CompanyProvider, CompanyProviderKind } from '../../../config/company-sign-in';
import { getConfig } from '../../../config/config';
import { useComponentLater } from '../../../hooks/use-component-later';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useRawSearch } from '../../../hooks/use-raw-search';
import { useCompanyButtonMessages } from '../../../i18n/company-button-messages';
import { validateEmail } from '../../../validation/email';
import { parseReturnTarget } from '../../../validation/return-target';
import { companyProvider } from '../../../words/company-provider-name';
import { useSignInQuery } from '../use-sign-in-query';
import { CompanyChallenge } from './company-challenge';
import { useDiscovery } from './company-discovery';
import { CompanyMark } from './company-mark';
import type { CompanyReturnNoticeProps } from './company-return-notice';

/**
 * The company part of the sign-in page: the providers' buttons, and the question to the SSO
 * about each email typed. Prerendered, but not part of the page's first script: until this code
 * has come, the prerendered links work as they are, and React takes them over then
 * (company-sign-in-slot.tsx).
 */

/** A provider the SSO named; one the page does not offer gets a plain button with its id. */
type NamedProvider = Omit<CompanyProvider, 'kind'> & {
  readonly kind: CompanyProviderKind | undefined;
};

export interface CompanyPartProps {
  /**
   * `required`: in the form, in place of the password; `offer`: below it; `notice`: above it,
   * how a company sign-in came back, when the address says one did.
   */
  readonly place: 'required' | 'offer' | 'notice';
  /** The email typed. */
  readonly email: string;
  /** The provider the email's brokerage requires, as discovery found it. */
  readonly required: string | undefined;
  /** Told what discovery finds the email's brokerage requires, if anything. */
  readonly onRequired: (provider: string | undefined) => void;
  readonly rememberMe: boolean;
  /** The company account to link has this email: the sign-in form may start with it. */
  readonly onEmail: (email: string) => void;
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
    loginHint: hydrated && !validateEmail(email) ? email.trim() : undefined,
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
  /** The form's one way in: the form sent with Enter follows it. */
  readonly primary?: boolean;
}) {
  const t = useCompanyButtonMessages();
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // It took the place of the password and its button: one the keyboard was on (the form
    // sent, refused) leaves it nowhere, and the way on is here.
    if (primary && (!document.activeElement || document.activeElement === document.body)) {
      link.current?.focus();
    }
  }, [primary]);
  useEffect(() => {
    const form = primary ? link.current?.closest('form') : undefined;
    if (!form) return;
    // The form sent with Enter starts this sign-in, as the button would: its password field
    // is gone, and a password would only be refused. Heard before the page's own handler
    // (on the form itself, as it is sent), which then never hears it.
    const follow = (event: Event) => {
      event.preventDefault();
      event.stopPropagation();
      link.current?.click();
    };
    form.addEventListener('submit', follow, true);
    return () => form.removeEventListener('submit', follow, true);
  }, [primary]);
  return (
    <a
      ref={link}
      className={`button ${primary ? 'button-primary' : 'button-secondary'} company-button`}
      href={companySignInHref(provider.id, start)}
    >
      {provider.kind && <CompanyMark kind={provider.kind} />}
      {t('companyButton.continueWith', { provider: provider.name })}
    </a>
  );
}

/**
 * The buttons. `required`: the provider the email's brokerage requires, the form's one way
 * in. `offer`: every provider the deployment offers, in its order, the one the typed email's
 * domain suggests first, and said. Either asks the SSO about the email's domain as it is typed
 * (identifier first), since one of them is on the page whenever the deployment offers any.
 */
function CompanyButtons({ place, email, required, onRequired, rememberMe }: CompanyPartProps) {
  const t = useCompanyButtonMessages();
  const discovery = useDiscovery(email, onRequired);
  const start = useStart(email, useSignInQuery().redirect, rememberMe);
  const offered = getCompanyProviders();
  if (place === 'required') {
    if (!required) return null;
    const provider: NamedProvider = companyProvider(required) ?? {
      id: required,
      kind: undefined,
      name: required,
    };
    return (
      <>
        {t('companyButton.required', { provider: provider.name })}
        <span className="company-required">
          <CompanyButton provider={provider} start={start} primary />
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

// The chunk of a company sign-in's return: the notice, and the linking once the broker has
// signed in (use-sign-in-exit.ts loads that into it).
const loadNotice = () =>
  import(/* webpackChunkName: "company-return" */ './company-return-notice').then(
    (code) => code.CompanyReturnNotice,
  );

/**
 * How a company sign-in came back (`federation_error`, `federation=link`): its words and code
 * load only when the address says one did, so no other sign-in downloads them.
 */
function CompanyReturn({ onEmail }: Pick<CompanyPartProps, 'onEmail'>) {
  const { companyLink, redirect } = useSignInQuery();
  const query = new URLSearchParams(useRawSearch());
  const companyFailure = query.get('federation_error');
  // A start the SSO sent back for a bot challenge (contract 1.26.0).
  const challenged = query.get('company_challenge');
  if (challenged && isProviderId(challenged)) {
    return (
      <CompanyChallenge
        provider={challenged}
        refusedBefore={query.get('challenge_error') === 'challenge_invalid'}
        redirect={redirect}
        rememberMe={query.get('remember_me') === 'true'}
      />
    );
  }
  return companyLink || companyFailure ? (
    <CompanyReturnLater link={companyLink} failure={companyFailure} onEmail={onEmail} />
  ) : null;
}

function CompanyReturnLater(props: CompanyReturnNoticeProps) {
  const Notice = useComponentLater(loadNotice);
  return Notice && Notice !== 'unavailable' ? <Notice {...props} /> : null;
}

export function CompanyPart(props: CompanyPartProps) {
  return props.place === 'notice' ? (
    <CompanyReturn onEmail={props.onEmail} />
  ) : (
    <CompanyButtons {...props} />
  );
}
