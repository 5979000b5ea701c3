import { useEffect, useState } from 'react';
import { discoverCompanySignIn } from '../api/company-sign-in';
import { companySignInHref } from '../api/company-sign-in-start';
import { getCompanyProviders } from '../config/company-providers';
import type { ProofTranslate } from '../i18n/proof-messages';

/**
 * An account that only its company's provider signs in (`company` in `reauthenticateWith`)
 * has no proof to give within the session: the contract's re-authentication takes a password,
 * a code or a passkey, and the provider only signs in anew. So the check says so, makes no
 * change, and offers a new sign-in with that provider that comes back to `returnTo`, where the
 * fresh session lets the change through. Which provider is the email's domain's
 * (`discoverFederation`, an answer about the domain, never about the account).
 */
export function ProofCompanyStep({
  text,
  email,
  returnTo,
  afterwards,
  onCancel,
}: {
  readonly text: ProofTranslate;
  readonly email: string;
  /** Where the new sign-in comes back to: a path of the portal. */
  readonly returnTo: string;
  /** What happens after the new sign-in: no change made yet, or back to the application. */
  readonly afterwards: string;
  readonly onCancel: () => void;
}) {
  const [provider, setProvider] = useState<string>();
  useEffect(() => {
    let active = true;
    discoverCompanySignIn(email).then((result) => {
      if (active && result.ok && result.discovery.provider !== null) {
        setProvider(result.discovery.provider);
      }
    });
    return () => {
      active = false;
    };
  }, [email]);
  const name =
    getCompanyProviders().find((known) => known.id === provider)?.name ??
    text('proof.company.someProvider');
  return (
    <>
      <p>{text('proof.company.body')}</p>
      <p>{afterwards}</p>
      <div className="security-actions">
        {provider !== undefined && (
          <a
            className="button button-primary"
            href={companySignInHref(provider, {
              redirect: returnTo,
              loginHint: email,
              rememberMe: false,
            })}
          >
            {text('proof.company.again', { provider: name })}
          </a>
        )}
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {text('proof.cancel')}
        </button>
      </div>
    </>
  );
}
