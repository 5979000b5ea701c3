import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { type PendingCompanyAccount, pendingCompanyAccount } from '../../../api/company-sign-in';
import { LiveMessage } from '../../../components/live-message';
import { companyStartWindowMinutes } from '../../../config/company-start-limit';
import { paths } from '../../../config/portal-paths';
import { carryApplicant } from '../../../hooks/carried-applicant';
import { useCompanyMessages } from '../../../i18n/company-messages';
import { companySignInFailureMessage } from '../../../words/company-failure-words';
import { companyProviderName } from '../../../words/company-provider-name';
export interface CompanyReturnNoticeProps {
  /** `federation=link`: a portal account has the company account's email; sign in once. */
  readonly link: boolean;
  /** `federation_error=<code>`: why it failed. */
  readonly failure: string | null;
  /** The company account to link has this email: the sign-in form may start with it. */
  readonly onEmail: (email: string) => void;
}

/** The company account the SSO keeps for this browser; `gone` when none waits any more. */
type Waiting = PendingCompanyAccount | 'gone' | 'unknown';

/**
 * Loaded with a company sign-in's return to `/login`: why it failed, in words that say what to
 * do (`federation_error`), or which company account waits to be linked once the broker signs
 * in (`federation=link`). The company account's email and name come from the SSO
 * (`getPendingFederatedSignIn`), never from the address.
 */
export function CompanyReturnNotice({ link, failure, onEmail }: CompanyReturnNoticeProps) {
  const t = useCompanyMessages();
  const [waiting, setWaiting] = useState<Waiting>();
  const wantsPending = link || failure === 'unknown_account';
  const fillEmail = useRef(onEmail);
  fillEmail.current = onEmail;

  useEffect(() => {
    if (!wantsPending) return;
    let active = true;
    pendingCompanyAccount().then((result) => {
      if (!active) return;
      if (!result.ok) {
        setWaiting(result.failure.kind === 'not_found' ? 'gone' : 'unknown');
        return;
      }
      setWaiting(result.pending);
      if (result.pending.kind === 'link') fillEmail.current(result.pending.email);
    });
    return () => {
      active = false;
    };
  }, [wantsPending]);

  if (failure !== null) {
    const applicant =
      typeof waiting === 'object' && waiting.kind === 'access_request'
        ? carryApplicant(waiting.email, waiting.name)
        : undefined;
    return (
      <LiveMessage tone="error">
        {t(companySignInFailureMessage(failure), { minutes: companyStartWindowMinutes })}
        {/* Once the SSO has said who asks, so the form comes filled in. */}
        {failure === 'unknown_account' && waiting !== undefined && (
          <>
            {' '}
            <Link href={paths.signUp.getHref()} state={applicant}>
              {t('signIn.askForAccount')}
            </Link>
          </>
        )}
      </LiveMessage>
    );
  }
  if (typeof waiting === 'object' && waiting.kind === 'link') {
    return (
      <LiveMessage tone="info">
        {t('companyLink.notice', {
          provider: companyProviderName(waiting.provider),
          email: waiting.email,
        })}
      </LiveMessage>
    );
  }
  // Could not be read: linking is still tried after the sign-in, and says how it went.
  if (waiting === undefined || waiting === 'unknown') return null;
  return <LiveMessage tone="info">{t('companyLink.gone')}</LiveMessage>;
}
